/**
 * Answers from the site's own catalogue when no model is configured: prices and plans come from
 * domain/, so an offline answer can never quote a price the pages do not show. What it cannot
 * answer it says so, and names where a person answers (/contact, /booking).
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
  publicPages,
  type HostingPlan,
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

const pricedPlans = (plans: readonly { name: string; priceText: string; features: readonly string[] }[]) =>
  list(plans.map((p) => `${p.name}: ${p.priceText}, ${p.features.join(', ')}`));

function hostingPlanInFull(p: HostingPlan): string {
  return `${p.name} is ${formatUsd(p.price)}/month (normally ${formatUsd(p.originalPrice)}, you save ${formatUsd(p.originalPrice - p.price)}). ${p.description}\nIt includes:\n${list([
    `${p.specs.cpu}, ${p.specs.ram}, ${p.specs.storage}, ${p.specs.bandwidth}`,
    ...p.features,
  ])}`;
}

const topics: Topic[] = [
  {
    id: 'ab-testing',
    pattern: /\ba\s*\/\s*b\b|\bab[- ]?test|split[- ]?test|experiment/i,
    answer: (m) => `A/B testing plans:\n${pricedPlans(pick(abTestingPlans, m))}\nCompare them and subscribe at /ab-testing.`,
  },
  {
    id: 'heat-map',
    pattern: /heat\s*-?\s*maps?|click\s*maps?|scroll\s*depth|session\s*record/i,
    answer: (m) => `Heat map plans:\n${pricedPlans(pick(heatMapPlans, m))}\nSee them at /heat-map.`,
  },
  {
    id: 'workflows',
    pattern: /work\s*flows?|automat(e|ion|ions)|drip|nurtur/i,
    answer: (m) => `Customer workflow plans:\n${pricedPlans(pick(customerWorkflowPlans, m))}\nSee them at /customer-workflows.`,
  },
  {
    id: 'add-ons',
    pattern: /add[- ]?ons?|extras?|\bcdn\b|backups?|monitoring|firewall|malware|ddos/i,
    answer: () =>
      `Hosting add-ons, per month:\n${list(hostingAddOns.map((a) => `${a.name}: ${formatUsd(a.price)}/month, ${a.description}`))}\nAdd them to any plan at /hosting.`,
  },
  {
    id: 'hosting',
    pattern: /host(ing)?|server|cloud|uptime|bandwidth|\bssl\b|vps|migrat/i,
    answer: (m) => {
      const plans = pick(hostingPlans, m);
      if (plans.length === 1) return `${hostingPlanInFull(plans[0]!)}\nPick it at /hosting.`;
      return `Hosting plans (${marketingClaims.hostingDiscountPercent}% off right now, ${marketingClaims.uptimeGuarantee} uptime guarantee, ${marketingClaims.dataCentres} data centres, free migration):\n${list(
        plans.map(
          (p) => `${p.name}: ${formatUsd(p.price)}/month (was ${formatUsd(p.originalPrice)}), ${p.specs.cpu}, ${p.specs.ram}, ${p.specs.storage}, ${p.features[0]}`,
        ),
      )}\nAsk about one plan for everything it includes, or compare them at /hosting.`;
    },
  },
  {
    id: 'audit',
    pattern: /audit|\bseo\b|slow|speed|page\s*load|performance|google|rank/i,
    answer: () =>
      `Our free website audit checks speed, search visibility, accessibility and security, and we email you a plain-English report. Ask for one at /website-audit; in-depth audits with a prioritised action plan are at /audit-packages. We aim for pages that load in under ${marketingClaims.pageLoadSeconds} seconds.`,
  },
  {
    id: 'booking',
    pattern: /\bbook|appointment|consult|meeting|schedule|\bcall\b|\bdemo\b/i,
    answer: () =>
      `Happy to talk! Book a free consultation at /booking: pick a service, a day and a time, and one of our team will call you. Or call ${agency.phoneDisplay} (${agency.hours}).`,
  },
  {
    id: 'contact',
    pattern: /contact|e-?mail|phone|talk to|human|person|someone|quote|reach/i,
    answer: () =>
      `You can reach ${agency.name} at ${agency.email} or ${agency.phoneDisplay} (${agency.hours}), or write to us at /contact. We answer every message within one working day.`,
  },
  {
    id: 'web-design',
    pattern: /web\s*site(?!\s*audit)|web\s*design|redesign|landing page|e-?commerce|online store|wordpress/i,
    answer: () =>
      `${agency.name} designs fast, AI-assisted websites for Texas small businesses, from a single landing page to an online store. Every project is quoted to fit: tell us about yours at /contact or book a free consultation at /booking. A free audit of your current site is at /website-audit.`,
  },
];

/** Asked what we do, without naming a service. */
const services: Topic = {
  id: 'services',
  pattern: /services?|what (do|can) you|offer|help (me|with)/i,
  answer: () =>
    `We offer AI-assisted web design, managed cloud hosting, website audits, local SEO, e-commerce, social media and marketing automation, plus A/B testing, heat maps and customer workflows by subscription. ${publicPages['/services'].description} More at /services.`,
};

/** Asked about prices or plans without naming a product: every family's starting price. */
const pricing: Topic = {
  id: 'pricing',
  pattern: /pric(e|es|ing)|plans?|cost|how much|cheap|afford|subscri/i,
  answer: () => {
    const from = (plans: readonly { monthlyPrice: number }[]) => formatUsd(Math.min(...plans.filter((p) => p.monthlyPrice > 0).map((p) => p.monthlyPrice)));
    return `Our prices, per month:\n${list([
      `Hosting from ${formatUsd(Math.min(...hostingPlans.map((p) => p.price)))} (${marketingClaims.hostingDiscountPercent}% off right now): /hosting`,
      `A/B testing: free, or paid plans from ${from(abTestingPlans)}: /ab-testing`,
      `Heat maps: free, or paid plans from ${from(heatMapPlans)}: /heat-map`,
      `Customer workflows from ${from(customerWorkflowPlans)}: /customer-workflows`,
    ])}\nWebsite projects are quoted to fit: ask at /contact. Everything is on /pricing.`;
  },
};

const greeting = /^\s*(hi|hello|hey|howdy|hiya|good (morning|afternoon|evening))\b/i;

export const cannotAnswer = `I can't answer that one from here, sorry. A person from ${agency.name} can: write to us at /contact, book a free call at /booking, or phone ${agency.phoneDisplay} (${agency.hours}).`;

/** The reply to a connection test (the browser checks the call answered OK). */
export const connectionTestReply = 'OK';

export function offlineAnswer(message: string): string {
  const matched = topics.filter((t) => t.pattern.test(message));
  if (matched.length > 0) return matched.slice(0, 2).map((t) => t.answer(message)).join('\n\n');
  if (pricing.pattern.test(message)) return pricing.answer(message);
  if (services.pattern.test(message)) return services.answer(message);
  if (greeting.test(message)) {
    return `Howdy! I can tell you about our hosting, A/B testing, heat map and workflow plans and prices, add-ons, website audits, or how to book a call with us. What would you like to know?`;
  }
  return cannotAnswer;
}
