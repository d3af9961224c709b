// docs/product.md "Dashboard", "States" auto renewal, "Calls" PUT /policy/update/{id}, "Limits"
// 90-day lock window.
import { eq } from 'drizzle-orm';
import { policyChangeMessages as m } from '../../../src/domain/messages';
import { DEMO_NON_PARTNERED_ADDRESS } from '../../../src/server/db/demo';
import { policies } from '../../../src/server/db/schema';
import { DAY_MS, LAKESHORE, policyHelpers, us } from '../../helpers/policies';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);
const toggle = async (token: string | null, id: number, renew: unknown) =>
  h.call('PUT', `/v2/policy/update/${id}`, token, { renew });

/** Moves the clock to noon UTC `days` before the policy's renewal date. */
const daysBeforeRenewal = (renewalDate: string, days: number) => {
  server.clock.now = new Date(Date.parse(`${renewalDate}T12:00:00Z`) - days * DAY_MS);
};

describe('PUT /v2/policy/update/{id}', () => {
  it('turns renewal off outside the window: ends at the renewal date, unlocked, manager told', async () => {
    const policy = await h.ownPolicy('own-policy');
    const token = await h.token('own-policy');
    const response = await toggle(token, policy.policyId, false);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      policyId: policy.policyId,
      renew: false,
      renewalLocked: false,
      within90Days: false,
      isActive: true,
      policyEndDate: policy.policyRenewalDate,
    });
    const changes = await h.changes(policy.policyId);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: 'renewal_off',
      effectiveDate: policy.policyRenewalDate.date,
      details: expect.objectContaining({ billing: 'stopped at the end date' }),
    });
    const mails = await h.mailsTo(LAKESHORE);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Policy will not renew: Maya Thompson');
    expect(mails[0]!.textBody).toContain(`will end on ${us(policy.policyRenewalDate.date)}`);

    // The same value again changes nothing and tells no one.
    const again = await toggle(token, policy.policyId, false);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    expect(await h.changes(policy.policyId)).toHaveLength(1);
    expect(await h.mailsTo(LAKESHORE)).toHaveLength(1);

    // Back on, outside the window.
    const on = await toggle(token, policy.policyId, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ renew: true, renewalLocked: false });
    expect((await h.changes(policy.policyId)).map((c) => c.kind)).toEqual([
      'renewal_off',
      'renewal_on',
    ]);
    const [, onMail] = await h.mailsTo(LAKESHORE);
    expect(onMail!.subject).toContain('Policy will renew');
    expect(
      (await server.call({ method: 'GET', url: '/v2/policy', headers: { token } })).json(),
    ).toMatchObject({ policies: [{ policyId: policy.policyId, renew: true }] });
  });

  it.each([
    [90, true],
    [91, false],
    [0, true],
  ])('turning it off %i days before renewal locks it: %s', async (days, locked) => {
    const policy = await h.ownPolicy('own-policy');
    daysBeforeRenewal(policy.policyRenewalDate.date, days);
    const token = await h.token('own-policy');
    const off = await toggle(token, policy.policyId, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ renew: false, renewalLocked: locked, within90Days: locked });
    const on = await toggle(token, policy.policyId, true);
    if (locked) {
      expect(on.statusCode).toBe(409);
      expect(on.json()).toEqual({ message: m.renewalLocked, code: 'RENEWAL_LOCKED' });
      expect(await h.row(policy.policyId)).toMatchObject({ renew: false, renewalLocked: true });
      expect(await h.changes(policy.policyId)).toHaveLength(1);
    } else {
      expect(on.statusCode).toBe(200);
      expect(on.json()).toMatchObject({ renew: true });
    }
  });

  it('tells no one when the policy is at no managed property', async () => {
    const policy = await h.ownPolicy('own-policy');
    // Not linked to a lease, at the one address no partner company manages.
    await server.handle.db
      .update(policies)
      .set({
        leaseId: null,
        insuredAddress: DEMO_NON_PARTNERED_ADDRESS.rentalAddress,
        insuredCity: DEMO_NON_PARTNERED_ADDRESS.city,
        insuredZip: DEMO_NON_PARTNERED_ADDRESS.zipCode,
      })
      .where(eq(policies.id, policy.policyId));
    const response = await toggle(await h.token('own-policy'), policy.policyId, false);
    expect(response.statusCode).toBe(200);
    expect(await h.changes(policy.policyId)).toHaveLength(1);
    expect(await h.allMail()).toHaveLength(0);
  });

  it('refuses a locked policy within the window (Priya) and changes nothing', async () => {
    const policy = await h.ownPolicy('association-member');
    const response = await toggle(await h.token('association-member'), policy.policyId, false);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('RENEWAL_LOCKED');
    expect(await h.row(policy.policyId)).toMatchObject({ renew: true, renewalLocked: true });
    expect(await h.allMail()).toHaveLength(0);
  });

  it('refuses an expired policy (409 POLICY_INACTIVE)', async () => {
    const policy = await h.ownPolicy('expired-only', true);
    const response = await toggle(await h.token('expired-only'), policy.policyId, true);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: m.policyInactive, code: 'POLICY_INACTIVE' });
  });

  it("answers 404 for another tenant's policy and changes nothing", async () => {
    const maya = await h.ownPolicy('own-policy');
    const response = await toggle(await h.token('association-member'), maya.policyId, false);
    expect(response.statusCode).toBe(404);
    expect((await toggle(await h.token('own-policy'), 999_999, false)).statusCode).toBe(404);
    expect(await h.row(maya.policyId)).toMatchObject({ renew: true });
    expect(await h.changes(maya.policyId)).toHaveLength(0);
  });

  it('needs a token, a boolean, and a JSON body', async () => {
    const policy = await h.ownPolicy('own-policy');
    expect((await toggle(null, policy.policyId, false)).statusCode).toBe(401);
    const token = await h.token('own-policy');
    expect((await toggle(token, policy.policyId, 'no')).statusCode).toBe(400);
    const plain = await server.app.inject({
      method: 'PUT',
      url: `/v2/policy/update/${policy.policyId}`,
      headers: { token, 'content-type': 'text/plain' },
      payload: '{"renew":false}',
    });
    expect(plain.statusCode).toBe(415);
    expect(await h.row(policy.policyId)).toMatchObject({ renew: true });
  });
});
