// Pet damage: the sandbox carrier offers it exactly where the screens show it (one list of
// states, COVERAGE_COPY.petDamageHiddenStates).
import { cueParameters } from '../../../src/server/adapters/carrier/sandbox/rating';
import { COVERAGE_COPY, US_STATES } from '../../../src/domain/constants';

const offered = (state: string) =>
  cueParameters(state).find((p) => p.name === 'hasPetDamage')?.value;

describe('pet damage states', () => {
  it('is not offered where the screens hide it, and offered everywhere else', () => {
    for (const { code } of US_STATES) {
      const hidden = (COVERAGE_COPY.petDamageHiddenStates as readonly string[]).includes(code);
      expect([code, offered(code)]).toEqual([code, hidden ? 'N' : 'Y']);
    }
    expect(offered('NC')).toBe('N');
    expect(offered('CT')).toBe('N');
  });
});
