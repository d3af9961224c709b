// docs/product.md "States" auto renewal: the renewal job starts the next term of a due policy once.
import { carrierFromConfig } from '../../../src/server/adapters/carrier';
import { eq } from 'drizzle-orm';
import { addYears } from '../../../src/domain/calendar';
import { enrollments } from '../../../src/server/db/schema';
import { renewPolicy } from '../../../src/server/jobs/policyRenewal';
import { DAY_MS, LAKESHORE, policyHelpers } from '../../helpers/policies';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);
const RESIDENTS = 'residents@coastalkeystone.example.com';

/** The job's context as the app builds it, on the test's clock. */
const jobCtx = () => ({
  db: server.handle.db,
  now: () => server.clock.now,
  mail: server.app.jobs.mail,
  carrier: carrierFromConfig(server.config, server.handle.db),
});

/** The mails about the policy: the policy jobs also send the monthly coverage report (own test). */
const policyMailsTo = async (to: string) =>
  (await h.mailsTo(to)).filter((m) => !m.subject.startsWith('Coverage report'));

const onDay = (iso: string) => {
  server.clock.now = new Date(`${iso}T09:00:00Z`);
};

describe('the renewal job', () => {
  it('renews a due policy once, with a renewed change, an enrollment and the EOI to the manager', async () => {
    const policy = await h.ownPolicy('own-policy');
    const renewal = policy.policyRenewalDate.date as string;
    // The day before, Maya's policy is not due (Priya's, renewing sooner, is).
    onDay(new Date(Date.parse(renewal) - DAY_MS).toISOString().slice(0, 10));
    await server.app.jobs.runPolicyJobs();
    expect(await h.changes(policy.policyId)).toHaveLength(0);

    onDay(renewal);
    expect(await server.app.jobs.runPolicyJobs()).toMatchObject({ renewed: 1, refunds: 0 });
    expect(await server.app.jobs.runPolicyJobs()).toMatchObject({ renewed: 0, refunds: 0 });

    expect(await h.row(policy.policyId)).toMatchObject({
      status: 'active',
      renew: true,
      policyStartDate: renewal,
      policyEndDate: addYears(renewal, 1),
      policyRenewalDate: addYears(renewal, 1),
    });
    const changes = await h.changes(policy.policyId);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: 'renewed',
      effectiveDate: renewal,
      amountCents: 16800,
    });
    const mails = await policyMailsTo(LAKESHORE);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Renewed evidence of insurance: Maya Thompson, 1402 Regent St');
    expect(mails[0]!.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf' }),
    ]);
    const terms = await server.handle.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.currentTermStartDate, renewal));
    expect(terms).toHaveLength(1);

    // The tenant sees the new term as active.
    const now = await h.ownPolicy('own-policy');
    expect(now).toMatchObject({ policyId: policy.policyId, isActive: true });
    expect(now.policyStartDate.date).toBe(renewal);
  });

  it('two runs at once renew once', async () => {
    const policy = await h.ownPolicy('association-member');
    onDay(policy.policyRenewalDate.date);
    const results = await Promise.all([
      renewPolicy(jobCtx(), policy.policyId),
      renewPolicy(jobCtx(), policy.policyId),
      server.app.jobs.runPolicyJobs(),
    ]);
    const renewedByCalls = results.filter((r) => r === true).length;
    const renewedByPass = (results[2] as { renewed: number }).renewed;
    expect(renewedByCalls + renewedByPass).toBe(1);
    expect(await h.changes(policy.policyId)).toHaveLength(1);
    expect(await policyMailsTo(RESIDENTS)).toHaveLength(1);
  });

  it('does not renew a policy with renewal off, nor a cancelled one', async () => {
    const maya = await h.ownPolicy('own-policy');
    await h.call('PUT', `/v2/policy/update/${maya.policyId}`, await h.token('own-policy'), {
      renew: false,
    });
    const priya = await h.ownPolicy('association-member');
    await h.call(
      'PUT',
      `/v2/policy/cancel/${priya.policyId}`,
      await h.token('association-member'),
      {
        reason: 'Moving abroad',
      },
    );
    onDay(maya.policyRenewalDate.date);
    expect((await server.app.jobs.runPolicyJobs()).renewed).toBe(0);
    expect(await h.row(maya.policyId)).toMatchObject({
      policyEndDate: maya.policyRenewalDate.date,
    });
    expect((await h.changes(priya.policyId)).map((c) => c.kind)).toEqual(['cancelled']);
  });

  it('a locked policy still renewing (Priya) renews, and the lock ends with the old term', async () => {
    const policy = await h.ownPolicy('association-member');
    onDay(policy.policyRenewalDate.date);
    expect((await server.app.jobs.runPolicyJobs()).renewed).toBe(1);
    expect(await h.row(policy.policyId)).toMatchObject({ renewalLocked: false, renew: true });
    expect((await policyMailsTo(RESIDENTS))[0]!.attachments[0]!.contentType).toBe(
      'application/pdf',
    );
  });
});
