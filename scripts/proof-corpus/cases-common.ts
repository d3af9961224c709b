// Helpers shared by the corpus page lists (./cases-dev.ts, ./cases-holdout.ts).
import { corpusCase, type Spec } from './build';
import type { Scan } from './model';

export const scan = (dpi: Scan['dpi'], rotate: number, extra: Partial<Scan> = {}): Scan => ({
  dpi,
  rotate,
  blur: 0.5,
  noise: 0.01,
  paper: 248,
  encoding: 'jpeg',
  ...extra,
});

export const fail = (found: string | null) => ({ verdict: 'fail' as const, found });

export const dev = (spec: Omit<Spec, 'holdout'>) => corpusCase({ ...spec, holdout: false });
export const held = (spec: Omit<Spec, 'holdout'>) => corpusCase({ ...spec, holdout: true });

export const YEAR = { start: '2026-09-01', end: '2027-09-01' };
/** The second held-out set: held out, and made after the reader was developed. */
export const fresh = (spec: Omit<Spec, 'holdout' | 'fresh'>) =>
  corpusCase({ ...spec, holdout: true, fresh: true });
