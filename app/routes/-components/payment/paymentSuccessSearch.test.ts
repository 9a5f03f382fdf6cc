import { describe, expect, it } from 'vitest';
import { validatePaymentSuccessSearch } from '../../payment-success';

describe('/payment-success search params', () => {
  it('keeps a Checkout Session id', () => {
    expect(validatePaymentSuccessSearch({ session_id: 'cs_test_a1B2c3' })).toEqual({ session_id: 'cs_test_a1B2c3' });
  });
  it.each([['abc'], ['pi_123'], ['cs_'], ['cs_test_<script>'], [42], [['cs_test_1']], [undefined]])(
    'turns %j into an explicit undefined, so the raw value cannot leak through the merge',
    (value) => {
      const search = validatePaymentSuccessSearch({ session_id: value });
      expect(Object.keys(search)).toEqual(['session_id']);
      expect(search.session_id).toBeUndefined();
    },
  );
});
