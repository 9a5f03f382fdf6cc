import { createFileRoute } from '@tanstack/react-router';
import { guardedRoute } from './-components/guardedRoute';

export const Route = createFileRoute('/_admin/admin/')(guardedRoute('/admin'));
