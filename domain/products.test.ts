import { describe, expect, it } from 'vitest';
import { abTestingPlans, customerWorkflowPlans, heatMapPlans, hostingPlans } from './plans';
import { lowestPaidPrice, planFamilies, planProducts, subscriptionFamilyIds } from './products';

describe('plan products', () => {
  it.each(Object.values(planProducts).map((p) => [p.name, p] as const))('%s: every comparison row has a value for every plan', (_name, product) => {
    const ids = product.plans.map((p) => p.id);
    expect(ids).toEqual(['free', 'pro', 'enterprise']);
    for (const row of product.comparison) expect(Object.keys(row.values).sort()).toEqual([...ids].sort());
  });

  it('compares click maps, scroll maps and session recordings for heat maps (spec section 2)', () => {
    const features = planProducts['heat-map'].comparison.map((r) => r.feature);
    expect(features).toEqual(expect.arrayContaining(['Click heat maps', 'Scroll heat maps', 'Session recordings']));
  });
});

describe('plan families', () => {
  it('take their starting prices from the plan tables', () => {
    const from = Object.fromEntries(planFamilies.map((f) => [f.id, f.fromPrice]));
    expect(from).toEqual({
      'ab-testing': 29,
      'heat-map': 39,
      'customer-workflows': 19,
      hosting: 29,
    });
    expect(from['ab-testing']).toBe(Math.min(...abTestingPlans.filter((p) => p.monthlyPrice > 0).map((p) => p.monthlyPrice)));
    expect(from['heat-map']).toBe(Math.min(...heatMapPlans.filter((p) => p.monthlyPrice > 0).map((p) => p.monthlyPrice)));
    expect(from['customer-workflows']).toBe(Math.min(...customerWorkflowPlans.map((p) => p.monthlyPrice)));
    expect(from.hosting).toBe(Math.min(...hostingPlans.map((p) => p.price)));
  });

  it('know which have a free plan and link to their product pages', () => {
    expect(planFamilies.filter((f) => f.hasFreePlan).map((f) => f.id)).toEqual(['ab-testing', 'heat-map']);
    expect(planFamilies.map((f) => f.path)).toEqual(['/ab-testing', '/heat-map', '/customer-workflows', '/hosting']);
    expect(subscriptionFamilyIds).toEqual(['ab-testing', 'heat-map', 'customer-workflows']);
  });

  it('lowestPaidPrice ignores free plans', () => {
    expect(lowestPaidPrice([0, 49, 19])).toBe(19);
    expect(lowestPaidPrice([0])).toBe(0);
  });
});
