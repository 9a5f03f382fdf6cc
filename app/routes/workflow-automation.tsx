import { createFileRoute } from '@tanstack/react-router';
import { placeholderRoute } from './-components/placeholderRoute';

export const Route = createFileRoute('/workflow-automation')(placeholderRoute('/workflow-automation'));
