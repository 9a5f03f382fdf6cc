import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from './-components/placeholderRoute';

export const Route = createFileRoute('/services/local-seo')(placeholderRoute('/services/local-seo'));
