import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from './-components/placeholderRoute';

export const Route = createFileRoute('/_admin/hosting-management')(placeholderRoute('/hosting-management'));
