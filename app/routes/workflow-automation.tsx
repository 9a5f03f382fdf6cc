import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { WorkflowAutomationPage } from './-components/workflow/WorkflowAutomationPage';

export const Route = createFileRoute('/workflow-automation')({
  head: () => pageHead('/workflow-automation', publicPages['/workflow-automation']),
  component: WorkflowAutomationPage,
});
