import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { takeMockMismatches } from './mockedAnswers';

// findBy/waitFor wait 1 s by default. The suite runs two jest workers on two cores, and a screen's
// first render loads its lazy chunks: under that load a second is sometimes not enough, so the
// tests wait up to 5 s (a real failure still fails, only later).
configure({ asyncUtilTimeout: 5000 });

// A mocked answer the contract does not describe fails the test that gave it (mockedAnswers.ts).
afterEach(() => {
  const mismatches = takeMockMismatches();
  if (mismatches.length > 0) throw new Error(mismatches.join('\n\n'));
});
