// The notices of the policy year that are not about a payment, each sent once: our
// renewal announced 30 days ahead, an uploaded policy's end (the renewed proof asked for) and its
// lapse (tenant and manager), on PGlite and PostgreSQL, with two passes at once.
import { and, eq, like } from 'drizzle-orm';
import { addDays, addYears } from '../../../src/domain/calendar';
import { carrierFromConfig } from '../../../src/server/adapters/carrier';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import {
  leases,
  policyNotices,
  scheduledPayments,
  thirdPartyPolicies,
} from '../../../src/server/db/schema';
import { announceRenewal } from '../../../src/server/jobs/renewalNotices';
import { noticeUpload } from '../../../src/server/jobs/uploadNotices';
import { PRAIRIE_PINE, policyHelpers, us } from '../../helpers/policies';
import { postgresUrl, useTestServer } from '../../helpers/server';

const MAYA = demoAccount('own-policy').email;
const PRIYA = demoAccount('association-member').email;
const SOFIA = demoAccount('third-party').email;

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const h = policyHelpers(server);
    const db = () => server.handle.db;
    const ctx = () => ({
      db: db(),
      now: () => server.clock.now,
      mail: server.app.jobs.mail,
      config: server.config,
      carrier: carrierFromConfig(server.config, server.handle.db),
    });
    const onDay = (iso: string) => {
      server.clock.now = new Date(`${iso}T14:00:00Z`);
    };
    const subjects = async (to: string) =>
      (await h.mailsTo(to)).map((m) => m.subject).filter((s) => !s.startsWith('Coverage report'));
    const upload = async (number: string) => {
      const rows = await db()
        .select()
        .from(thirdPartyPolicies)
        .where(eq(thirdPartyPolicies.carrierPolicyNumber, number));
      return rows.sort((a, b) => a.startDate.localeCompare(b.startDate))[0]!;
    };
    /** Sofia's Lemonade terms cover past State Farm's end: withdrawn, State Farm is her only cover. */
    const withoutLemonade = () =>
      db()
        .update(thirdPartyPolicies)
        .set({ enabled: false })
        .where(eq(thirdPartyPolicies.carrierPolicyNumber, 'LP-TX-4471902'));

    it('announces the renewal 30 days ahead, once, with the new term, price and the switch', async () => {
      const policy = await h.ownPolicy('own-policy');
      const renewal: string = policy.policyRenewalDate.date;
      onDay(addDays(renewal, -31));
      expect((await server.app.jobs.runPolicyJobs()).renewalNotices).toBe(0);
      expect(await subjects(MAYA)).toEqual([]);

      onDay(addDays(renewal, -30));
      expect((await server.app.jobs.runPolicyJobs()).renewalNotices).toBe(1);
      expect((await server.app.jobs.runPolicyJobs()).renewalNotices).toBe(0);
      onDay(addDays(renewal, -3));
      expect((await server.app.jobs.runPolicyJobs()).renewalNotices).toBe(0);

      const mails = (await h.mailsTo(MAYA)).filter((m) => m.subject.includes('renews'));
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe(`Your policy renews on ${us(renewal)}`);
      expect(mail.textBody).toContain(
        `The new term runs from ${us(renewal)} to ${us(addYears(renewal, 1))}.`,
      );
      expect(mail.textBody).toContain('The premium for the new term is $168.00.');
      expect(mail.textBody).toContain('Monthly plan');
      expect(mail.textBody).toContain(
        `turn off Auto-renewal on your dashboard before ${us(renewal)}: ${server.config.publicUrl}/tenant/dashboard`,
      );
      const keys = await db()
        .select()
        .from(policyNotices)
        .where(like(policyNotices.key, 'renewal-notice:%'));
      expect(keys.map((k) => k.key)).toContain(
        `renewal-notice:policy:${policy.policyId}:${renewal}`,
      );

      // One truth: what the notice says is charged on the renewal date is what the renewal
      // schedules, to the cent and the day.
      const said =
        /the first payment of \$([\d.,]+) is charged to your payment method on file on (\S+)\./.exec(
          mail.textBody,
        );
      expect(said).not.toBeNull();
      onDay(renewal);
      expect((await server.app.jobs.runPolicyJobs()).renewed).toBe(1);
      const [first] = await db()
        .select()
        .from(scheduledPayments)
        .where(
          and(
            eq(scheduledPayments.policyId, policy.policyId),
            eq(scheduledPayments.kind, 'renewal'),
            eq(scheduledPayments.sequence, 1),
          ),
        );
      expect((first!.amountCents / 100).toFixed(2)).toBe(said![1]!.replace(/,/g, ''));
      expect(us(first!.dueDate)).toBe(said![2]);
    });

    it('two passes at once announce once', async () => {
      const policy = await h.ownPolicy('own-policy');
      onDay(addDays(policy.policyRenewalDate.date, -20));
      const results = await Promise.all([
        announceRenewal(ctx(), policy.policyId),
        announceRenewal(ctx(), policy.policyId),
        server.app.jobs.runPolicyJobs(),
      ]);
      const byCalls = results.slice(0, 2).filter((r) => r === true).length;
      const byPass = (results[2] as { renewalNotices: number }).renewalNotices;
      expect(byCalls + byPass).toBe(1);
      expect((await h.mailsTo(MAYA)).filter((m) => m.subject.includes('renews'))).toHaveLength(1);
    });

    it('a locked renewal says it cannot be turned off; renewal off announces nothing', async () => {
      const priya = await h.ownPolicy('association-member');
      const maya = await h.ownPolicy('own-policy');
      await h.call('PUT', `/v2/policy/update/${maya.policyId}`, await h.token('own-policy'), {
        renew: false,
      });
      onDay(addDays(priya.policyRenewalDate.date, -30));
      await server.app.jobs.runPolicyJobs();
      const [mail] = (await h.mailsTo(PRIYA)).filter((m) => m.subject.includes('renews'));
      expect(mail!.textBody).toContain(
        `Auto-renewal is on: your policy renews on ${us(priya.policyRenewalDate.date)}. It is locked within 90 days`,
      );
      expect(mail!.textBody).not.toContain('turn off Auto-renewal on your dashboard');
      onDay(addDays(maya.policyRenewalDate.date, -10));
      await server.app.jobs.runPolicyJobs();
      expect((await h.mailsTo(MAYA)).filter((m) => m.subject.includes('renews'))).toEqual([]);
    });

    it("asks for an upload's renewed proof once, not when the renewal is on file", async () => {
      const stateFarm = await upload('98-BT-2201-5');
      const lemonade = await upload('LP-TX-4471902');
      await withoutLemonade();
      onDay(addDays(stateFarm.endDate, -31));
      expect((await server.app.jobs.runPolicyJobs()).uploadReminders).toBe(0);
      onDay(addDays(stateFarm.endDate, -30));
      expect((await server.app.jobs.runPolicyJobs()).uploadReminders).toBe(1);
      expect((await server.app.jobs.runPolicyJobs()).uploadReminders).toBe(0);
      const [mail, ...more] = await h.mailsTo(SOFIA);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(`Your renters insurance ends on ${us(stateFarm.endDate)}`);
      expect(mail!.textBody).toContain(
        `${server.config.publicUrl}/tenant/upload?renew=${stateFarm.id}`,
      );
      // Withdrawn, Lemonade is asked nothing.
      onDay(addDays(lemonade.endDate, -5));
      expect((await noticeUpload(ctx(), lemonade.id)) ?? 'none').toBe('none');
    });

    it("Lemonade's renewal on file: nothing asked at its end", async () => {
      const lemonade = await upload('LP-TX-4471902');
      onDay(addDays(lemonade.endDate, -5));
      expect((await noticeUpload(ctx(), lemonade.id)) ?? 'none').toBe('none');
      onDay(addDays(lemonade.endDate, 1));
      expect((await noticeUpload(ctx(), lemonade.id)) ?? 'none').toBe('none');
    });

    it('an ended upload with no new proof is a lapse, told to tenant and manager once each', async () => {
      const stateFarm = await upload('98-BT-2201-5');
      await withoutLemonade();
      // Her lease runs past the policy's end (the seed's ends sooner: see the next test).
      await db()
        .update(leases)
        .set({ leaseEnd: addDays(stateFarm.endDate, 200) })
        .where(eq(leases.id, stateFarm.leaseId!));
      onDay(addDays(stateFarm.endDate, 1));
      const [a, b] = await Promise.all([
        noticeUpload(ctx(), stateFarm.id),
        server.app.jobs.runPolicyJobs(),
      ]);
      expect((a === 'lapse' ? 1 : 0) + b.lapses).toBe(1);
      expect((await server.app.jobs.runPolicyJobs()).lapses).toBe(0);
      expect(await subjects(SOFIA)).toEqual(['Your renters insurance has lapsed']);
      expect(await subjects(PRAIRIE_PINE)).toEqual(['Insurance lapsed: Sofia Ramirez']);
      const [tenantMail] = await h.mailsTo(SOFIA);
      expect(tenantMail!.textBody).toContain(`ended on ${us(stateFarm.endDate)}`);
      expect(tenantMail!.textBody).toContain('We have told Prairie & Pine Residential.');
      const [managerMail] = (await h.mailsTo(PRAIRIE_PINE)).filter((m) =>
        m.subject.startsWith('Insurance lapsed'),
      );
      expect(managerMail!.textBody).toContain('2201 S Lamar Blvd, Unit 214');

      // The dashboard's answer says so too.
      const answer = await server.call({
        method: 'GET',
        url: '/v2/third-party-policies',
        headers: { token: await server.signIn(SOFIA, DEMO_PASSWORD) },
      });
      const listed = answer
        .json()
        .thirdPartyPolicies.find((p: { id: number }) => p.id === stateFarm.id);
      expect(listed).toMatchObject({ is_lapsed: true, is_expiring_soon: false });

      // Long after, it is history: nothing more is sent.
      onDay(addDays(stateFarm.endDate, 60));
      expect((await server.app.jobs.runPolicyJobs()).lapses).toBe(0);
    });

    it('a lease that ended before the policy: the tenant is told, the manager is not', async () => {
      const stateFarm = await upload('98-BT-2201-5');
      await withoutLemonade();
      onDay(addDays(stateFarm.endDate, 3));
      expect((await server.app.jobs.runPolicyJobs()).lapses).toBe(1);
      expect(await subjects(SOFIA)).toEqual(['Your renters insurance has lapsed']);
      expect((await h.mailsTo(SOFIA))[0]!.textBody).not.toContain('We have told');
      expect(await subjects(PRAIRIE_PINE)).toEqual([]);
    });

    it('no reminder nor lapse while another policy covers the lease from the day after', async () => {
      const stateFarm = await upload('98-BT-2201-5');
      // Sofia's Lemonade terms (same lease) run past State Farm's end: she stays covered.
      onDay(addDays(stateFarm.endDate, -30));
      expect((await server.app.jobs.runPolicyJobs()).uploadReminders).toBe(0);
      onDay(addDays(stateFarm.endDate, 2));
      expect((await server.app.jobs.runPolicyJobs()).lapses).toBe(0);
      expect(await subjects(SOFIA)).toEqual([]);
      expect(await subjects(PRAIRIE_PINE)).toEqual([]);
    });
  });
}

suite('policy notices, on PGlite', {});
if (postgresUrl) suite('policy notices, on PostgreSQL (DATABASE_URL)', { postgres: true });
