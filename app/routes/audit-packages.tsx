import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from './-components/placeholderRoute';

export const Route = createFileRoute('/audit-packages')(placeholderRoute('/audit-packages'));
