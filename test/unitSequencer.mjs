// The order jest's two workers take the unit test files in: the longest first, so the run does not
// end with one worker finishing a long file while the other has nothing left. Jest orders by the
// durations it cached from earlier runs, or by file size when it has none (a fresh clone), which
// put the contract fuzzer (two short files, half a minute each) last. The files below come first,
// longest first; the rest follow in jest's own order. A file missing here only runs later; the
// seconds are one file's time beside the other worker (npm test, 2026-11-29).
import Sequencer from '@jest/test-sequencer';

const SECONDS = {
  'server/api/contractFuzz.test.ts': 35,
  'server/api/contractFuzz2.test.ts': 32,
  'server/api/otherTenantIds.test.ts': 31,
  'server/proofs/corpus.test.ts': 29,
  'server/api/hostilePdfs.test.ts': 23,
  'server/api/hostileInput.test.ts': 20,
  'server/shutdown.test.ts': 17,
  'server/api/purchase.test.ts': 15,
  'client/session.test.tsx': 13,
  'client/claims.test.tsx': 13,
  'server/api/dashboardLeaseFacts.test.ts': 12,
  'tooling/clockScript.test.ts': 12,
  'server/api/hostileProofs.test.ts': 11,
  'client/upload/policy.test.tsx': 11,
  'client/onboarding/address.test.tsx': 11,
  'server/api/sandboxClock.test.ts': 11,
  'client/dashboardActions.test.tsx': 10,
  'server/proofs/verify.test.ts': 10,
};

const seconds = (test) => SECONDS[test.path.slice(test.path.lastIndexOf('/test/') + 6)] ?? 0;

export default class LongestFirst extends (Sequencer.default ?? Sequencer) {
  async sort(tests) {
    const usual = await super.sort(tests);
    const position = new Map(usual.map((test, index) => [test, index]));
    return [...usual].sort((a, b) => seconds(b) - seconds(a) || position.get(a) - position.get(b));
  }
}
