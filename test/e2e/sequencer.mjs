// The browser tests share one server and its demo data, and some change a demo tenant for good
// (twoFactor.e2e.ts turns on Priya's two-factor). Jest's default order follows past durations and
// failures, so it changes from run to run; this runs the files in name order, the same every time:
// dashboard.e2e.ts (which signs Priya in) always before twoFactor.e2e.ts.
import Sequencer from '@jest/test-sequencer';

export default class ByName extends (Sequencer.default ?? Sequencer) {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
}
