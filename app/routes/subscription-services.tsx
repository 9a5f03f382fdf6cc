import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { SubscriptionServicesPage } from './-components/plans/SubscriptionServicesPage';

export const Route = createFileRoute('/subscription-services')({
  head: () => pageHead('/subscription-services', publicPages['/subscription-services']),
  component: () => <SubscriptionServicesPage page={publicPages['/subscription-services']} />,
});
