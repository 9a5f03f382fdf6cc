import { describe, expect, it } from 'vitest';
import { validatePlanPageSearch, validatePricingSearch } from './search';

describe('validatePlanPageSearch', () => {
  it('keeps the known tab and the checkout return flags', () => {
    expect(validatePlanPageSearch({ tab: 'pricing' })).toEqual({ tab: 'pricing' });
    // TanStack Router parses ?success=true to a boolean; a string is accepted too.
    expect(validatePlanPageSearch({ success: true, session_id: 'cs_test_a1B2' })).toEqual({ success: true, session_id: 'cs_test_a1B2' });
    expect(validatePlanPageSearch({ canceled: 'true' })).toEqual({ canceled: true });
  });

  it('drops anything unknown or malformed instead of failing the page', () => {
    expect(validatePlanPageSearch({ tab: 'admin', success: 'yes', canceled: 1, session_id: '<script>' })).toEqual({});
    expect(validatePlanPageSearch({ foo: 'bar' })).toEqual({});
  });

  it('prefers success when both flags are present', () => {
    expect(validatePlanPageSearch({ success: true, canceled: true })).toEqual({ success: true });
  });
});

describe('validatePricingSearch', () => {
  it('has no tabs', () => {
    expect(validatePricingSearch({ tab: 'demo', canceled: true })).toEqual({ canceled: true });
  });
});
