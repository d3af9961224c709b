// docs/i18n.md "Texts from rules" on PUT /account/tenant/payment (docs/product.md "Account pages"
// update-payment-method): its refusal leaves in the language of the request's Accept-Language,
// English otherwise, the code unchanged; the texts it answers with 200 (message.error) are catalog
// messages, which the page shows in the tenant's language.
import { paymentHelpers, TEST_CARDS } from '../../helpers/paymentMethods';
import { policyHelpers } from '../../helpers/policies';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);
const p = paymentHelpers(server);

const update = async (language?: string) =>
  server.call({
    method: 'PUT',
    url: '/v2/account/tenant/payment',
    headers: {
      token: await h.token('expired-only'),
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: { stripeConfirmationToken: await p.tokenFor(TEST_CARDS.mastercard) },
  });

describe('PUT /account/tenant/payment in the language asked for', () => {
  it('refuses a tenant without an active policy in Spanish, English otherwise', async () => {
    const es = await update('es-MX,es;q=0.9');
    expect(es.statusCode).toBe(409);
    expect(es.json()).toEqual({ message: 'No tienes pólizas activas.', code: 'NO_ACTIVE_POLICY' });
    const en = await update();
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({
      message: 'You have no active policies.',
      code: 'NO_ACTIVE_POLICY',
    });
  });
});
