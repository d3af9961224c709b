// docs/i18n.md "Texts from rules": the coupon calls' refusals leave in the language of the
// request's Accept-Language (the `coupons` answer area), English otherwise; codes never change.
// The cashier's verdict (a 200's message) stays the catalog's English, which the cashier page
// says in its reader's language.
import { couponsTexts } from '../../../src/domain/i18n/generated/en/coupons';
import { keyOf, type AreaValues, type TextArea } from '../../../src/domain/i18n/texts';
import { couponMessages } from '../../../src/domain/messages/coupons';
import { policyHelpers } from '../../helpers/policies';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);

type Coupon = { couponId: number; redeemed: boolean };

const mint = (token: string, couponId: number, language?: string) =>
  server.call({
    method: 'POST',
    url: `/v2/coupons/${couponId}/token`,
    headers: { token, ...(language ? { 'accept-language': language } : {}) },
  });

async function member() {
  const token = await h.token('association-member');
  const list = await server.call({ method: 'GET', url: '/v2/coupons', headers: { token } });
  return { token, coupons: list.json().coupons as Coupon[] };
}

describe('the coupon calls’ refusals in the language asked for', () => {
  it('refuses a redeemed coupon’s code in Spanish, English without the header', async () => {
    const { token, coupons } = await member();
    const redeemed = coupons.find((c) => c.redeemed)!;
    const es = await mint(token, redeemed.couponId, 'es-MX,es;q=0.9');
    expect(es.statusCode).toBe(409);
    expect(es.json()).toEqual({ message: 'Este cupón ya se canjeó.', code: 'ALREADY_REDEEMED' });
    expect((await mint(token, redeemed.couponId)).json()).toEqual({
      message: couponMessages.cashierAlreadyRedeemed,
      code: 'ALREADY_REDEEMED',
    });
  });

  it('refuses an unknown coupon in Spanish', async () => {
    const { token } = await member();
    const es = await mint(token, 99999, 'es');
    expect(es.statusCode).toBe(404);
    expect(es.json()).toEqual({ message: 'No encontrado', code: 'NOT_FOUND' });
  });

  it('answers the cashier’s verdict in the catalog’s English, whatever the language', async () => {
    const { token, coupons } = await member();
    const open = coupons.find((c) => !c.redeemed)!;
    const qr = (await mint(token, open.couponId)).json();
    const redeem = () =>
      server.call({
        method: 'GET',
        url: `/v2/coupons/redeem?id=${open.couponId}&token=${encodeURIComponent(qr.token)}`,
        headers: { 'accept-language': 'es' },
      });
    const area = couponsTexts as unknown as TextArea<AreaValues>;
    expect(keyOf(area, (await redeem()).json().message)).toBe('cashierValid');
    expect(keyOf(area, (await redeem()).json().message)).toBe('cashierAlreadyRedeemed');
  });
});
