/**
 * Conversations with the site assistant, for its stories (the design system's and the app's).
 * Prices and names come from domain/, like the real answers; times are fixed so screenshots do
 * not change.
 */
import type { AssistantChatMessage } from '../entities';
import { assistantRateLimitedMessage, messages } from '../messages';
import { abTestingPlans, formatUsd, hostingPlans } from '../plans';

/** A message as the assistant's message list shows it (design-system's `AssistantMessageItem`). */
interface SampleAssistantMessage extends AssistantChatMessage {
  readonly id: string;
  readonly tone?: 'warning';
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 15, minute)).toISOString();

const pro = abTestingPlans.find((p) => p.id === 'pro')!;
const professional = hostingPlans.find((p) => p.id === 'professional')!;

export const sampleGreeting: SampleAssistantMessage = { id: 'greeting', text: messages.assistantGreeting, isUser: false, timestamp: at(0) };

export const sampleConversation: readonly SampleAssistantMessage[] = [
  sampleGreeting,
  { id: 'm1', text: 'How much is the Pro A/B testing plan?', isUser: true, timestamp: at(1) },
  {
    id: 'm2',
    text: `A/B testing plans:\n- ${pro.name}: ${pro.priceText}, ${pro.features.join(', ')}\nCompare them and subscribe at /ab-testing.`,
    isUser: false,
    timestamp: at(1),
  },
  { id: 'm3', text: 'And can someone call me about a new website?', isUser: true, timestamp: at(2) },
  {
    id: 'm4',
    text: 'Happy to talk! Book a free consultation at /booking, write to hello@lonestarweb.studio or call (512) 555-0142. (A page like /not-a-page stays plain text.)',
    isUser: false,
    timestamp: at(2),
  },
];

const questions = [
  'What does the Professional Cloud plan include?',
  'Do you migrate my old site for free?',
  'Which add-ons do you recommend for an online store?',
  'How fast will my pages load?',
  'Can I upgrade later?',
  'Do you offer a free audit?',
];

/** Enough messages to scroll: the newest stays in view. */
export const sampleLongConversation: readonly SampleAssistantMessage[] = [
  ...sampleConversation,
  ...questions.flatMap((question, index): SampleAssistantMessage[] => [
    { id: `q${index}`, text: question, isUser: true, timestamp: at(3 + index) },
    {
      id: `a${index}`,
      text:
        index === 0
          ? `${professional.name} is ${formatUsd(professional.price)}/month (normally ${formatUsd(professional.originalPrice)}).\n- ${professional.specs.cpu}, ${professional.specs.ram}, ${professional.specs.storage}\n- ${professional.features.join('\n- ')}`
          : `Good question. The short answer is yes; the details are on /hosting, and a person can help at /contact.`,
      isUser: false,
      timestamp: at(3 + index),
    },
  ]),
];

export const sampleAfterBothUnavailable: readonly SampleAssistantMessage[] = [
  ...sampleConversation.slice(0, 3),
  { id: 'm3', text: 'Which hosting plan suits a bakery?', isUser: true, timestamp: at(3) },
  { id: 'm4', text: messages.assistantBothUnavailable, isUser: false, timestamp: at(3), tone: 'warning' },
];

export const sampleAfterException: readonly SampleAssistantMessage[] = [
  sampleGreeting,
  { id: 'm1', text: 'Do you host WordPress sites?', isUser: true, timestamp: at(1) },
  { id: 'm2', text: messages.assistantException, isUser: false, timestamp: at(1), tone: 'warning' },
];

export const sampleRateLimited: readonly SampleAssistantMessage[] = [
  ...sampleConversation,
  { id: 'm5', text: 'One more question about heat maps?', isUser: true, timestamp: at(4) },
  { id: 'm6', text: assistantRateLimitedMessage(240), isUser: false, timestamp: at(4), tone: 'warning' },
];

export const samplePendingQuestion: readonly SampleAssistantMessage[] = [
  sampleGreeting,
  { id: 'm1', text: 'What does Business Cloud include?', isUser: true, timestamp: at(1) },
];

/** Times in stories read the same in every time zone. */
export const formatSampleTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Chicago' }).format(new Date(iso));

/**
 * An answer as the site index writes it, and as a model may (a Markdown link): only the pages of
 * the site become links; another address keeps its words, a path that is no page stays text.
 */
export const sampleAnswerWithLinks: readonly SampleAssistantMessage[] = [
  sampleGreeting,
  { id: 'l1', text: 'Do you build online stores?', isUser: true, timestamp: at(1) },
  {
    id: 'l2',
    text: 'E-commerce Websites: Online stores that sell while you sleep. Stores from $6,500.\n\nYou can [book a free call](/booking) or read [a partner’s offer](https://example.com/deal). There is no /shop-now page.\n\nMore on /services/ecommerce (E-commerce Websites).',
    isUser: false,
    timestamp: at(1),
  },
];

export const sampleLongAnswerQuestion = 'Which hosting plans do you have, and what does each include?';

/** An answer taller than the conversation's window: it must be read from its start. */
export const sampleLongAnswer: SampleAssistantMessage = {
  id: 'long-answer',
  text: [
    `Hosting plans, ${hostingPlans.length} of them, each with a monthly price:`,
    ...hostingPlans.flatMap((plan) => [
      '',
      `${plan.name}: ${formatUsd(plan.price)} a month, normally ${formatUsd(plan.originalPrice)}. ${plan.description}`,
      ...[plan.specs.cpu, plan.specs.ram, plan.specs.storage, plan.specs.bandwidth, ...plan.features].map((item) => `- ${item}`),
    ]),
    '',
    'More on /hosting (AI-Powered Cloud Hosting).',
  ].join('\n'),
  isUser: false,
  timestamp: at(9),
};
