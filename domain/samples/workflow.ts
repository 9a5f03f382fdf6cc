/** /workflow-automation's sample workflows, node types and templates (with their graphs). */
import type { DroppedWorkflowNode, Workflow, WorkflowNodeType, WorkflowTemplate } from '../entities';
import { sampleNow } from './clock';

const ago = (minutes: number) => new Date(sampleNow - minutes * 60_000).toISOString();

export const sampleWorkflows = [
  { id: 'wf-1', name: 'New Lead Welcome', description: 'Emails new leads a welcome guide and books a discovery call.', status: 'active', nodes: 5, triggers: 342, lastRun: ago(15), successRate: 98.2 },
  { id: 'wf-2', name: 'Abandoned Cart Recovery', description: 'Reminds shoppers about carts left for more than an hour.', status: 'active', nodes: 4, triggers: 128, lastRun: ago(60), successRate: 94.5 },
  { id: 'wf-3', name: 'Review Request', description: 'Asks happy customers for a Google review a week after service.', status: 'inactive', nodes: 3, triggers: 57, lastRun: ago(60 * 24 * 3), successRate: 89.1 },
  { id: 'wf-4', name: 'Appointment Reminders', description: 'Texts reminders 24 hours and 1 hour before appointments.', status: 'draft', nodes: 6, triggers: 0, lastRun: null, successRate: 0 },
] as const satisfies readonly Workflow[];

export const workflowNodeTypes = [
  { type: 'trigger', title: 'Trigger', description: 'Starts the workflow when something happens', icon: 'zap', colour: 'brand' },
  { type: 'action', title: 'Action', description: 'Sends an email, SMS or updates a record', icon: 'play', colour: 'positive' },
  { type: 'condition', title: 'Condition', description: 'Branches on a yes-or-no question', icon: 'git-branch', colour: 'caution' },
  { type: 'delay', title: 'Delay', description: 'Waits a set time before continuing', icon: 'clock', colour: 'info' },
] as const satisfies readonly WorkflowNodeType[];

export const sampleWorkflowTemplates = [
  { id: 'tpl-1', name: 'Lead Nurturing Sequence', description: 'Five touches over two weeks that turn enquiries into calls.', category: 'Marketing', nodeCount: 7, popularity: 95 },
  { id: 'tpl-2', name: 'Customer Onboarding', description: 'Welcome, set-up checklist and a check-in call for new clients.', category: 'Customer Success', nodeCount: 6, popularity: 87 },
  { id: 'tpl-3', name: 'Abandoned Cart Recovery', description: 'Win back shoppers with a timed reminder and a small offer.', category: 'E-commerce', nodeCount: 5, popularity: 92 },
  { id: 'tpl-4', name: 'Review Request', description: 'Ask for a review when a job is marked complete.', category: 'Reputation', nodeCount: 4, popularity: 78 },
] as const satisfies readonly WorkflowTemplate[];

/**
 * The step graphs behind the workflow templates (Use Template opens one in the builder). Each has
 * exactly the template's `nodeCount` steps; positions flow top to bottom on the canvas.
 */
const step = (
  id: string,
  type: DroppedWorkflowNode['type'],
  title: string,
  description: string,
  x: number,
  y: number,
  connections: readonly string[] = [],
  config: DroppedWorkflowNode['config'] = {},
): DroppedWorkflowNode => ({ id, type, title, description, position: { x, y }, config, connections });

export const sampleWorkflowTemplateGraphs: Readonly<Record<(typeof sampleWorkflowTemplates)[number]['id'], readonly DroppedWorkflowNode[]>> = {
  'tpl-1': [
    step('lead-form', 'trigger', 'Form submitted', 'A visitor sends the contact form', 140, 0, ['lead-welcome']),
    step('lead-welcome', 'action', 'Send welcome email', 'Guide and a link to book a call', 140, 160, ['lead-wait']),
    step('lead-wait', 'delay', 'Wait 2 days', 'Give them time to read it', 140, 320, ['lead-opened'], { duration: '2 days' }),
    step('lead-opened', 'condition', 'Opened the email?', 'Branch on email engagement', 140, 480, ['lead-case-study', 'lead-sms']),
    step('lead-case-study', 'action', 'Send a case study', 'A local success story', 0, 640, ['lead-call']),
    step('lead-sms', 'action', 'Send an SMS follow-up', 'A short, friendly nudge', 280, 640, ['lead-call']),
    step('lead-call', 'action', 'Book a discovery call', 'Offer three time slots', 140, 800),
  ],
  'tpl-2': [
    step('onboard-signed', 'trigger', 'Contract signed', 'A new client signs up', 0, 0, ['onboard-welcome']),
    step('onboard-welcome', 'action', 'Send welcome pack', 'Who to call and what happens next', 0, 160, ['onboard-checklist']),
    step('onboard-checklist', 'action', 'Share set-up checklist', 'Logins, brand assets, content', 0, 320, ['onboard-wait']),
    step('onboard-wait', 'delay', 'Wait 3 days', 'Time to gather everything', 0, 480, ['onboard-done'], { duration: '3 days' }),
    step('onboard-done', 'condition', 'Checklist complete?', 'Branch on what is still missing', 0, 640, ['onboard-call']),
    step('onboard-call', 'action', 'Schedule a check-in call', 'Fifteen minutes with the team', 0, 800),
  ],
  'tpl-3': [
    step('cart-idle', 'trigger', 'Cart idle for 1 hour', 'A shopper leaves items behind', 0, 0, ['cart-reminder']),
    step('cart-reminder', 'action', 'Send reminder email', 'Show the items left in the cart', 0, 160, ['cart-wait']),
    step('cart-wait', 'delay', 'Wait 24 hours', 'Give them a day to come back', 0, 320, ['cart-ordered'], { duration: '24 hours' }),
    step('cart-ordered', 'condition', 'Order placed?', 'Stop if they already bought', 0, 480, ['cart-offer']),
    step('cart-offer', 'action', 'Send a 10% offer', 'A small discount to finish checkout', 0, 640),
  ],
  'tpl-4': [
    step('review-done', 'trigger', 'Job marked complete', 'The team closes the job', 0, 0, ['review-wait']),
    step('review-wait', 'delay', 'Wait 1 day', 'Let the work speak first', 0, 160, ['review-happy'], { duration: '1 day' }),
    step('review-happy', 'condition', 'Happy with the job?', 'Branch on a one-question survey', 0, 320, ['review-ask']),
    step('review-ask', 'action', 'Ask for a Google review', 'One tap to the review page', 0, 480),
  ],
};
