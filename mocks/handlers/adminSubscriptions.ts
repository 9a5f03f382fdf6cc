import type { SubscriptionRecord } from '../../domain/api';
import { hostingPlans } from '../../domain/plans';
import { sampleNow } from '../../domain/sample-data';
import { adminOnly, failureVariants, mockCall, respond, unauthorizedVariant } from '../shared';

const day = 86_400_000;
const at = (daysFromNow: number) => new Date(sampleNow + daysFromNow * day).toISOString();
const plan = (id: string) => {
  const found = hostingPlans.find((p) => p.id === id)!;
  return { plan: found.name, amountCents: found.price * 100 };
};

/** Subscriptions as the webhook would have recorded them (sample data for stories and offline development). */
export const sampleSubscriptions: SubscriptionRecord[] = [
  {
    id: 'sub_1QxHillCountry',
    customerName: 'Maria Gonzalez',
    email: 'maria@hillcountrybakery.com',
    stripeCustomerId: 'cus_R8hillcountry',
    ...plan('business'),
    status: 'active',
    currency: 'usd',
    interval: 'month',
    currentPeriodEnd: at(12),
    cancelAtPeriodEnd: false,
    startedAt: at(-48),
    updatedAt: at(-18),
  },
  {
    id: 'sub_1QxRamanPeds',
    customerName: 'Priya Raman',
    email: 'priya@ramanpediatrics.com',
    stripeCustomerId: 'cus_R8raman',
    ...plan('professional'),
    status: 'trialing',
    currency: 'usd',
    interval: 'month',
    currentPeriodEnd: at(9),
    cancelAtPeriodEnd: false,
    startedAt: at(-5),
    updatedAt: at(-5),
  },
  {
    id: 'sub_1QxBooneHvac',
    customerName: null,
    email: 'travis@boonehvac.com',
    stripeCustomerId: 'cus_R8boone',
    ...plan('starter'),
    status: 'active',
    currency: 'usd',
    interval: 'month',
    currentPeriodEnd: at(3),
    cancelAtPeriodEnd: true,
    startedAt: at(-120),
    updatedAt: at(-2),
  },
  {
    id: 'sub_1QxWhitfield',
    customerName: 'James Whitfield',
    email: 'james@whitfieldlaw.com',
    stripeCustomerId: 'cus_R8whitfield',
    ...plan('professional'),
    status: 'canceled',
    currency: 'usd',
    interval: 'month',
    currentPeriodEnd: at(-20),
    cancelAtPeriodEnd: null,
    startedAt: at(-200),
    updatedAt: at(-20),
  },
];

const answerWith = (subscriptions: SubscriptionRecord[], webhookConfigured = true) =>
  mockCall(
    'adminSubscriptions',
    adminOnly(() => respond('adminSubscriptions', { subscriptions, webhookConfigured })),
  );

export const adminSubscriptionsHandlers = {
  success: answerWith(sampleSubscriptions),
  ...failureVariants('adminSubscriptions'),
  unauthorized: unauthorizedVariant('adminSubscriptions'),
  /** The webhook has recorded nothing yet. */
  empty: answerWith([]),
  /** Nothing recorded, and STRIPE_WEBHOOK_SECRET is not set: nothing can be. */
  unconfigured: answerWith([], false),
};
