// docs/product.md "Calls" PUT /policy/update-address/{id}, "Messages" 'Your policy address has been
// updated', docs/product.md "States" address validation outcomes; the re-rated price difference
// preview.
import { eq } from 'drizzle-orm';
import {
  addressMessages,
  policyChangeMessages as m,
  successMessages,
} from '../../../src/domain/messages';
import { termDifferenceCents } from '../../../src/domain/policies/changes';
import { addDays } from '../../../src/domain/calendar';
import { evidenceCodes, policies } from '../../../src/server/db/schema';
import { DEMO_EVIDENCE_CODE } from '../../../src/server/db/demo';
import { serverToday } from '../../../src/server/handlers/carrier';
import { LAKESHORE, PRAIRIE_PINE, policyHelpers } from '../../helpers/policies';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);
const MAYA = 'maya.thompson@example.com';

const CHICAGO = {
  streetAddress: '2350 N Clark St',
  unit: '5C',
  city: 'Chicago',
  state: 'IL',
  zip: '60614',
};
const AUSTIN = {
  streetAddress: '2201 S Lamar Blvd',
  unit: '12',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
};

const preview = (token: string | null, id: number, body: object) =>
  h.call('POST', `/v2/policy/update-address/${id}/preview`, token, body);
const move = (token: string | null, id: number, body: object) =>
  h.call('PUT', `/v2/policy/update-address/${id}`, token, body);

describe('moving an own policy to a new address', () => {
  it('previews the re-rated premium and moves, with the updated EOI to the manager', async () => {
    const policy = await h.ownPolicy('own-policy');
    const token = await h.token('own-policy');
    const today = serverToday(server.clock.now);
    const shown = await preview(token, policy.policyId, CHICAGO);
    expect(shown.statusCode).toBe(200);
    const body = shown.json();
    expect(body).toMatchObject({
      policyId: policy.policyId,
      address: {
        address: '2350 N Clark St',
        unit: '5C',
        city: 'Chicago',
        state: 'IL',
        zip: '60614',
      },
      addressChanged: false,
      effectiveDate: today,
      currentAnnualPremium: 168,
    });
    // Illinois rates higher than Wisconsin in the sandbox tables: the move costs more.
    expect(body.newAnnualPremium).toBeGreaterThan(168);
    expect(body.termDifference).toBe(
      termDifferenceCents({
        term: { start: policy.policyStartDate.date, end: policy.policyEndDate.date },
        effectiveDate: today,
        currentAnnualCents: 16800,
        newAnnualCents: Math.round(body.newAnnualPremium * 100),
      }) / 100,
    );
    expect(await h.changes(policy.policyId)).toHaveLength(0);

    const response = await move(token, policy.policyId, {
      ...CHICAGO,
      confirmedDifference: body.termDifference,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: successMessages.policyAddressUpdated,
      policy: { insuredAddress: body.address, isActive: true },
    });
    expect(await h.row(policy.policyId)).toMatchObject({
      insuredAddress: '2350 N Clark St',
      insuredCity: 'Chicago',
      insuredState: 'IL',
      premiumCents: Math.round(body.newAnnualPremium * 100),
    });
    const [change] = await h.changes(policy.policyId);
    expect(change).toMatchObject({
      kind: 'moved',
      effectiveDate: today,
      amountCents: Math.round(body.termDifference * 100),
      details: {
        before: expect.objectContaining({ insuredAddress: '1402 Regent St', premiumCents: 16800 }),
        after: expect.objectContaining({ insuredAddress: '2350 N Clark St' }),
      },
    });
    // The same company manages both buildings: told once, with a PDF evidence of insurance.
    const mails = await h.mailsTo(LAKESHORE);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Updated evidence of insurance: Maya Thompson, 2350 N Clark St');
    expect(mails[0]!.attachments).toEqual([
      expect.objectContaining({
        contentType: 'application/pdf',
        filename: expect.stringMatching(/\.pdf$/),
      }),
    ]);
    expect(Buffer.from(mails[0]!.attachments[0]!.base64, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    const codes = await server.handle.db
      .select()
      .from(evidenceCodes)
      .where(eq(evidenceCodes.policyId, policy.policyId));
    // The seeded demo EOI, and the one issued for this move, which prints the new address.
    const issued = codes.filter((c) => c.code !== DEMO_EVIDENCE_CODE);
    expect(issued).toHaveLength(1);
    expect(issued[0]!.snapshot.address).toBe('2350 N Clark St|5C|Chicago|IL|60614');
    const [confirmation] = await h.mailsTo(MAYA);
    expect(confirmation!.subject).toBe(successMessages.policyAddressUpdated);
  });

  it('a move to another company tells both, each with an EOI; a spelling the carrier corrects is used', async () => {
    const policy = await h.ownPolicy('own-policy');
    const token = await h.token('own-policy');
    // Barton Creek's lease requires $300,000 of liability: this policy meets it.
    await server.handle.db
      .update(policies)
      .set({ liabilityLimit: 300000 })
      .where(eq(policies.id, policy.policyId));
    const typed = { ...AUSTIN, streetAddress: '2201 South Lamar Boulevard', city: 'austin' };
    const shown = (await preview(token, policy.policyId, typed)).json();
    expect(shown.addressChanged).toBe(true);
    expect(shown.address).toMatchObject({ address: '2201 S Lamar Blvd', city: 'Austin' });
    const response = await move(token, policy.policyId, typed);
    expect(response.statusCode).toBe(200);
    expect(await h.row(policy.policyId)).toMatchObject({ insuredAddress: '2201 S Lamar Blvd' });
    for (const to of [LAKESHORE, PRAIRIE_PINE]) {
      const mails = await h.mailsTo(to);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.attachments[0]!.contentType).toBe('application/pdf');
    }
  });

  it('refuses banned, invalid and unserved addresses with the carrier message', async () => {
    const policy = await h.ownPolicy('own-policy');
    const token = await h.token('own-policy');
    const refused = async (address: object, message: string, code: string) => {
      for (const call of [preview, move]) {
        const response = await call(token, policy.policyId, address);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message, code });
      }
    };
    await refused(
      { streetAddress: '1313 Mockingbird Ln', city: 'Madison', state: 'WI', zip: '53704' },
      addressMessages.banned,
      'ADDRESS_BANNED',
    );
    await refused(
      { streetAddress: 'Regent St', city: 'Madison', state: 'WI', zip: '53711' },
      addressMessages.unableToValidate,
      'ADDRESS_INVALID',
    );
    await refused(
      { streetAddress: '100 Kapiolani Blvd', city: 'Honolulu', state: 'HI', zip: '96813' },
      addressMessages.stateNotServed,
      'STATE_NOT_SERVED',
    );
    expect(await h.row(policy.policyId)).toMatchObject({ insuredAddress: '1402 Regent St' });
    expect(await h.allMail()).toHaveLength(0);
  });

  it('checks the effective date and the confirmed difference', async () => {
    const policy = await h.ownPolicy('own-policy');
    const token = await h.token('own-policy');
    const today = serverToday(server.clock.now);
    const at = (effectiveDate: string) =>
      move(token, policy.policyId, { ...CHICAGO, effectiveDate });
    expect((await at(addDays(today, -1))).json()).toEqual({
      message: m.moveBeforeToday,
      code: 'VALIDATION_ERROR',
    });
    expect((await at(policy.policyEndDate.date)).json()).toEqual({
      message: m.moveOutsideTerm,
      code: 'VALIDATION_ERROR',
    });
    const later = (
      await preview(token, policy.policyId, { ...CHICAGO, effectiveDate: addDays(today, 60) })
    ).json();
    const sooner = (await preview(token, policy.policyId, CHICAGO)).json();
    expect(later.termDifference).toBeLessThan(sooner.termDifference);
    const changed = await move(token, policy.policyId, {
      ...CHICAGO,
      confirmedDifference: later.termDifference,
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: m.amountChanged, code: 'AMOUNT_CHANGED' });
    expect(await h.row(policy.policyId)).toMatchObject({ insuredAddress: '1402 Regent St' });
    expect(await h.changes(policy.policyId)).toHaveLength(0);
  });

  it('a cancellation after a move earns each stretch at its own premium', async () => {
    const policy = await h.ownPolicy('own-policy');
    const token = await h.token('own-policy');
    const today = serverToday(server.clock.now);
    const cancelOn = addDays(today, 30);
    const before = (
      await h.call('POST', `/v2/policy/cancel/${policy.policyId}/preview`, token, {
        reason: 'x',
        cancellationDate: cancelOn,
      })
    ).json();
    await move(token, policy.policyId, { ...CHICAGO, effectiveDate: addDays(today, 10) });
    const after = (
      await h.call('POST', `/v2/policy/cancel/${policy.policyId}/preview`, token, {
        reason: 'x',
        cancellationDate: cancelOn,
      })
    ).json();
    // 20 of the 30 days at the higher Illinois premium.
    expect(after.earnedAmount).toBeGreaterThan(before.earnedAmount);
  });

  it("answers 404 for another tenant's policy, 401 without a token, 415 for text", async () => {
    const maya = await h.ownPolicy('own-policy');
    const priya = await h.token('association-member');
    expect((await preview(priya, maya.policyId, CHICAGO)).statusCode).toBe(404);
    expect((await move(priya, maya.policyId, CHICAGO)).statusCode).toBe(404);
    expect((await move(null, maya.policyId, CHICAGO)).statusCode).toBe(401);
    const plain = await server.app.inject({
      method: 'PUT',
      url: `/v2/policy/update-address/${maya.policyId}`,
      headers: { token: await h.token('own-policy'), 'content-type': 'text/plain' },
      payload: JSON.stringify(CHICAGO),
    });
    expect(plain.statusCode).toBe(415);
    expect(await h.row(maya.policyId)).toMatchObject({ insuredAddress: '1402 Regent St' });
  });
});
