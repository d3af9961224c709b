// The app's one clock ("time you can move"). Every handler and job reads the time from
// ctx.now(); in sandbox mode (PAYMENTS_PROVIDER=sandbox, the default) it runs ahead of the
// machine's by an offset kept in the database (sandbox_clock), so a person can watch a month of
// billing pass in the demo (`npm run clock -- --days 30`, or POST /sandbox/clock), as Stripe's
// test clocks do, and every replica agrees: each reads the row again every worker round. The
// clock never goes back. With a real payments provider there is no offset and no way to set one.
import { DAY_MS } from '../domain/calendar';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { sandboxClock } from './db/schema';

/** The most one call may move the clock: two years, past a whole policy year and its renewal. */
export const MAX_ADVANCE_MS = 2 * 366 * DAY_MS;

export interface AppClock {
  /** The app's time: the base clock plus the sandbox offset. */
  now(): Date;
  /**
   * The machine's own time, without the offset: only for what must agree with clocks outside the
   * app (an authenticator app's TOTP codes), never for business dates.
   */
  machineNow(): Date;
  /** How far ahead of the base clock, in ms (0 outside sandbox mode). */
  offsetMs(): number;
  /** Reads the offset again (another replica may have moved it). */
  refresh(): Promise<void>;
  /**
   * Moves the clock forward by `ms` for every process; answers the new offset. Refused (throws)
   * outside sandbox mode, for a negative or non-finite amount, or beyond MAX_ADVANCE_MS.
   */
  advance(ms: number): Promise<number>;
}

export class ClockError extends Error {}

/** Throws ClockError unless `ms` is a forward move the clock takes (at most MAX_ADVANCE_MS). */
export function checkAdvance(ms: number): void {
  if (!Number.isFinite(ms) || ms <= 0 || ms > MAX_ADVANCE_MS) {
    throw new ClockError('Move the clock forward by a positive amount of at most two years.');
  }
}

export function appClock({
  db,
  base,
  sandbox,
}: {
  db: Db;
  /** The machine's clock (tests inject their own). */
  base: () => Date;
  /** Sandbox mode: the offset is read and may be moved. */
  sandbox: boolean;
}): AppClock {
  let offset = 0;
  return {
    now: () => (offset === 0 ? base() : new Date(base().getTime() + offset)),
    machineNow: () => base(),
    offsetMs: () => offset,
    async refresh() {
      if (!sandbox) return;
      const [row] = await db.select({ offsetMs: sandboxClock.offsetMs }).from(sandboxClock);
      // Only forward: a stale read racing an advance made here never moves it back.
      offset = Math.max(offset, row?.offsetMs ?? 0);
    },
    async advance(ms) {
      if (!sandbox) throw new ClockError('The clock can only be moved in sandbox mode.');
      checkAdvance(ms);
      const step = Math.round(ms);
      const [row] = await db
        .insert(sandboxClock)
        .values({ id: 1, offsetMs: step, updatedAt: base() })
        .onConflictDoUpdate({
          target: sandboxClock.id,
          set: { offsetMs: sql`${sandboxClock.offsetMs} + ${step}`, updatedAt: base() },
        })
        .returning({ offsetMs: sandboxClock.offsetMs });
      offset = Math.max(offset, row!.offsetMs);
      return offset;
    },
  };
}
