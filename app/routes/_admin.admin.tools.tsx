import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from './-components/placeholderRoute';

export const Route = createFileRoute('/_admin/admin/tools')(placeholderRoute('/admin/tools'));
