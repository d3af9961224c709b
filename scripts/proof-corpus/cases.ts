// The corpus pages: which layout, whose policy, which company's lease, how the carrier prints it,
// what is wrong with it (if anything), and whether it is held out from the reader's development.
import { DEV_PAGES_1 } from './cases-dev';
import { DEV_PAGES_2 } from './cases-dev-more';
import { EXTRA_PAGES } from './cases-extra';
import { FRESH_PAGES } from './cases-fresh';
import { HOLDOUT_PAGES } from './cases-holdout';
import type { CorpusCase } from './model';

export const CORPUS: CorpusCase[] = [
  ...DEV_PAGES_1,
  ...DEV_PAGES_2,
  ...HOLDOUT_PAGES,
  ...EXTRA_PAGES,
  ...FRESH_PAGES,
];
