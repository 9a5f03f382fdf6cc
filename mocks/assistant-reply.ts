/**
 * The mock assistant's answer: short, helpful and quoting the real catalogue, so a demo never
 * shows a price the site does not sell. Every figure comes from domain/plans.ts.
 */
import { abTestingPlans, customerWorkflowPlans, formatUsd, heatMapPlans, hostingPlans } from '../domain/plans';
import { agency } from '../domain/navigation';

function popular<T extends { readonly popular: boolean }>(plans: readonly T[]): T {
  const plan = plans.find((p) => p.popular) ?? plans[0];
  if (!plan) throw new Error('The catalogue has no plans.');
  return plan;
}

export function connectionTestReply(): string {
  return `Connected. I'm the ${agency.name} assistant, ready to help.`;
}

export function catalogueReply(message: string): string {
  if (/heat ?map/i.test(message)) {
    const plan = popular(heatMapPlans);
    return `Heat Maps ${plan.name} is ${plan.priceText} and includes ${plan.features.slice(0, 2).join(' and ').toLowerCase()}. Want me to compare it with the Free plan?`;
  }
  if (/a\/b|split test|ab test/i.test(message)) {
    const plan = popular(abTestingPlans);
    return `A/B Testing ${plan.name} is ${plan.priceText}: ${plan.features.slice(0, 2).join(', ').toLowerCase()}. You can start on the Free plan and upgrade any time.`;
  }
  if (/workflow|automat/i.test(message)) {
    const plan = popular(customerWorkflowPlans);
    return `Our ${plan.name} workflow plan is ${plan.priceText} with ${plan.features.join(' and ').toLowerCase()}.`;
  }
  const plan = popular(hostingPlans);
  return `Most small businesses start with ${plan.name} hosting at ${formatUsd(plan.price)}/month (normally ${formatUsd(plan.originalPrice)}): ${plan.specs.cpu}, ${plan.specs.ram} and ${plan.specs.storage}. Would you like help choosing a plan?`;
}

/** A reply taller than the dialog: every hosting plan with what it includes. */
export function longCatalogueReply(): string {
  return [
    `We have ${hostingPlans.length} hosting plans:`,
    ...hostingPlans.flatMap((plan) => [
      '',
      `${plan.name}: ${formatUsd(plan.price)} a month, normally ${formatUsd(plan.originalPrice)}.`,
      ...[plan.specs.cpu, plan.specs.ram, plan.specs.storage, plan.specs.bandwidth, ...plan.features].map((item) => `- ${item}`),
    ]),
    '',
    'More on /hosting.',
  ].join('\n');
}
