import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { createAdminQueryClient } from './queryClient';

describe('the admin query client', () => {
  const refusal = (status: number, body: unknown) => new ApiError('adminAccount', 'http', status, 'refused', { body });

  it('sends an invited admin without a second factor to enrol (403 second_factor_enrolment_required); a 401 to the guard', async () => {
    const onUnauthorized = vi.fn();
    const onEnrolmentRequired = vi.fn();
    const client = createAdminQueryClient({ onUnauthorized, onEnrolmentRequired });
    const fail = (error: unknown) => client.fetchQuery({ queryKey: [Math.random()], queryFn: () => Promise.reject(error), retry: false }).catch(() => {});
    await fail(refusal(403, { error: 'x', reason: 'second_factor_enrolment_required' }));
    expect(onEnrolmentRequired).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    // a step-up refusal, another 403 or a 500 is the page's to show
    await fail(refusal(403, { error: 'x', reason: 'step_up_required' }));
    await fail(refusal(403, { error: 'x' }));
    await fail(refusal(500, { error: 'x' }));
    expect(onEnrolmentRequired).toHaveBeenCalledTimes(1);
    await fail(refusal(401, { error: 'x' }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
