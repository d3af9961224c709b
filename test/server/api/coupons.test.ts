// docs/product.md "Transactions and coupons" coupons, "Who may do what" association members only,
// "Calls" GET /coupons, GET /coupons/redeem; the QR code's single-purpose token (POST
// /coupons/{id}/token).
import { couponMessages } from '../../../src/domain/messages/coupons';
import { policyHelpers } from '../../helpers/policies';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);

const list = async (token: string) =>
  server.call({ method: 'GET', url: '/v2/coupons', headers: { token } });
const mint = (token: string, couponId: number) =>
  server.call({ method: 'POST', url: `/v2/coupons/${couponId}/token`, headers: { token } });
const redeem = (id: number, token: string, ip?: string) =>
  server.call({
    method: 'GET',
    url: `/v2/coupons/redeem?id=${id}&token=${encodeURIComponent(token)}`,
    ...(ip ? { remoteAddress: ip } : {}),
  });
type Coupon = { couponId: number; redeemed: boolean; company: string; title: string };

async function priya() {
  const token = await h.token('association-member');
  const coupons = (await list(token)).json().coupons as Coupon[];
  const open = coupons.find((c) => !c.redeemed)!;
  return { token, coupons, open };
}

describe('GET /v2/coupons', () => {
  it('lists the coupons for a member, the redeemed one as such', async () => {
    const { coupons } = await priya();
    expect(coupons.length).toBeGreaterThan(1);
    expect(coupons.filter((c) => c.redeemed)).toHaveLength(1);
    expect(coupons[0]).toEqual(
      expect.objectContaining({
        company: expect.any(String),
        title: expect.any(String),
        description: expect.any(String),
      }),
    );
  });

  it('answers an empty list to a tenant who is not a member', async () => {
    const response = await list(await h.token('own-policy'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ coupons: [] });
  });

  it('needs a session', async () => {
    expect((await server.call({ method: 'GET', url: '/v2/coupons' })).statusCode).toBe(401);
  });
});

describe('POST /v2/coupons/{id}/token', () => {
  it('answers a random token and the cashier page URL, never the session token', async () => {
    const { token, open } = await priya();
    const response = await mint(token, open.couponId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).not.toBe(token);
    expect(body.url).toBe(
      `${server.config.publicUrl}/coupons/redeem?id=${open.couponId}&token=${body.token}`,
    );
  });

  it('refuses a non-member (404), an unknown coupon (404) and a redeemed one (409)', async () => {
    const { token, coupons, open } = await priya();
    expect((await mint(await h.token('own-policy'), open.couponId)).statusCode).toBe(404);
    expect((await mint(token, 99999)).statusCode).toBe(404);
    const redeemed = coupons.find((c) => c.redeemed)!;
    const response = await mint(token, redeemed.couponId);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ALREADY_REDEEMED');
  });
});

describe('GET /v2/coupons/redeem', () => {
  it('says valid with the member and coupon the first time, already redeemed after', async () => {
    const { token, open } = await priya();
    const qr = (await mint(token, open.couponId)).json();
    const first = await redeem(open.couponId, qr.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      valid: true,
      couponId: open.couponId,
      company: open.company,
      title: open.title,
      memberName: 'Priya N.',
      message: couponMessages.cashierValid,
    });
    const second = await redeem(open.couponId, qr.token);
    expect(second.json()).toMatchObject({
      valid: false,
      message: couponMessages.cashierAlreadyRedeemed,
    });
    const after = (await list(token)).json().coupons as Coupon[];
    expect(after.find((c) => c.couponId === open.couponId)!.redeemed).toBe(true);
    expect((await mint(token, open.couponId)).statusCode).toBe(409);
  });

  it('redeems once in a burst of the same scan', async () => {
    const { token, open } = await priya();
    const qr = (await mint(token, open.couponId)).json();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => redeem(open.couponId, qr.token)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.filter((a) => a.json().valid)).toHaveLength(1);
  });

  it('redeems once with two tokens of the same coupon', async () => {
    const { token, open } = await priya();
    const a = (await mint(token, open.couponId)).json();
    const b = (await mint(token, open.couponId)).json();
    expect((await redeem(open.couponId, a.token)).json().valid).toBe(true);
    expect((await redeem(open.couponId, b.token)).json().valid).toBe(false);
  });

  it('refuses an expired, unknown, session or other-coupon token (404)', async () => {
    const { token, coupons, open } = await priya();
    const other = coupons.find((c) => c.couponId !== open.couponId)!;
    const qr = (await mint(token, open.couponId)).json();
    expect((await redeem(other.couponId, qr.token)).statusCode).toBe(404);
    expect((await redeem(open.couponId, 'not-a-token')).statusCode).toBe(404);
    expect((await redeem(open.couponId, token)).statusCode).toBe(404);
    server.advance(11 * 60_000);
    expect((await redeem(open.couponId, qr.token)).statusCode).toBe(404);
  });

  it('is rate limited per client address', async () => {
    for (let i = 0; i < 30; i++) await redeem(1, 'guess', '203.0.113.9');
    expect((await redeem(1, 'guess', '203.0.113.9')).statusCode).toBe(429);
    expect((await redeem(1, 'guess', '203.0.113.10')).statusCode).toBe(404);
  });
});
