import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from './-components/placeholderRoute';

export const Route = createFileRoute('/client-portal')(placeholderRoute('/client-portal'));
