// A gate of `npm test`: the contract fuzzer, second half (see contractFuzz.test.ts). Counts
// (2026-11-27, this 2-core machine): 39 of the 79 operations, 500 requests each (19,500); about 24
// s alone, about 40 s beside contractFuzz.test.ts.
import { contractFuzzSuite } from '../../helpers/contractFuzzSuite';

contractFuzzSuite(2, 2);
