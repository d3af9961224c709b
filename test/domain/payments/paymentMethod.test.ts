// docs/product.md "Calls" PUT /account/tenant/payment answers, read as docs/product.md "Messages"
// says, for both card providers.
import { paymentMessages } from '../../../src/domain/messages';
import { readPaymentUpdate, setupIntentIdOf } from '../../../src/domain/payments/paymentMethod';

describe('readPaymentUpdate', () => {
  it('success saves', () => {
    expect(readPaymentUpdate({ success: true, status: 'succeeded' })).toEqual({ kind: 'saved' });
    expect(readPaymentUpdate({ success: true })).toEqual({ kind: 'saved' });
  });

  it('requires_action carries the client secret and the intent id read from it', () => {
    expect(
      readPaymentUpdate({
        success: false,
        status: 'requires_action',
        client_secret: 'seti_1Abc_secret_XyZ',
      }),
    ).toEqual({
      kind: 'requires_action',
      clientSecret: 'seti_1Abc_secret_XyZ',
      setupIntentId: 'seti_1Abc',
    });
  });

  it('requires_action without a usable secret is a failure, not a hang', () => {
    for (const client_secret of [null, '', 'no-secret-here', '_secret_x']) {
      expect(
        readPaymentUpdate({ success: false, status: 'requires_action', client_secret }),
      ).toEqual({ kind: 'failed', message: paymentMessages.paymentFailed });
    }
  });

  it("a failure shows the provider's message, else 'Payment failed'", () => {
    expect(
      readPaymentUpdate({ success: false, message: { error: 'Your card was declined.' } }),
    ).toEqual({ kind: 'failed', message: 'Your card was declined.' });
    for (const message of [null, {}, { error: null }, { error: '  ' }]) {
      expect(readPaymentUpdate({ success: false, message })).toEqual({
        kind: 'failed',
        message: 'Payment failed',
      });
    }
  });

  it('setupIntentIdOf', () => {
    expect(setupIntentIdOf('seti_sbx_0a1b_secret_ff')).toBe('seti_sbx_0a1b');
    expect(setupIntentIdOf('secret')).toBeNull();
  });
});
