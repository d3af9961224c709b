// The browser tests of one shard share one server and its demo data, and some change a demo
// tenant for good (twoFactor.e2e.ts turns on Priya's two-factor). Jest's default order follows
// past durations and failures, so it changes from run to run; this runs the files in name order,
// the same every time: dashboard.e2e.ts (which signs Priya in) always before twoFactor.e2e.ts.
//
// scripts/e2e.ts runs the files in shards, each with its own server and database. Files go to the
// shards by their usual duration (longest first, each to the least loaded shard), so the shards
// end together; a file not listed counts as 10 s. Seconds measured on 2026-11-30 (two shards
// beside the crash test).
import Sequencer from '@jest/test-sequencer';

const SECONDS = {
  'a11y.flows.e2e.ts': 35,
  // Every route, once per state, for the landing, axe and layout gates.
  'routes.e2e.ts': 40,
  'a11y.e2e.ts': 17,
  'upload.e2e.ts': 28,
  'purchase.e2e.ts': 23,
  // Starts a server of its own (the clock it moves is the whole app's).
  'billing.e2e.ts': 21,
  // Starts a server of its own (it deletes a demo tenant's account).
  'accountDeletion.e2e.ts': 15,
  'layout.e2e.ts': 5,
  'onboarding.e2e.ts': 19,
  'twoFactor.e2e.ts': 19,
  'dashboard.e2e.ts': 14,
  'prerender.e2e.ts': 14,
  'coverageStatus.e2e.ts': 13,
  'account.e2e.ts': 12,
  'audit.e2e.ts': 12,
  'fields.e2e.ts': 12,
  'session.e2e.ts': 11,
  'claims.e2e.ts': 10,
  'money.e2e.ts': 10,
  'replay.e2e.ts': 12,
  'consent.e2e.ts': 9,
  'paymentMethod.e2e.ts': 7,
  'staff.e2e.ts': 7,
  'coverageNames.e2e.ts': 6,
  'keyboard.e2e.ts': 6,
  'pwa.e2e.ts': 3,
  'verify.e2e.ts': 3,
};

const fileName = (test) => test.path.split('/').pop();
const seconds = (test) => SECONDS[fileName(test)] ?? 10;

export default class ByName extends (Sequencer.default ?? Sequencer) {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }

  shard(tests, { shardIndex, shardCount }) {
    const load = Array.from({ length: shardCount }, () => 0);
    const mine = [];
    const longestFirst = [...tests].sort(
      (a, b) => seconds(b) - seconds(a) || a.path.localeCompare(b.path),
    );
    for (const test of longestFirst) {
      const shard = load.indexOf(Math.min(...load));
      load[shard] += seconds(test);
      if (shard === shardIndex - 1) mine.push(test);
    }
    return mine;
  }
}
