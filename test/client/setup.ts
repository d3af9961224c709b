import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import * as React from 'react';
import { takeMockMismatches } from './mockedAnswers';

// findBy/waitFor wait 1 s by default. The suite runs two jest workers on two cores, and a screen's
// first render loads its lazy chunks: under that load a second is sometimes not enough, so the
// tests wait up to 5 s (a real failure still fails, only later).
configure({ asyncUtilTimeout: 5000 });

// React's development build captures a stack trace (an Error object) for each element it
// creates, so its warnings can name the owner components; a profile of a screen test spent a
// tenth of its time there. The tests read what is rendered, not those traces: React is told its
// budget of traces is spent (it then uses one shared placeholder), and nothing else changes.
const internals = (
  React as unknown as {
    __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: object;
  }
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
  configurable: true,
  get: () => 1e4,
  set: () => undefined,
});

// A mocked answer the contract does not describe fails the test that gave it (mockedAnswers.ts).
afterEach(() => {
  const mismatches = takeMockMismatches();
  if (mismatches.length > 0) throw new Error(mismatches.join('\n\n'));
});
