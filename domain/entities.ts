/** The entities of spec section 3, as types. Plans and add-ons live in plans.ts. */

export type ChatSessionStatus = 'waiting' | 'active' | 'closed';
export type Priority = 'high' | 'medium' | 'low';

export interface LiveChatSession {
  readonly id: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly status: ChatSessionStatus;
  /** ISO timestamp */
  readonly startTime: string;
  readonly lastMessage: string;
  readonly priority: Priority;
  readonly tags: readonly string[];
}

export type MessageStatus = 'sent' | 'delivered' | 'read';

export interface LiveChatMessage {
  readonly id: string;
  readonly sender: 'user' | 'agent';
  readonly message: string;
  /** ISO timestamp */
  readonly timestamp: string;
  readonly agentName?: string;
  readonly status: MessageStatus;
}

export type WorkflowStatus = 'active' | 'inactive' | 'draft';

export interface Workflow {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly status: WorkflowStatus;
  readonly nodes: number;
  readonly triggers: number;
  /** ISO timestamp, or null when it never ran */
  readonly lastRun: string | null;
  readonly successRate: number;
}

export type WorkflowNodeKind = 'trigger' | 'action' | 'condition' | 'delay';

export interface WorkflowNodeType {
  readonly type: WorkflowNodeKind;
  readonly title: string;
  readonly description: string;
  /** a lucide icon name; the design system maps it to a glyph */
  readonly icon: string;
  /** a semantic tone, mapped to theme colours by the design system */
  readonly colour: 'brand' | 'positive' | 'caution' | 'info';
}

export interface DroppedWorkflowNode {
  readonly id: string;
  readonly type: WorkflowNodeKind;
  readonly title: string;
  readonly description: string;
  readonly position: { readonly x: number; readonly y: number };
  readonly config: Readonly<Record<string, string | number | boolean>>;
  readonly connections: readonly string[];
}

export interface WorkflowTemplate {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: string;
  readonly nodeCount: number;
  readonly popularity: number;
}

export interface CustomerWorkflow {
  readonly id: string;
  readonly name: string;
  readonly status: 'active' | 'paused';
  readonly triggers: number;
  readonly conversions: number;
  readonly template: string;
}

export interface CustomerTemplate {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly description: string;
  readonly triggers: readonly string[];
  readonly actions: readonly string[];
  readonly icon: string;
  readonly popular: boolean;
}

export type ServerStatus = 'running' | 'stopped' | 'error' | (string & {});

export interface Server {
  readonly id: string;
  readonly name: string;
  readonly status: ServerStatus;
  readonly cpu: number;
  readonly memory: number;
  readonly disk: number;
  readonly uptime: string;
  readonly lastCheck: string;
  readonly client: string;
  readonly plan: string;
}

/** Automation rule on the /hosting-automation page. */
export interface HostingAutomationRule {
  readonly id: string;
  readonly name: string;
  readonly trigger: string;
  readonly action: string;
  readonly status: 'active' | 'inactive';
  readonly lastTriggered: string;
}

/** Automation rule on the admin dashboard. */
export interface DashboardAutomationRule {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly enabled: boolean;
  readonly triggers: number;
  readonly actions: number;
}

export type CustomerStatus = 'active' | 'trial' | 'past_due' | 'canceled';

export interface CustomerRow {
  readonly name: string;
  readonly email: string;
  readonly plan: string;
  readonly status: CustomerStatus;
  readonly usage: number;
  /** whole dollars per month */
  readonly revenue: number;
}

export type AlertType = 'info' | 'warning' | 'success' | 'error';

export interface Alert {
  readonly type: AlertType;
  readonly message: string;
  readonly time: string;
  readonly action: string;
}

export type HealthStatus = 'healthy' | 'warning' | 'error';

export interface AssistantChatMessage {
  readonly text: string;
  readonly isUser: boolean;
  /** ISO timestamp */
  readonly timestamp: string;
}

/** What the browser keeps of an admin session (spec section 3). */
export interface StoredAdminSession {
  readonly token: string;
  readonly user: { readonly email: string; readonly name: string };
  /** epoch milliseconds */
  readonly lastActivity: number;
}

export function serverStatusTone(status: ServerStatus): 'positive' | 'neutral' | 'critical' | 'caution' {
  if (status === 'running') return 'positive';
  if (status === 'stopped') return 'caution';
  if (status === 'error') return 'critical';
  return 'neutral';
}
