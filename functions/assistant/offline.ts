/**
 * Answers from the site's own catalogue when no model is configured: prices and plans come from
 * domain/, so an offline answer can never quote a price the pages do not show.
 */
import {
  abTestingPlans,
  agency,
  customerWorkflowPlans,
  formatUsd,
  heatMapPlans,
  hostingAddOns,
  hostingPlans,
  marketingClaims,
} from '../../domain';

interface Topic {
  id: string;
  pattern: RegExp;
  answer: (message: string) => string;
}

const list = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');

/** Plans named in the question first; all of them when none is named. */
function pick<T extends { name: string }>(plans: readonly T[], message: string): readonly T[] {
  const named = plans.filter((p) => new RegExp(`\\b${p.name.split(' ')[0]}\\b`, 'i').test(message));
  return named.length > 0 ? named : plans;
}

const topics: Topic[] = [
  {
    id: 'ab-testing',
    pattern: /\ba\s*\/\s*b\b|\bab[- ]?test|split[- ]?test|experiment/i,
    answer: (m) =>
      `A/B testing plans:\n${list(
        pick(abTestingPlans, m).map((p) => `${p.name}: ${p.priceText}, ${p.features.join(', ')}`),
      )}\nCompare them at /ab-testing.`,
  },
  {
    id: 'heat-map',
    pattern: /heat\s*-?\s*maps?|click\s*maps?|scroll\s*depth|session\s*record/i,
    answer: (m) =>
      `Heat map plans:\n${list(pick(heatMapPlans, m).map((p) => `${p.name}: ${p.priceText}, ${p.features.join(', ')}`))}\nSee them at /heat-map.`,
  },
  {
    id: 'workflows',
    pattern: /work\s*flows?|automat(e|ion|ions)|drip|nurtur/i,
    answer: (m) =>
      `Customer workflow plans:\n${list(
        pick(customerWorkflowPlans, m).map((p) => `${p.name}: ${p.priceText}, ${p.features.join(', ')}`),
      )}\nSee them at /customer-workflows.`,
  },
  {
    id: 'add-ons',
    pattern: /add[- ]?ons?|extras?|\bcdn\b|backups?|monitoring|firewall|malware|ddos/i,
    answer: () =>
      `Hosting add-ons, per month:\n${list(hostingAddOns.map((a) => `${a.name}: ${formatUsd(a.price)}/month, ${a.description}`))}\nAdd them to any plan at /hosting.`,
  },
  {
    id: 'hosting',
    pattern: /host(ing)?|server|cloud|uptime|bandwidth|\bssl\b|vps|domain/i,
    answer: (m) =>
      `Hosting plans (${marketingClaims.hostingDiscountPercent}% off right now, ${marketingClaims.uptimeGuarantee} uptime guarantee, ${marketingClaims.dataCentres} data centres):\n${list(
        pick(hostingPlans, m).map(
          (p) => `${p.name}: ${formatUsd(p.price)}/month (was ${formatUsd(p.originalPrice)}), ${p.specs.cpu}, ${p.specs.ram}, ${p.specs.storage}`,
        ),
      )}\nPick one at /hosting.`,
  },
  {
    id: 'audit',
    pattern: /audit|\bseo\b|slow|speed|page\s*load|performance|google|rank/i,
    answer: () =>
      `Our website audit checks speed, SEO, accessibility and security, and you get a written report. Ask for one at /website-audit; audit packages with hands-on fixes are at /audit-packages. We aim for pages that load in under ${marketingClaims.pageLoadSeconds} seconds.`,
  },
  {
    id: 'booking',
    pattern: /\bbook|appointment|consult|meeting|schedule|\bcall\b|demo/i,
    answer: () =>
      `Happy to talk! Book a free consultation through /contact, or call ${agency.phoneDisplay} (${agency.hours}).`,
  },
  {
    id: 'contact',
    pattern: /contact|email|phone|talk to|human|person|quote|price list|reach/i,
    answer: () => `You can reach ${agency.name} at ${agency.email} or ${agency.phoneDisplay} (${agency.hours}), or write to us at /contact.`,
  },
  {
    id: 'web-design',
    pattern: /web\s*(site|design)|redesign|landing page|e-?commerce|online store|wordpress/i,
    answer: () =>
      `${agency.name} designs fast, AI-assisted websites for Texas small businesses, from a single landing page to an online store. Every project is quoted to fit; tell us about yours at /contact, or start with a free audit at /website-audit.`,
  },
];

const greeting = /^\s*(hi|hello|hey|howdy|good (morning|afternoon|evening))\b/i;

export const cannotAnswer = `I can't answer that one from here. Please send your question through /contact, or call ${agency.phoneDisplay}, and a person from ${agency.name} will get back to you.`;

/** The reply to a connection test: the client checks that it says OK. */
export const connectionTestReply = 'OK';

export function offlineAnswer(message: string): string {
  const matched = topics.filter((t) => t.pattern.test(message));
  if (matched.length > 0) return matched.slice(0, 2).map((t) => t.answer(message)).join('\n\n');
  if (greeting.test(message)) {
    return `Howdy! I can tell you about our A/B testing, heat map, workflow and hosting plans, add-ons, website audits, or how to reach us. What would you like to know?`;
  }
  return cannotAnswer;
}
