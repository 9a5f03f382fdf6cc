/**
 * The live chat demonstration (spec sections 2, 3, 4, 5, 9): the words of its screens, the
 * widget settings an agency client can change, and the pure helpers its components share.
 */
import type { LiveChatMessage, LiveChatSession } from './entities';

/** The words of the /live-chat page. Tab, tile and setting names are the spec's. */
export const liveChatContent = {
  tabsLabel: 'Live chat sections',
  tabs: { dashboard: 'Dashboard', chat: 'Live Chat', settings: 'Settings' },
  demoNotice:
    'A demonstration on sample conversations: customer replies are simulated and nothing leaves your browser.',
  stats: {
    active: 'Active Chats',
    waiting: 'Waiting',
    resolvedToday: 'Resolved Today',
    avgResponse: 'Avg Response',
  },
  recentSessions: 'Recent Sessions',
  recentSessionsHint: 'Choose a conversation to open it in Live Chat.',
  openChats: 'Open conversations',
  closedNotice: 'This conversation is closed.',
  settingsHeading: 'Widget settings',
  settings: {
    enabled: 'Enable Live Chat',
    enabledDescription: 'Show the chat widget on your website.',
    autoAssign: 'Auto-assign',
    autoAssignDescription: 'Give each new chat to the agent with the fewest open conversations.',
    position: 'Widget position',
    primaryColor: 'Primary color',
    primaryColorPicker: 'Pick the primary color',
    primaryColorHelp: 'A hex code such as #1c3d7a.',
    primaryColorError: 'Enter a hex color such as #1c3d7a (a # and six digits 0-9 or letters a-f).',
    welcomeMessage: 'Welcome message',
    offlineMessage: 'Offline message',
    save: 'Save Settings',
    saved: 'Saved',
    savedDetail: 'Settings saved in this browser.',
    storageFailed: 'Could not save: this browser is not keeping site data.',
    preview: 'Widget preview',
    previewOnline: 'Online',
    previewOffline: 'Offline',
    previewCaption: 'How visitors will see the widget on your site.',
    previewShowAs: 'Preview as',
    previewDisabled: 'Live chat is off, so visitors see no widget.',
    widgetTitle: 'Chat with us',
    widgetInput: 'Type your message…',
  },
} as const;

export type LiveChatSettingsLabels = typeof liveChatContent.settings;

/** The agent using the demonstration inbox. */
export const sampleAgentName = 'Sarah';

export type WidgetPosition = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';

export const widgetPositions: ReadonlyArray<{ readonly value: WidgetPosition; readonly label: string }> = [
  { value: 'bottom-right', label: 'Bottom Right' },
  { value: 'bottom-left', label: 'Bottom Left' },
  { value: 'top-right', label: 'Top Right' },
  { value: 'top-left', label: 'Top Left' },
];

export interface LiveChatSettings {
  readonly enabled: boolean;
  readonly autoAssign: boolean;
  readonly position: WidgetPosition;
  /** `#rrggbb`, lower case */
  readonly primaryColor: string;
  readonly welcomeMessage: string;
  readonly offlineMessage: string;
}

export const defaultLiveChatSettings: LiveChatSettings = {
  enabled: true,
  autoAssign: true,
  position: 'bottom-right',
  primaryColor: '#1c3d7a',
  welcomeMessage: 'Howdy! How can we help you today?',
  offlineMessage: "We're away right now. Leave a message and we'll reply by email within one business day.",
};

/** Where Save Settings keeps the settings (the browser's localStorage). */
export const liveChatSettingsStorageKey = 'lonestar:live-chat-settings';

/** `#abc` or `#aabbcc` (any case) to `#aabbcc`; anything else to null. */
export function normalizeHexColor(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  if (/^#[0-9a-f]{3}$/.test(text)) return `#${[...text.slice(1)].map((digit) => digit + digit).join('')}`;
  return null;
}

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** White or black, whichever reads better on the given `#rrggbb` background. */
export function readableTextColor(background: string): '#ffffff' | '#000000' {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}

const isPosition = (value: unknown): value is WidgetPosition =>
  widgetPositions.some((position) => position.value === value);

/**
 * Settings read back from storage: each valid field is kept, anything missing or malformed
 * falls back to the default, so an old or hand-edited entry never breaks the page.
 */
export function parseLiveChatSettings(raw: unknown): LiveChatSettings {
  const stored = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const defaults = defaultLiveChatSettings;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  return {
    enabled: typeof stored.enabled === 'boolean' ? stored.enabled : defaults.enabled,
    autoAssign: typeof stored.autoAssign === 'boolean' ? stored.autoAssign : defaults.autoAssign,
    position: isPosition(stored.position) ? stored.position : defaults.position,
    primaryColor:
      (typeof stored.primaryColor === 'string' && normalizeHexColor(stored.primaryColor)) || defaults.primaryColor,
    welcomeMessage: text(stored.welcomeMessage, defaults.welcomeMessage),
    offlineMessage: text(stored.offlineMessage, defaults.offlineMessage),
  };
}

/** The dashboard's live figures, counted from the sessions (spec section 2). */
export function chatSessionCounts(sessions: readonly LiveChatSession[]): { active: number; waiting: number } {
  return {
    active: sessions.filter((session) => session.status === 'active').length,
    waiting: sessions.filter((session) => session.status === 'waiting').length,
  };
}

/** The chat tab's sidebar lists every chat that is not closed. */
export function openChatSessions<S extends LiveChatSession>(sessions: readonly S[]): S[] {
  return sessions.filter((session) => session.status !== 'closed');
}

/** A session as the lists show it: its last message is the newest one of its thread, if any. */
export function withLatestMessage<S extends LiveChatSession>(
  session: S,
  thread: readonly LiveChatMessage[] | undefined,
): S {
  const latest = thread?.at(-1);
  return latest ? { ...session, lastMessage: latest.message } : session;
}
