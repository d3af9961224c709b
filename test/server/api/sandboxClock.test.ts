// The sandbox clock's controls (docs/jobs.md "The sandbox clock"): GET /sandbox/clock tells the
// app's time, POST moves it forward for every app on the database (staff only), runs what became
// due, and is refused backwards, by nothing, too far, and with a real payments provider.
import type { FastifyInstance } from 'fastify';
import { asc, desc, eq } from 'drizzle-orm';
import { buildApp } from '../../../src/server/app';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import {
  policies,
  sandboxClock,
  scheduledPayments,
  transactions,
} from '../../../src/server/db/schema';
import { staffActions } from '../../../src/server/db/staffSchema';
import { sandboxPayments } from '../../../src/server/adapters/payments/sandbox';
import { addDays } from '../../../src/domain/calendar';
import { paymentHelpers } from '../../helpers/paymentMethods';
import { DAY_MS, policyHelpers } from '../../helpers/policies';
import { postgresUrl, useTestServer, type TestServer } from '../../helpers/server';
import { staffToken as staffSession } from '../../helpers/staffSession';
import { APP_TIME_HEADER } from '../../../src/domain/appTime';

jest.setTimeout(30_000);

/** A staff session; the clock then moves on a step, so the next log-in has a code of its own. */
async function staffToken(server: TestServer): Promise<string> {
  const token = await staffSession(server);
  server.advance(30_000);
  return token;
}

/** Saves fine; every charge on it is declined (docs/payments-sandbox.md). */
const CHARGES_DECLINED = '4000000000000341';

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const h = policyHelpers(server);
    const pay = paymentHelpers(server);

    // The staff session the reads use, signed in again when a move or a new test ended it.
    let reader: string | null = null;
    const read = async (app?: FastifyInstance): Promise<{ now: string; offsetMs: number }> => {
      reader ??= await staffToken(server);
      const request = {
        method: 'GET' as const,
        url: '/sandbox/clock',
        headers: { stafftoken: reader },
      };
      const answer = app ? await app.inject(request) : await server.call(request);
      if (answer.statusCode === 401) {
        reader = null;
        return read(app);
      }
      expect(answer.statusCode).toBe(200);
      return answer.json() as { now: string; offsetMs: number };
    };
    const move = (payload: unknown, staff: string | null) =>
      server.call({
        method: 'POST',
        url: '/sandbox/clock',
        headers: staff ? { stafftoken: staff } : {},
        payload: payload as Record<string, unknown>,
      });

    // The app's clock never goes back, but each test starts from the seeded rows: the row is put
    // back to where this app's clock is, so a test moves it from there (tests run in this order).
    beforeEach(async () => {
      const { offsetMs } = await read();
      if (offsetMs > 0) {
        await server.handle.db
          .insert(sandboxClock)
          .values({ id: 1, offsetMs, updatedAt: server.clock.now })
          .onConflictDoUpdate({ target: sandboxClock.id, set: { offsetMs } });
      }
    });

    it("tells the app's time: the machine's plus the offset", async () => {
      const clock = await read();
      expect(Date.parse(clock.now)).toBe(server.clock.now.getTime() + clock.offsetMs);
      expect(clock.offsetMs).toBeGreaterThanOrEqual(0);
    });

    it('is moved by staff only: not by a visitor, nor a tenant session', async () => {
      const before = await read();
      const visitor = await move({ days: 1 }, null);
      expect(visitor.statusCode).toBe(401);
      expect((await server.call({ method: 'GET', url: '/sandbox/clock' })).statusCode).toBe(401);
      const tenant = await server.login(demoAccount('partner-policy').email, DEMO_PASSWORD);
      const asTenant = await server.call({
        method: 'POST',
        url: '/sandbox/clock',
        headers: { token: tenant },
        payload: { days: 1 },
      });
      expect(asTenant.statusCode).toBe(401);
      // A tenant's token in the staff header is not a staff session either.
      expect((await move({ days: 1 }, tenant)).statusCode).toBe(401);
      expect(await read()).toEqual({ ...before, now: expect.any(String) });
      expect((await read()).offsetMs).toBe(before.offsetMs);
    });

    it("charges what fell due before answering: Maya's next installment", async () => {
      const maya = await h.ownPolicy('own-policy');
      const rows = () =>
        server.handle.db
          .select()
          .from(scheduledPayments)
          .where(eq(scheduledPayments.policyId, maya.policyId))
          .orderBy(asc(scheduledPayments.sequence));
      const [next, after] = await rows();
      expect(next).toMatchObject({ sequence: 5, status: 'scheduled' });
      const today = Date.parse((await read()).now);
      expect(Date.parse(`${next!.dueDate}T23:59:59Z`)).toBeGreaterThan(today);
      // Two days on, the next installment (due the seed's tomorrow) is due; the one after is not.
      expect((await move({ days: 2 }, await staffToken(server))).statusCode).toBe(200);
      const [paid, later] = await rows();
      expect(paid).toMatchObject({ id: next!.id, status: 'paid', attempts: 1 });
      expect(later).toMatchObject({ id: after!.id, status: 'scheduled', attempts: 0 });
      const recorded = await server.handle.db
        .select()
        .from(transactions)
        .where(eq(transactions.id, paid!.transactionId!));
      expect(recorded).toEqual([
        expect.objectContaining({ policyId: maya.policyId, status: 'SUCCEEDED' }),
      ]);
    });

    it('walks a long move a day at a time: each retry of a decline on its own day', async () => {
      const maya = await h.ownPolicy('own-policy');
      const token = await server.login(demoAccount('own-policy').email, DEMO_PASSWORD);
      const saved = await pay.update(token, {
        stripeConfirmationToken: await pay.tokenFor(CHARGES_DECLINED),
      });
      expect(saved.json()).toEqual({ success: true, status: 'succeeded' });
      const [next] = await server.handle.db
        .select()
        .from(scheduledPayments)
        .where(eq(scheduledPayments.policyId, maya.policyId))
        .orderBy(asc(scheduledPayments.sequence))
        .limit(1);
      // Due tomorrow by the app's clock (earlier moves of this file may have passed the seed's).
      const started = new Date((await read()).now);
      const due = addDays(started.toISOString().slice(0, 10), 1);
      await server.handle.db
        .update(scheduledPayments)
        .set({ dueDate: due, nextAttemptDate: due })
        .where(eq(scheduledPayments.id, next!.id));
      const days = 1;
      expect((await move({ days: days + 8 }, await staffToken(server))).statusCode).toBe(200);
      const failed = await server.handle.db
        .select()
        .from(transactions)
        .where(eq(transactions.policyId, maya.policyId))
        .orderBy(asc(transactions.id));
      const declines = failed.filter((t) => t.status === 'FAILED' && t.createdAt >= started);
      // The due date's try and the retries 3, 5 and 7 days after it, each on its own day.
      expect(declines.map((t) => t.createdAt.toISOString().slice(0, 10))).toEqual(
        [0, 3, 5, 7].map((n) => addDays(due, n)),
      );
      const [row] = await server.handle.db
        .select()
        .from(scheduledPayments)
        .where(eq(scheduledPayments.id, next!.id));
      expect(row).toMatchObject({ status: 'failed', attempts: 4 });
    });

    it('runs the jobs it made due before answering: a renewal on the new date', async () => {
      const policy = await h.ownPolicy('own-policy');
      // The seed renews Maya's policy eight months from now: walking there would run every job
      // on some 240 days, where this test is about the one renewal (every job run on each day of
      // a walk is the retry test's and the 30-day moves'). Her term ends three days after the
      // app's today instead (a renewing policy's end date is its renewal date).
      const renewalDate = addDays((await read()).now.slice(0, 10), 3);
      await server.handle.db
        .update(policies)
        .set({ policyRenewalDate: renewalDate, policyEndDate: renewalDate })
        .where(eq(policies.id, policy.policyId));
      const renewal = Date.parse(`${renewalDate}T12:00:00Z`);
      const staff = await staffToken(server);
      const days = Math.ceil((renewal - Date.parse((await read()).now)) / DAY_MS);
      expect(days).toBeGreaterThan(0);
      expect(await h.changes(policy.policyId)).toHaveLength(0);
      const runs = jest.spyOn(server.app.jobs, 'runPolicyJobs');
      const billing = jest.spyOn(server.app.jobs, 'runBilling');
      try {
        expect((await move({ days }, staff)).statusCode).toBe(200);
        // A day at a time, each day's jobs after it.
        expect(runs).toHaveBeenCalledTimes(days);
        expect(billing).toHaveBeenCalledTimes(days);
      } finally {
        runs.mockRestore();
        billing.mockRestore();
      }
      const changes = await h.changes(policy.policyId);
      expect(changes.map((c) => c.kind)).toEqual(['renewed']);
      const [renewed] = await server.handle.db
        .select()
        .from(policies)
        .where(eq(policies.id, policy.policyId));
      expect(renewed).toMatchObject({ policyStartDate: renewalDate });
    });

    it('is seen by a second app on the same database once it reads the clock again', async () => {
      const other = await buildApp({
        config: server.config,
        db: server.handle.db,
        now: () => server.clock.now,
        backgroundJobs: false,
      });
      try {
        await other.ready();
        const before = await read(other);
        const staff = await staffToken(server);
        expect((await move({ days: 3 }, staff)).statusCode).toBe(200);
        // GET reads the row again; the worker does so every round (POLL_MS).
        expect((await read(other)).offsetMs).toBe(before.offsetMs + 3 * DAY_MS);
        await other.jobs.runPolicyJobs();
        expect((await read(other)).offsetMs).toBe((await read()).offsetMs);
      } finally {
        await other.close();
      }
    });

    it('tells the screens the moved time in every answer, and nothing before a move', async () => {
      const version = () => server.call({ method: 'GET', url: '/version' });
      if ((await read()).offsetMs === 0) {
        expect((await version()).headers[APP_TIME_HEADER]).toBeUndefined();
      }
      expect((await move({ days: 1 }, await staffToken(server))).statusCode).toBe(200);
      const { offsetMs } = await read();
      const answer = await version();
      const told = Date.parse(String(answer.headers[APP_TIME_HEADER]));
      expect(told).toBe(server.clock.now.getTime() + offsetMs);
      expect(offsetMs).toBeGreaterThanOrEqual(DAY_MS);
    });

    it('moves forward by days and hours for the whole app, recorded as a staff action', async () => {
      const staff = await staffToken(server);
      const before = await read();
      const moved = await move({ days: 30, hours: 6 }, staff);
      expect(moved.statusCode).toBe(200);
      const step = 30 * DAY_MS + 6 * 3_600_000;
      expect(moved.json().offsetMs).toBe(before.offsetMs + step);
      expect(Date.parse(moved.json().now)).toBe(
        server.clock.now.getTime() + before.offsetMs + step,
      );
      expect((await read()).offsetMs).toBe(moved.json().offsetMs);
      // Kept in the database, where every replica reads it.
      const [row] = await server.handle.db.select().from(sandboxClock);
      expect(row!.offsetMs).toBeGreaterThanOrEqual(step);
      const [action] = await server.handle.db
        .select()
        .from(staffActions)
        .where(eq(staffActions.action, 'clock-advanced'))
        .orderBy(desc(staffActions.id));
      expect(action).toMatchObject({ detail: { days: 30, hours: 6 } });
      // The staff session (8 hours) has ended on the moved clock: signed out, as every session.
      const again = await move({ hours: 1 }, staff);
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe('SESSION_EXPIRED');
      // The authenticator still works: its codes follow the machine's time, not the app's.
      expect((await move({ hours: 1 }, await staffToken(server))).statusCode).toBe(200);
    });

    it("keeps a tenant's authenticator codes working after a jump", async () => {
      const maya = demoAccount('own-policy');
      // 30 days on, Maya's 10-day grace for two-factor has passed: she must set it up.
      expect((await move({ days: 30 }, await staffToken(server))).statusCode).toBe(200);
      const first = await server.call({
        method: 'POST',
        url: '/v2/account/login',
        payload: { email: maya.email, password: DEMO_PASSWORD },
      });
      expect(first.json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
      // Set up and then challenged with an authenticator app's codes (the machine's time).
      await server.signIn(maya.email, DEMO_PASSWORD);
      const again = await server.call({
        method: 'POST',
        url: '/v2/account/login',
        payload: { email: maya.email, password: DEMO_PASSWORD },
      });
      expect(again.json().code).toBe('TWO_FACTOR_CHALLENGE');
      expect(await server.signIn(maya.email, DEMO_PASSWORD)).toEqual(expect.any(String));
    });

    it('refuses backwards, nothing, too far and anything but days and hours', async () => {
      const staff = await staffToken(server);
      const before = await read();
      for (const payload of [
        { days: -1 },
        { hours: -0.5 },
        {},
        { days: 733 },
        { hours: 17_569 },
        { days: null },
        { days: 1, minutes: 5 },
        { offsetMs: -86_400_000 },
      ]) {
        const answer = await move(payload, staff);
        expect([JSON.stringify(payload), answer.statusCode]).toEqual([
          JSON.stringify(payload),
          400,
        ]);
      }
      for (const payload of [{ days: 0 }, { days: 0, hours: 0 }, { days: 732, hours: 1 }]) {
        const answer = await move(payload, staff);
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({
          message: 'Move the clock forward by a positive amount of at most two years.',
          code: 'CLOCK_NOT_MOVED',
        });
      }
      expect((await read()).offsetMs).toBe(before.offsetMs);
      // Two years at once is the most, walked a day at a time. The days' jobs stand still here:
      // running them all on 732 days took 20 to 25 s per database, and what they do on each day
      // is the other tests' (the retries, the renewal, the installment).
      const jobs = server.app.jobs;
      const spies = [
        jest.spyOn(jobs, 'runPolicyJobs').mockResolvedValue({
          renewed: 0,
          refunds: 0,
          renewalNotices: 0,
          uploadReminders: 0,
          lapses: 0,
          coverageReports: 0,
        }),
        jest.spyOn(jobs, 'runPaymentJobs').mockResolvedValue({ cancelled: 0, cardNotices: 0 }),
        jest
          .spyOn(jobs, 'runBilling')
          .mockResolvedValue({ paid: 0, declined: 0, voided: 0, errors: 0 }),
      ];
      try {
        expect((await move({ days: 732 }, staff)).json().offsetMs).toBe(
          before.offsetMs + 732 * DAY_MS,
        );
        for (const spy of spies) expect(spy).toHaveBeenCalledTimes(732);
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });

    it('does not exist with a real payments provider (PAYMENTS_PROVIDER=stripe)', async () => {
      const stripe = await buildApp({
        config: {
          ...server.config,
          services: { ...server.config.services, payments: 'stripe' },
        },
        db: server.handle.db,
        now: () => server.clock.now,
        // A stand-in provider: no Stripe keys in tests, and nothing here charges.
        payments: sandboxPayments({ db: server.handle.db, secrets: {} as never }),
        backgroundJobs: false,
      });
      try {
        await stripe.ready();
        await server.handle.db.delete(sandboxClock);
        const staff = await staffToken(server);
        const get = await stripe.inject({
          method: 'GET',
          url: '/sandbox/clock',
          headers: { stafftoken: staff },
        });
        expect(get.statusCode).toBe(404);
        expect(get.json().code).toBe('SANDBOX_CLOCK_UNAVAILABLE');
        const post = await stripe.inject({
          method: 'POST',
          url: '/sandbox/clock',
          headers: { stafftoken: staff },
          payload: { days: 1 },
        });
        expect(post.statusCode).toBe(404);
        expect(post.json().code).toBe('SANDBOX_CLOCK_UNAVAILABLE');
        expect(await server.handle.db.select().from(sandboxClock)).toEqual([]);
        // Nor does a row left by a sandbox run move its time.
        await server.handle.db.insert(sandboxClock).values({
          id: 1,
          offsetMs: 5 * DAY_MS,
          updatedAt: server.clock.now,
        });
        await stripe.jobs.runPolicyJobs();
        const staffMe = await stripe.inject({
          method: 'GET',
          url: '/v2/staff/me',
          headers: { stafftoken: staff },
        });
        expect(staffMe.statusCode).toBe(200);
      } finally {
        await stripe.close();
      }
    });
  });
}

suite('the sandbox clock, on PGlite', {});
if (postgresUrl) suite('the sandbox clock, on PostgreSQL (DATABASE_URL)', { postgres: true });
