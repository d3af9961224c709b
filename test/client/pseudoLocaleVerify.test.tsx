// The pseudo-locale gate (./pseudoLocale.ts) on the public verification page (/verify/{code}):
// every verification status with the sentence the server writes for it (in English: the page
// says it in its reader's language), an ending policy for each reason, a document out of date, a
// code not found or not a code, a failed load, the page while it asks, signed in, its language
// footer and its tab title. No form here: no field errors. The product's name, the policy number
// and the code are data.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { coverageStatus, type CoverageFacts } from '../../src/domain/policies/coverageStatus';
import { verificationEndsOn } from '../../src/domain/policies/verification';
import { account, signedInState } from './fixtures';
import { inPseudo, loadPseudoCatalogs, serverSays, untranslated } from './pseudoLocale';
import { networkFailure, renderApp, type ApiHandler } from './render';
import { statusSentence } from '../../src/domain/policies/statusSentence';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

jest.setTimeout(30_000);

/** A message of the `verify` catalog as the pseudo-locale shows it. */
const pseudo = (key: string) => serverSays(`verify.${key}`).message;

const TERM = { start: '2026-07-25', end: '2027-07-25', renews: true };

/**
 * The server's answer for a policy with these facts on `today` (as handlers/verification.ts): the
 * sentence in the app's language, here the pseudo-locale's.
 */
function answer(facts: CoverageFacts, today: string, over: Record<string, unknown> = {}) {
  const model = coverageStatus(facts, today);
  const sentence = statusSentence(model, facts);
  return {
    status: model.kind,
    statusDate: model.date,
    statusSentence: serverSays(`coverageStatus.${sentence.key}`).message,
    productName: 'HomeShield Renters',
    carrierPolicyNumber: 'HSR-WI-2604417',
    periodStart: facts.start,
    periodEnd: facts.end,
    endsOn: verificationEndsOn({
      cancelled: facts.cancelled ?? false,
      periodStart: facts.start,
      periodEnd: facts.end,
      cancellationDate: facts.cancellationDate ?? null,
      renews: facts.renews,
    }),
    liabilityLimit: 100000,
    issuedOn: '2026-07-18',
    documentCurrent: true,
    ...over,
  };
}

function open(handler: ApiHandler, signedIn = false) {
  return renderApp({
    route: '/verify/7k3m-q9de-m0xa',
    preloadedState: { ...(signedIn ? signedInState() : {}), ...inPseudo },
    handlers: {
      'GET /v2/verify/7k3m-q9de-m0xa': handler,
      'GET /v2/account': () => [200, account],
    },
  });
}

/** The status's box, once the answer shows. */
async function statusBox() {
  await screen.findByText(pseudo('privacy'));
  return document.querySelector<HTMLElement>('[data-status]')!;
}

describe('the verify page shows only catalog texts', () => {
  it.each([
    ['active', TERM, '2026-08-01'],
    ['upcoming', TERM, '2026-07-20'],
    ['ending by a cancellation', { ...TERM, cancellationDate: '2026-10-01' }, '2026-09-01'],
    ['ending without renewal', { ...TERM, renews: false }, '2027-07-10'],
    ['cancelled on a day', { ...TERM, cancellationDate: '2026-10-01' }, '2026-10-02'],
    ['cancelled', { ...TERM, cancelled: true }, '2026-10-02'],
    ['lapsed', TERM, '2027-07-26'],
  ] as Array<[string, CoverageFacts, string]>)('%s', async (_, facts, today) => {
    const body = answer(facts, today);
    open(() => [200, body]);
    const box = await statusBox();
    expect(box.getAttribute('data-status')).toBe(body.status);
    // The badge's words in the page's language; the sentence as the server said it in it.
    expect(box.querySelector('h2')!.textContent).toMatch(/^⟦/);
    expect(box.textContent).toContain(body.statusSentence);
    if (body.endsOn) expect(screen.getByText(pseudo('endsOn'))).toBeVisible();
    expect(untranslated(document.body)).toEqual([]);
  });

  it('a document out of date, and the tab title', async () => {
    open(() => [200, answer(TERM, '2026-08-01', { documentCurrent: false })]);
    await statusBox();
    expect(screen.getByText(pseudo('outOfDate'))).toBeVisible();
    expect(untranslated(document.body)).toEqual([]);
    await waitFor(() => expect(document.title).toContain(pseudo('title')));
  });

  it('while it asks, then the same page signed in', async () => {
    let release = () => undefined as void;
    open(
      () =>
        new Promise((resolve) => {
          release = () => resolve([200, answer(TERM, '2026-08-01')]);
        }),
      true,
    );
    await screen.findByRole('progressbar', { name: pseudo('loading') });
    expect(untranslated(document.body)).toEqual([]);
    release();
    await statusBox();
    expect(untranslated(document.body)).toEqual([]);
  });

  it.each([
    [
      'a code not found',
      () => [404, { ...serverSays('answers.notFound'), code: 'CODE_NOT_FOUND' }],
    ],
    ['not a code', () => [400, { ...serverSays('answers.invalidValue'), code: 'BAD_REQUEST' }]],
  ] as Array<[string, ApiHandler]>)('%s', async (_, handler) => {
    open(handler);
    await screen.findByText(pseudo('notFound'));
    expect(untranslated(document.body)).toEqual([]);
  });

  it.each([
    ['the server fails', () => [503, serverSays('answers.internal')]],
    ['the server cannot be reached', networkFailure],
  ] as Array<[string, ApiHandler]>)('a failed load: %s', async (_, handler) => {
    open(handler);
    await screen.findByText(serverSays('answers.genericError').message);
    expect(untranslated(document.body)).toEqual([]);
  });
});
