/** /mcp-integration: Model Context Protocol servers for small businesses. */
import { formatUsd } from '../plans';
import { illustration } from './images';
import { ctaSection, faqSection, feature, featuresSection, qa, stepsSection } from './sections';
import { actions, from, projectPricing } from './shared';
import type { MarketingPageContent } from './types';

export const mcpPage = {
  hero: {
    eyebrow: 'MCP integration',
    actions: [actions.bookConsultation, { label: 'Ask a question', to: '/contact', tone: 'secondary' }],
    points: [`Servers ${from(projectPricing.mcpServer)}`, 'Read-only by default', 'Every request logged'],
    image: illustration('mcp-server', 'An AI assistant answering a customer with Thursday’s open slots and a price, read through an MCP server from the booking calendar, price list and team schedule.'),
  },
  sections: [
    {
      kind: 'prose',
      section: { eyebrow: 'In plain English', title: 'What is MCP, and why would a small business care?' },
      paragraphs: [
        'The Model Context Protocol (MCP) is an open standard that lets AI assistants such as Claude or ChatGPT use tools and data they were not trained on. An MCP server is a small, secure program that answers an assistant’s questions about your business, within rules you set.',
        'With one, your staff can ask an assistant “what is booked for Thursday?” or “which products are low on stock?” and get an answer from your real systems, not a guess. Your website’s own assistant can quote today’s menu or tomorrow’s open slots correctly.',
      ],
    },
    featuresSection({ title: 'What your MCP server can do', lede: 'We build only what you approve, starting read-only.' }, [
      feature('catalogue', 'store', 'Read your catalogue', 'Products, prices, menus and stock, always current, never copied into a prompt by hand.'),
      feature('bookings', 'calendar', 'Check bookings', 'Open slots and today’s schedule from your booking system, for staff or for customers.'),
      feature('orders', 'shopping-cart', 'Look up orders', 'Order status for a customer who asks, after the assistant has checked who they are.'),
      feature('permissions', 'lock', 'Permissions you set', 'Each tool is switched on separately; writing anything needs your explicit approval.'),
      feature('audit', 'clipboard', 'An audit log', 'Every request an assistant makes is logged, so you can see what it asked and what it was told.'),
      feature('hosted', 'server', 'Hosted and monitored', 'Runs on our hosting with the same uptime guarantee and monitoring as your website.'),
    ], 'three'),
    stepsSection('How we build it', [
      ['Choose the questions', 'We list the questions staff and customers ask most, and the systems that hold the answers.'],
      ['Design the tools', 'Each question becomes a narrow, read-only tool with clear inputs and outputs.'],
      ['Build and secure', 'Authentication, rate limits and logging are built in; we test with the assistants you use.'],
      ['Connect and train', 'We connect your assistants and show your team what to ask.'],
    ]),
    faqSection('MCP questions', [
      qa('which-ai', 'Which AI assistants does it work with?', 'Any assistant that supports MCP, including Claude, ChatGPT and a growing number of others, and the assistant on your own website.'),
      qa('safe', 'Can the AI change or delete my data?', 'Not unless you ask for a tool that does, and then only that one action, with a confirmation step. We start every server read-only.'),
      qa('cost', 'What does it cost?', `A server with up to five read-only tools starts at ${formatUsd(projectPricing.mcpServer)} to build, plus hosting on one of our plans. We quote after a consultation.`),
    ]),
    ctaSection(
      'Give your AI assistant the facts',
      'Book a consultation and tell us the questions you wish an assistant could answer about your business.',
      [actions.bookConsultation, { label: 'See all integrations', to: '/integrations', tone: 'secondary' }],
    ),
  ],
} as const satisfies MarketingPageContent;
