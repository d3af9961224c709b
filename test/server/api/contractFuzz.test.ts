// A gate of `npm test`: the contract fuzzer (test/helpers/contractFuzzSuite.ts; requests from
// test/helpers/contractFuzz.ts with fast-check). This file fuzzes the operations at even indexes
// of openapi.yaml, contractFuzz2.test.ts the others, so jest's two workers run them side by side.
// Counts (2026-11-27, this 2-core machine): 40 of the 79 operations, 500 requests each (20,000),
// anonymous, as Maya and, for staff calls, as the demo staff member; about 24 s alone, about 40 s
// beside contractFuzz2 (both cores busy).
import { contractFuzzSuite } from '../../helpers/contractFuzzSuite';

contractFuzzSuite(1, 2);
