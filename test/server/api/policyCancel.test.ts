// docs/product.md "Calls" PUT /policy/cancel/{id}, "Messages" 'Your policy has been cancelled!';
// the refund preview.
import { eq } from 'drizzle-orm';
import { policyChangeMessages as m, successMessages } from '../../../src/domain/messages';
import { toCents } from '../../../src/domain/payments/money';
import { earnedCents } from '../../../src/domain/policies/changes';
import { addDays } from '../../../src/domain/calendar';
import { money } from '../../../src/server/documents/changeMails';
import { serverToday } from '../../../src/server/handlers/carrier';
import { policies } from '../../../src/server/db/schema';
import { REFUND_MESSAGE } from '../../../src/server/jobs/policyRefunds';
import { DAY_MS, LAKESHORE, policyHelpers, us } from '../../helpers/policies';
import { DEMO_EVIDENCE_CODE } from '../../../src/server/db/demo';
import { useTestServer } from '../../helpers/server';
import { issue, issueRequest, PLAIN_ADDRESS, quoteFor, tokenize } from '../carrier/fixtures';

const server = useTestServer();
const h = policyHelpers(server);
const MAYA = 'maya.thompson@example.com';
/** Maya's seeded payments that went through: $28 down, then three of $16. */
const MAYA_PAID_CENTS = 2800 + 3 * 1600;

const preview = (token: string | null, id: number, body: object) =>
  h.call('POST', `/v2/policy/cancel/${id}/preview`, token, body);
const cancel = (token: string | null, id: number, body: object) =>
  h.call('PUT', `/v2/policy/cancel/${id}`, token, body);

describe('cancelling an own policy', () => {
  it('previews paid, earned and refund, then cancels, refunds once and tells the manager', async () => {
    const policy = await h.ownPolicy('own-policy');
    const token = await h.token('own-policy');
    const today = serverToday(server.clock.now);
    const shown = await preview(token, policy.policyId, { reason: 'Moving in with family' });
    expect(shown.statusCode).toBe(200);
    const earned = earnedCents({
      term: { start: policy.policyStartDate.date, end: policy.policyEndDate.date },
      until: today,
      premiumCents: 16800,
    });
    expect(shown.json()).toEqual({
      policyId: policy.policyId,
      cancellationDate: today,
      paidAmount: MAYA_PAID_CENTS / 100,
      earnedAmount: earned / 100,
      refundAmount: (MAYA_PAID_CENTS - earned) / 100,
    });
    // The preview changes nothing.
    expect(await h.changes(policy.policyId)).toHaveLength(0);

    const refund = shown.json().refundAmount as number;
    const response = await cancel(token, policy.policyId, {
      reason: 'Moving in with family',
      confirmedRefund: refund,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: successMessages.policyCancelled,
      policy: { policyId: policy.policyId, isActive: false, renew: false },
    });
    expect(response.json().policy.policyEndDate.date).toBe(today);
    expect(await h.row(policy.policyId)).toMatchObject({
      status: 'cancelled',
      cancellationDate: today,
      cancellationReason: 'Moving in with family',
      policyEndDate: today,
      renew: false,
    });
    const [change] = await h.changes(policy.policyId);
    expect(change).toMatchObject({ kind: 'cancelled', amountCents: -Math.round(refund * 100) });
    expect(change!.details).toMatchObject({ refund: { status: 'refunded' } });

    // The refund: once at the carrier, once in the payment history (a negative payment).
    expect(await h.sandboxRefunds()).toEqual([
      expect.objectContaining({ amountCents: Math.round(refund * 100) }),
    ]);
    const history = (
      await server.call({ method: 'GET', url: '/v2/transaction', headers: { token } })
    ).json().transactions;
    expect(history[0]).toMatchObject({
      transactionAmount: -refund,
      transactionStatus: 'SUCCEEDED',
      transactionMessage: REFUND_MESSAGE,
      transactionPaymentDescription: 'Visa ending in 4242',
      policyId: policy.policyId,
    });

    const [notice] = await h.mailsTo(LAKESHORE);
    expect(notice!.subject).toBe('Cancellation notice: Maya Thompson, 1402 Regent St');
    expect(notice!.textBody).toContain(`effective ${us(today)}`);
    const [confirmation] = await h.mailsTo(MAYA);
    expect(confirmation!.textBody).toContain('Your policy has been cancelled!');
    // The day cover ends, as the dashboard and the verify page count it.
    expect(confirmation!.textBody).toContain(
      `covers you until its cancellation takes effect on ${us(today)}.`,
    );
    expect(confirmation!.textBody).toContain(money(Math.round(refund * 100)));
    // The refund's own receipt, to where the premium was paid from.
    const receipts = (await h.mailsTo(MAYA)).filter((m) => m.subject.startsWith('Refund issued'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(
      `Refund issued: ${money(Math.round(refund * 100))} for policy ${(await h.row(policy.policyId)).carrierPolicyNumber}`,
    );
    expect(receipts[0]!.textBody).toContain('Refunded to: Visa ending in 4242.');

    // Cancelling again, or toggling renewal, is refused.
    const again = await cancel(token, policy.policyId, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: m.alreadyCancelled, code: 'POLICY_INACTIVE' });
    const renew = await h.call('PUT', `/v2/policy/update/${policy.policyId}`, token, {
      renew: true,
    });
    expect(renew.statusCode).toBe(409);
    expect(await h.sandboxRefunds()).toHaveLength(1);
  });

  it('a later cancellation date earns more; the dates are checked', async () => {
    const policy = await h.ownPolicy('own-policy');
    const token = await h.token('own-policy');
    const today = serverToday(server.clock.now);
    const later = addDays(today, 30);
    const shown = (
      await preview(token, policy.policyId, { reason: 'x', cancellationDate: later })
    ).json();
    const now = (await preview(token, policy.policyId, { reason: 'x' })).json();
    expect(shown.cancellationDate).toBe(later);
    expect(shown.earnedAmount).toBeGreaterThan(now.earnedAmount);
    expect(shown.refundAmount).toBeLessThan(now.refundAmount);

    const refused = async (body: object, message: string) => {
      const response = await cancel(token, policy.policyId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code: 'VALIDATION_ERROR' });
    };
    await refused({ reason: 'x', cancellationDate: addDays(today, -1) }, m.cancellationBeforeToday);
    await refused(
      { reason: 'x', cancellationDate: addDays(policy.policyEndDate.date, 1) },
      m.cancellationAfterEnd,
    );
    await refused({ reason: '   ' }, m.reasonRequired);
    expect((await cancel(token, policy.policyId, {})).statusCode).toBe(400);
    expect(await h.row(policy.policyId)).toMatchObject({ status: 'active' });
  });

  it('a cancellation dated ahead keeps the cover until that day, and from then it is cancelled', async () => {
    const policy = await h.ownPolicy('own-policy');
    const token = await h.token('own-policy');
    const later = addDays(serverToday(server.clock.now), 10);
    const response = await cancel(token, policy.policyId, { reason: 'x', cancellationDate: later });
    expect(response.statusCode).toBe(200);
    expect(response.json().policy).toMatchObject({
      isActive: true,
      renew: false,
      cancellationDate: later,
      policyEndDate: { date: later },
    });
    const active = await server.call({
      method: 'GET',
      url: '/v2/policy?inactiveOnly=false',
      headers: { token },
    });
    expect(active.json().policies).toEqual([
      expect.objectContaining({ policyId: policy.policyId, cancellationDate: later }),
    ]);
    // The seeded EOI's verification: still in force, ending on the chosen day, document stale.
    const verified = await server.call({ method: 'GET', url: `/v2/verify/${DEMO_EVIDENCE_CODE}` });
    expect(verified.json()).toMatchObject({
      // In force and known to end, 'Ends on' the chosen day.
      status: 'ending',
      statusDate: later,
      endsOn: later,
      documentCurrent: false,
    });
    // Cancelled once is cancelled: no second cancellation, move or renewal change.
    expect((await cancel(token, policy.policyId, { reason: 'x' })).statusCode).toBe(409);
    expect(
      (await h.call('PUT', `/v2/policy/update/${policy.policyId}`, token, { renew: true }))
        .statusCode,
    ).toBe(409);

    server.advance(10 * DAY_MS);
    const after = await server.call({ method: 'GET', url: `/v2/verify/${DEMO_EVIDENCE_CODE}` });
    expect(after.json()).toMatchObject({ status: 'cancelled', endsOn: later });
    const inactive = await server.call({
      method: 'GET',
      url: '/v2/policy?inactiveOnly=true',
      headers: { token: await h.token('own-policy') },
    });
    expect(inactive.json().policies).toEqual([
      expect.objectContaining({ policyId: policy.policyId, isActive: false }),
    ]);
  });

  it('a refund that no longer matches the one shown is a 409 and changes nothing', async () => {
    const policy = await h.ownPolicy('own-policy');
    const token = await h.token('own-policy');
    const shown = (await preview(token, policy.policyId, { reason: 'x' })).json();
    const response = await cancel(token, policy.policyId, {
      reason: 'x',
      confirmedRefund: shown.refundAmount + 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: m.amountChanged, code: 'AMOUNT_CHANGED' });
    expect(await h.row(policy.policyId)).toMatchObject({ status: 'active' });
    expect(await h.changes(policy.policyId)).toHaveLength(0);
    expect(await h.allMail()).toHaveLength(0);
    expect(await h.sandboxRefunds()).toHaveLength(0);
  });

  it('an annual policy paid in full refunds the unearned part (Priya, no refund above paid)', async () => {
    const policy = await h.ownPolicy('association-member');
    const token = await h.token('association-member');
    const shown = (await preview(token, policy.policyId, { reason: 'x' })).json();
    expect(shown.paidAmount).toBe(215);
    expect(shown.refundAmount).toBeCloseTo(215 - shown.earnedAmount, 2);
    expect(shown.refundAmount).toBeGreaterThan(0);
  });

  it('a policy bought here refunds its premium, not the payment fee', async () => {
    const token = await h.token('own-policy');
    const buyer = { email: MAYA, firstName: 'Maya', lastName: 'Thompson' };
    const quote = await quoteFor(server, PLAIN_ADDRESS, token);
    const bought = await issue(
      server,
      issueRequest(quote, await tokenize(server, quote), { buyer, plan: 2 }),
      token,
    );
    expect(bought.statusCode).toBe(200);
    const [row] = await server.handle.db
      .select()
      .from(policies)
      .where(eq(policies.carrierPolicyNumber, bought.json().transactionDetails.policyId));
    const down = quote.schedules[2]!.downPaymentAmount;
    // Cancelled before it starts: nothing is earned, the down payment comes back, the 5% card
    // fee charged with it does not.
    const shown = (await preview(token, row!.id, { reason: 'Changed my mind' })).json();
    expect(shown).toEqual({
      policyId: row!.id,
      cancellationDate: quote.policyEffectiveDate,
      paidAmount: down,
      earnedAmount: 0,
      refundAmount: down,
    });
    const response = await cancel(token, row!.id, {
      reason: 'Changed my mind',
      confirmedRefund: down,
    });
    expect(response.statusCode).toBe(200);
    expect((await h.refundsOf(row!.id))[0]).toMatchObject({ amountCents: -toCents(down) });
  });

  it("answers 404 for another tenant's policy, 401 without a token, 415 for text", async () => {
    const maya = await h.ownPolicy('own-policy');
    const priya = await h.token('association-member');
    expect((await preview(priya, maya.policyId, { reason: 'x' })).statusCode).toBe(404);
    expect((await cancel(priya, maya.policyId, { reason: 'x' })).statusCode).toBe(404);
    expect((await cancel(null, maya.policyId, { reason: 'x' })).statusCode).toBe(401);
    const plain = await server.app.inject({
      method: 'PUT',
      url: `/v2/policy/cancel/${maya.policyId}`,
      headers: { token: await h.token('own-policy'), 'content-type': 'text/plain' },
      payload: '{"reason":"x"}',
    });
    expect(plain.statusCode).toBe(415);
    expect(await h.row(maya.policyId)).toMatchObject({ status: 'active' });
    expect(await h.sandboxRefunds()).toHaveLength(0);
  });
});
