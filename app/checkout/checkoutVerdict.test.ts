import { describe, expect, it } from 'vitest';
import { verdictOf } from './checkoutVerdict';

describe('what a plan page may say after checkout', () => {
  it('thanks only for a session Stripe calls complete and not unpaid', () => {
    expect(verdictOf({ status: 'complete', paymentStatus: 'paid' })).toBe('paid');
    expect(verdictOf({ status: 'complete', paymentStatus: 'no_payment_required' })).toBe('paid');
    expect(verdictOf({ status: 'complete', paymentStatus: 'unpaid' })).toBe('unconfirmed');
    expect(verdictOf({ status: 'open', paymentStatus: 'unpaid' })).toBe('unconfirmed');
    expect(verdictOf({ status: 'expired', paymentStatus: 'unpaid' })).toBe('expired');
  });
});
