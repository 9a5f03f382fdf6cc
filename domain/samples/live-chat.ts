/** /live-chat's sample conversations and the scripted replies of its simulation. */
import type { LiveChatMessage, LiveChatSession } from '../entities';
import { sampleNow } from './clock';

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
