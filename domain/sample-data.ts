/**
 * The demonstration pages' sample data (spec sections 1 and 9). Times are offsets from a
 * reference instant so that labels like "5m ago" stay meaningful; `sampleNow` anchors them.
 */
import type {
  Alert,
  CustomerRow,
  CustomerTemplate,
  CustomerWorkflow,
  DashboardAutomationRule,
  DroppedWorkflowNode,
  HostingAutomationRule,
  LiveChatMessage,
  LiveChatSession,
  Server,
  Workflow,
  WorkflowNodeType,
  WorkflowTemplate,
} from './entities';

/** The instant the sample data is written against. */
export const sampleNow = Date.parse('2026-11-20T15:00:00.000Z');
const ago = (minutes: number) => new Date(sampleNow - minutes * 60_000).toISOString();

export const sampleChatSessions = [
  {
    id: 'chat-1',
    customerName: 'Maria Gonzalez',
    customerEmail: 'maria@hillcountrybakery.com',
    status: 'active',
    startTime: ago(4),
    lastMessage: 'Can you help me add online ordering to my bakery site?',
    priority: 'high',
    tags: ['e-commerce', 'new lead'],
  },
  {
    id: 'chat-2',
    customerName: 'James Whitfield',
    customerEmail: 'james@whitfieldlaw.com',
    status: 'waiting',
    startTime: ago(12),
    lastMessage: 'What does the Professional hosting plan include?',
    priority: 'medium',
    tags: ['hosting'],
  },
  {
    id: 'chat-3',
    customerName: 'Priya Raman',
    customerEmail: 'priya@ramanpediatrics.com',
    status: 'active',
    startTime: ago(48),
    lastMessage: 'Our contact form stopped sending emails this morning.',
    priority: 'high',
    tags: ['support', 'forms'],
  },
  {
    id: 'chat-4',
    customerName: 'Travis Boone',
    customerEmail: 'travis@boonehvac.com',
    status: 'waiting',
    startTime: ago(95),
    lastMessage: 'Do you do local SEO for San Antonio?',
    priority: 'low',
    tags: ['seo'],
  },
  {
    id: 'chat-5',
    customerName: 'Lena Novak',
    customerEmail: 'lena@novakdesignhouse.com',
    status: 'closed',
    startTime: ago(60 * 26),
    lastMessage: 'Thanks, the new heat map is great!',
    priority: 'low',
    tags: ['heat maps'],
  },
] as const satisfies readonly LiveChatSession[];

export const sampleChatMessages: Readonly<Record<string, readonly LiveChatMessage[]>> = {
  'chat-1': [
    { id: 'm1', sender: 'user', message: 'Hi! I run a bakery in Austin.', timestamp: ago(4), status: 'read' },
    { id: 'm2', sender: 'agent', message: 'Welcome, Maria! How can we help today?', timestamp: ago(4), agentName: 'Sarah', status: 'read' },
    { id: 'm3', sender: 'user', message: 'Can you help me add online ordering to my bakery site?', timestamp: ago(3), status: 'read' },
  ],
  'chat-2': [
    { id: 'm4', sender: 'user', message: 'What does the Professional hosting plan include?', timestamp: ago(12), status: 'delivered' },
  ],
  'chat-3': [
    { id: 'm5', sender: 'user', message: 'Our contact form stopped sending emails this morning.', timestamp: ago(48), status: 'read' },
    { id: 'm6', sender: 'agent', message: 'Sorry about that! Checking your mail settings now.', timestamp: ago(46), agentName: 'Diego', status: 'read' },
  ],
  'chat-4': [
    { id: 'm7', sender: 'user', message: 'Do you do local SEO for San Antonio?', timestamp: ago(95), status: 'delivered' },
  ],
  'chat-5': [
    { id: 'm8', sender: 'user', message: 'Thanks, the new heat map is great!', timestamp: ago(60 * 26), status: 'read' },
  ],
};

/** Scripted customer replies for the live-chat simulation, used in turn. */
export const scriptedCustomerReplies = [
  'Thanks! That makes sense.',
  'Great, how long would that take?',
  'Perfect. Can you send me a quote by email?',
  'Got it, I appreciate the quick help!',
] as const;

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

export const sampleCustomerWorkflows = [
  { id: 'cw-1', name: 'Welcome Series', status: 'active', triggers: 1240, conversions: 186, template: 'Lead Nurturing' },
  { id: 'cw-2', name: 'Cart Recovery', status: 'active', triggers: 860, conversions: 112, template: 'Abandoned Cart' },
  { id: 'cw-3', name: 'Win-back Campaign', status: 'paused', triggers: 420, conversions: 38, template: 'Re-engagement' },
] as const satisfies readonly CustomerWorkflow[];

export const sampleCustomerTemplates = [
  { id: 'ct-1', name: 'Lead Nurturing', category: 'Marketing', description: 'Follow up with every new lead automatically.', triggers: ['Form submitted'], actions: ['Send welcome email', 'Notify sales'], icon: 'mail', popular: true },
  { id: 'ct-2', name: 'Abandoned Cart', category: 'E-commerce', description: 'Bring shoppers back to finish checkout.', triggers: ['Cart idle for 1 hour'], actions: ['Send reminder', 'Offer discount'], icon: 'shopping-cart', popular: true },
  { id: 'ct-3', name: 'Appointment Follow-up', category: 'Services', description: 'Thank clients and ask for a review after a visit.', triggers: ['Appointment completed'], actions: ['Send thank-you', 'Request review'], icon: 'calendar', popular: false },
  { id: 'ct-4', name: 'Re-engagement', category: 'Retention', description: 'Reach out to customers who have gone quiet.', triggers: ['No purchase in 60 days'], actions: ['Send offer', 'Tag as at-risk'], icon: 'refresh-cw', popular: false },
] as const satisfies readonly CustomerTemplate[];

export const sampleServers = [
  { id: 'srv-1', name: 'austin-web-01', status: 'running', cpu: 42, memory: 58, disk: 61, uptime: '45d 12h', lastCheck: '30s ago', client: 'Caprock Bread Co.', plan: 'Professional Cloud' },
  { id: 'srv-2', name: 'dallas-web-02', status: 'running', cpu: 71, memory: 66, disk: 48, uptime: '30d 4h', lastCheck: '30s ago', client: 'Whitfield Law', plan: 'Business Cloud' },
  { id: 'srv-3', name: 'houston-shop-01', status: 'running', cpu: 86, memory: 82, disk: 77, uptime: '12d 7h', lastCheck: '1m ago', client: 'Padre Island Outfitters', plan: 'Enterprise Cloud' },
  { id: 'srv-4', name: 'sa-web-03', status: 'stopped', cpu: 0, memory: 0, disk: 35, uptime: '0d 0h', lastCheck: '5m ago', client: 'Boone HVAC', plan: 'Starter Cloud' },
  { id: 'srv-5', name: 'elpaso-app-01', status: 'error', cpu: 97, memory: 91, disk: 88, uptime: '2d 3h', lastCheck: '1m ago', client: 'Brazos Pediatrics', plan: 'Developer Cloud' },
  { id: 'srv-6', name: 'austin-agency-01', status: 'maintenance', cpu: 12, memory: 30, disk: 52, uptime: '90d 1h', lastCheck: '2m ago', client: 'Novak Design House', plan: 'Agency Cloud' },
] as const satisfies readonly Server[];

export const sampleHostingAutomationRules = [
  { id: 'rule-1', name: 'Auto-scale on high CPU', trigger: 'CPU above 80% for 5 minutes', action: 'Add one vCPU and notify the client', status: 'active', lastTriggered: '2 hours ago' },
  { id: 'rule-2', name: 'Nightly backup', trigger: 'Daily backup at 2:00 AM', action: 'Snapshot files and database off-site', status: 'active', lastTriggered: '13 hours ago' },
  { id: 'rule-3', name: 'Security scan', trigger: 'Weekly security scan on Sunday', action: 'Scan for malware and outdated plugins', status: 'active', lastTriggered: '5 days ago' },
  { id: 'rule-4', name: 'Slow response alert', trigger: 'Response above 3 seconds', action: 'Purge cache and page the on-call engineer', status: 'active', lastTriggered: '1 day ago' },
  { id: 'rule-5', name: 'SSL renewal', trigger: 'SSL renewal 30 days before expiry', action: 'Renew and install the certificate', status: 'active', lastTriggered: '12 days ago' },
  { id: 'rule-6', name: 'Disk space guard', trigger: 'Disk above 85%', action: 'Rotate logs and expand the volume', status: 'active', lastTriggered: '3 days ago' },
] as const satisfies readonly HostingAutomationRule[];

export const sampleDashboardRules = [
  { id: 'rule-1', name: 'Auto-scaling', description: 'Add capacity when CPU stays above 80% for 5 minutes.', enabled: true, triggers: 12, actions: 2 },
  { id: 'rule-2', name: 'Nightly backups', description: 'Back up every site daily at 2:00 AM.', enabled: true, triggers: 30, actions: 1 },
  { id: 'rule-3', name: 'Security scans', description: 'Run a weekly security scan on Sunday.', enabled: true, triggers: 4, actions: 2 },
  { id: 'rule-4', name: 'Slow response recovery', description: 'Purge caches when response time passes 3 seconds.', enabled: false, triggers: 3, actions: 2 },
  { id: 'rule-5', name: 'SSL renewal', description: 'Renew certificates 30 days before expiry.', enabled: true, triggers: 2, actions: 1 },
  { id: 'rule-6', name: 'Disk clean-up', description: 'Rotate logs when disk usage passes 85%.', enabled: true, triggers: 6, actions: 2 },
] as const satisfies readonly DashboardAutomationRule[];

/**
 * Switching these rules off is risky: the admin is asked first, told what stops (rule id: what
 * happens while it is off).
 */
export const riskyToDisable: Readonly<Partial<Record<string, string>>> = {
  'rule-2': 'No site is backed up until you switch it back on: a failure in the meantime loses everything since the last backup.',
  'rule-3': 'No site is scanned for malware or vulnerabilities until you switch it back on.',
  'rule-5': 'Certificates stop renewing: a site whose certificate expires shows visitors a security warning.',
};

export const sampleCustomers = [
  { name: 'Caprock Bread Co.', email: 'dana@caprockbread.com', plan: 'Professional Cloud', status: 'active', usage: 58, revenue: 59 },
  { name: 'Whitfield Law', email: 'james@whitfieldlaw.com', plan: 'Business Cloud', status: 'active', usage: 66, revenue: 99 },
  { name: 'Padre Island Outfitters', email: 'ops@padreislandoutfitters.com', plan: 'Enterprise Cloud', status: 'active', usage: 82, revenue: 199 },
  { name: 'Boone HVAC', email: 'travis@boonehvac.com', plan: 'Starter Cloud', status: 'past_due', usage: 35, revenue: 29 },
  { name: 'Brazos Pediatrics', email: 'anita@brazospediatrics.com', plan: 'Developer Cloud', status: 'active', usage: 91, revenue: 79 },
  { name: 'Novak Design House', email: 'lena@novakdesignhouse.com', plan: 'Agency Cloud', status: 'trial', usage: 30, revenue: 349 },
] as const satisfies readonly CustomerRow[];

export const sampleAlerts = [
  { type: 'error', message: 'elpaso-app-01 is not responding to health checks', time: '1m ago', action: 'Restart server' },
  { type: 'warning', message: 'houston-shop-01 CPU above 80% for 5 minutes', time: '6m ago', action: 'Scale up' },
  { type: 'success', message: 'Nightly backups completed for 24 servers', time: '13h ago', action: 'View report' },
  { type: 'info', message: 'SSL certificate for whitfieldlaw.com renews in 30 days', time: '1d ago', action: 'Review' },
] as const satisfies readonly Alert[];

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
