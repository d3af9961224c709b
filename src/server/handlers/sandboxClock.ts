// The sandbox clock's controls (docs/jobs.md "The sandbox clock", as Stripe's test clocks): read the
// app's time, and move it forward for every replica. Unlike the other /sandbox calls (stand-ins
// for services the browser calls, open to all), moving it changes every tenant's dates, charges
// payments and signs people out, so on a public demo an anonymous visitor must not: both calls
// take a staff session (the staff console's, with its authenticator code), and each move is
// recorded in the staff actions. Whoever runs the machine can also use `npm run clock`
// (scripts/clock.ts).
import { DAY_MS } from '../../domain/calendar';
import type { FastifyBaseLogger } from 'fastify';
import { requireStaff } from '../auth/context';
import { recordStaffAction } from '../auth/staff';
import { ClockError, checkAdvance } from '../clock';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../errors';
import type { Jobs } from '../jobs/worker';
import type { Handlers } from './types';

const HOUR_MS = 3_600_000;

export const NO_SANDBOX_CLOCK =
  'There is no sandbox clock: the app uses a real payments provider (PAYMENTS_PROVIDER=stripe).';

/**
 * The jobs the move made due, run before answering so the person sees their effect on the next
 * screen (the worker would run them within its own intervals anyway): the policy jobs (renewals,
 * notices), the payment jobs (cancellations for non-payment, expiring cards), then billing (the
 * payments now due, and the renewals' first payments).
 * A failure is the worker's to retry: the clock has moved.
 */
async function runDueJobs(jobs: Jobs, log: FastifyBaseLogger): Promise<void> {
  try {
    await jobs.runPolicyJobs();
    await jobs.runPaymentJobs();
    await jobs.runBilling();
  } catch (error) {
    log.warn({ err: error }, 'jobs after a clock move failed; the worker runs them again');
  }
}

export function sandboxClockHandlers(ctx: AppContext): Handlers {
  const sandboxOnly = () => {
    if (ctx.config.services.payments !== 'sandbox') {
      throw notFound(NO_SANDBOX_CLOCK, 'SANDBOX_CLOCK_UNAVAILABLE');
    }
  };
  const answer = () => ({ now: ctx.now().toISOString(), offsetMs: ctx.clock.offsetMs() });

  return {
    async getSandboxClock(request) {
      requireStaff(request);
      sandboxOnly();
      // Another replica or `npm run clock` may have moved it since this one last looked.
      await ctx.clock.refresh();
      return answer();
    },

    async advanceSandboxClock(request) {
      const staff = requireStaff(request);
      sandboxOnly();
      const days = request.body.days ?? 0;
      const hours = request.body.hours ?? 0;
      const total = days * DAY_MS + hours * HOUR_MS;
      let offsetMs = ctx.clock.offsetMs();
      try {
        checkAdvance(total);
        // A day at a time, each followed by the jobs it made due, as the days would pass: a
        // payment declined on its date is retried 3, 5 and 7 days later with each attempt
        // recorded on its own day, and the non-payment notice counts from the last one. One jump
        // would try them all at the end, on one date.
        for (let left = total; left > 0; left -= DAY_MS) {
          offsetMs = await ctx.clock.advance(Math.min(DAY_MS, left));
          await runDueJobs(ctx.jobs, request.log);
        }
      } catch (error) {
        if (error instanceof ClockError) throw badRequest(error.message, 'CLOCK_NOT_MOVED');
        throw error;
      }
      await recordStaffAction(ctx.db, {
        staffId: staff.staffId,
        action: 'clock-advanced',
        detail: { days, hours, offsetMs },
        at: ctx.now(),
      });
      return answer();
    },
  };
}
