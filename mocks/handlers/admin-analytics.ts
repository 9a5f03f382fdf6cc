import { adminAnalyticsRequest } from '../../domain/api';
import { sampleCustomers } from '../../domain/samples';
import { adminOnly, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

/** An install whose webhook has recorded these customers; as the function counts them, a trial is an active customer too. */
export const sampleHostingCustomers = {
  activeCustomers: sampleCustomers.filter((c) => c.status === 'active' || c.status === 'trial').length,
  customers: sampleCustomers.map((c) => ({ ...c })),
  sample: false,
};

/** A new install, as the function answers it: no subscription recorded (0 active), the spec's sample table, flagged. */
const freshHostingCustomers = {
  activeCustomers: 0,
  customers: sampleCustomers.map((c) => ({ ...c })),
  sample: true,
};

const success = mockCall(
  'adminAnalytics',
  adminOnly(async ({ request }) => {
    const body = await readBody(request, adminAnalyticsRequest);
    if (!body.ok) return body.response;
    return respond('adminAnalytics', sampleHostingCustomers);
  }),
);

export const adminAnalyticsHandlers = {
  success,
  ...failureVariants('adminAnalytics'),
  unauthorized: unauthorizedVariant('adminAnalytics'),
  /** No customers yet: the empty table. */
  empty: mockCall(
    'adminAnalytics',
    adminOnly(() => respond('adminAnalytics', { activeCustomers: 0, customers: [], sample: false })),
  ),
  /** A new install: nothing recorded, the sample table labelled as such. */
  fresh: mockCall(
    'adminAnalytics',
    adminOnly(() => respond('adminAnalytics', freshHostingCustomers)),
  ),
};
