// The pseudo-locale gate (./pseudoLocale.ts) on the claim pages: the report-a-claim form step by
// step with each step's field errors and a claim rule's own (a future day), the photo picker's
// refusals and previews, the review, the spinner while sending, the server's refusals (in the app's
// language, and a claim photo's that the server still answers in English), the confirmation and
// next steps on claim history, the history with open and closed claims, empty and failing, and the
// pages of a partner carrier's policy. The page's own content is checked (its heading's parent):
// the signed-in frame, the account pages' 'Back to My Account' link and the toast are other areas'.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localDay } from '../../src/domain/claims/claimForm';
import { claimMessages } from '../../src/domain/messages';
import { enter } from './enter';
import { ownPolicy, partnerPolicy, signedInState } from './fixtures';
import {
  fieldErrors,
  inPseudo,
  loadPseudoCatalogs,
  serverSays,
  untranslated,
} from './pseudoLocale';
import { networkFailure, renderApp, type ApiHandler } from './render';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);
// jsdom makes no object URLs for the photos' previews (as in claims.test.tsx).
beforeEach(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:photo-${(n += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

// Whole forms on a busy 2-core machine (as in claims.test.tsx).
jest.setTimeout(30_000);

const REPORT = '/tenant/account/report-a-claim';
const HISTORY = '/tenant/account/claim-history';

/** A message as the pseudo-locale shows it (one without values), of `claims` or `claimHistory`. */
const pseudo = (key: string, area = 'claims') => serverSays(`${area}.${key}`).message;

const open = (route: string, handlers: Record<string, ApiHandler> = {}) =>
  renderApp({
    route,
    preloadedState: { ...signedInState(), ...inPseudo },
    handlers: { 'GET /v2/policy': () => [200, { policies: [ownPolicy] }], ...handlers },
  });

/** The claim page itself: its h1 and what follows it. */
const main = () => screen.getByRole('heading', { level: 1 }).parentElement!;
const submit = () => main().querySelector<HTMLButtonElement>('button[type=submit]')!;
const png = (name: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });
const pick = (files: File[]) =>
  fireEvent.change(screen.getByTestId('claim-photo-input'), { target: { files } });
const photoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
type User = ReturnType<typeof userEvent.setup>;

const YESTERDAY = localDay(new Date(Date.now() - 86_400_000));
const TOMORROW = localDay(new Date(Date.now() + 86_400_000));

/** Step n's heading (its title is the pseudo catalog's). */
const atStep = (n: number, title: string) =>
  screen.findByRole('heading', { name: new RegExp(`${n}.*${title.replace(/[()?]/g, '.')}`) });

/** The first choice (of each group under `root`). */
async function chooseFirst(user: User, root: HTMLElement = main()) {
  for (const group of within(root).getAllByRole('group'))
    await user.click(within(group).getAllByRole('radio')[0]!);
}

/** Step 1, its errors and the future day's, then answered. */
async function stepOne(user: User) {
  await atStep(1, pseudo('stepWhat'));
  expect(untranslated(main())).toEqual([]);
  await user.click(submit());
  await waitFor(() => expect(fieldErrors()).toHaveLength(3));
  expect(untranslated(main())).toEqual([]);

  await chooseFirst(user);
  fireEvent.change(screen.getByLabelText(pseudo('dateLabel')), { target: { value: TOMORROW } });
  fireEvent.change(screen.getByLabelText(pseudo('timeOfDayLabel')), {
    target: { value: '19:30' },
  });
  await enter(user, screen.getByRole('textbox', { name: pseudo('descriptionLabel') }), 'A pipe');
  await user.click(submit());
  await screen.findByText(pseudo('dateInFuture'));
  expect(untranslated(main())).toEqual([]);
  fireEvent.change(screen.getByLabelText(pseudo('dateLabel')), { target: { value: YESTERDAY } });
  await user.click(submit());
}

/** Step 2: its errors, the photo picker's refusals and previews, then answered. */
async function stepTwo(user: User, photos: File[]) {
  await atStep(2, pseudo('stepDamage'));
  await user.click(submit());
  await waitFor(() => expect(fieldErrors()).toHaveLength(4));
  expect(untranslated(main())).toEqual([]);

  pick([
    new File(['gif'], 'cat.gif', { type: 'image/gif' }),
    new File(['x'], 'IMG_1.HEIC', { type: '' }),
    png('huge.png', 10 * 1024 * 1024 + 1),
    ...Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)),
  ]);
  expect(within(main()).getAllByRole('alert')).toHaveLength(4);
  expect(within(main()).getAllByRole('img')).toHaveLength(10);
  expect(untranslated(main())).toEqual([]);
  // Back to the photos the claim sends.
  while (within(main()).queryAllByRole('img').length)
    await user.click(
      screen.getAllByRole('button', { name: new RegExp(pseudo('removePhoto')) })[0]!,
    );
  pick(photos);

  await enter(user, screen.getByRole('textbox', { name: pseudo('propertyLabel') }), 'A rug');
  await chooseFirst(user);
  await user.click(submit());
}

/** Step 3: the pre-filled answers, emptied (their errors), then given again. */
async function stepThree(user: User) {
  await atStep(3, pseudo('stepContact'));
  expect(untranslated(main())).toEqual([]);
  const fields = ['phoneLabel', 'addressLabel', 'payeeLabel'].map((label) =>
    screen.getByRole('textbox', { name: pseudo(label) }),
  );
  const before = fields.map((field) => (field as HTMLInputElement).value);
  for (const field of fields) await user.clear(field);
  await user.click(submit());
  await waitFor(() => expect(fieldErrors()).toHaveLength(3));
  expect(untranslated(main())).toEqual([]);
  for (const [i, field] of fields.entries()) await enter(user, field, before[i]!);
  await user.click(submit());
  await atStep(4, pseudo('stepReview'));
}

describe('the claim pages show only catalog texts', () => {
  it('the form step by step, its errors, photos, review, a refusal and the confirmation', async () => {
    let uploads = 0;
    let release = () => undefined as void;
    const filed = {
      claimId: 31,
      claimNumber: 'CLM-2026-000031',
      claimCreationDate: new Date().toISOString(),
      claimStatus: 'Submitted',
      type: 'Liability Claim',
      statuses: [{ status: 'Submitted', at: new Date().toISOString() }],
      photos: [],
      outcome: null,
    };
    const app = open(REPORT, {
      'POST /v2/claim/7/photos': (request) => {
        uploads += 1;
        // The first try: the server refuses the photo, in the app's language.
        if (uploads === 1) return [400, serverSays('claims.photoUnreadable')];
        // The second: in English (the API does not answer the claims area in Spanish yet).
        if (uploads === 2) return [400, { message: claimMessages.photoNotAvailable }];
        // The third: no answer at all (the form's own words).
        if (uploads === 3) return networkFailure(request);
        // Then the upload waits, so the spinner shows.
        return new Promise((resolve) => {
          release = () => resolve([200, { photoId: photoId(uploads) }]);
        });
      },
      'POST /v2/claim/7': () => [
        200,
        { success: true, claimId: 31, claimNumber: 'CLM-2026-000031' },
      ],
      'GET /v2/claim/7': () => [200, { claims: [filed] }],
    });
    const user = userEvent.setup({ delay: null });
    await stepOne(user);
    await stepTwo(user, [png('leak.png')]);
    await stepThree(user);

    // The review: the tenant's answers are theirs (translate="no"), the rest the catalog's.
    expect(screen.getByText('A pipe').closest('[translate="no"]')).not.toBeNull();
    expect(untranslated(main())).toEqual([]);

    await user.click(submit());
    expect((await within(main()).findByRole('alert')).textContent).toBe(pseudo('photoUnreadable'));
    expect(untranslated(main())).toEqual([]);
    await user.click(submit());
    await waitFor(() =>
      expect(within(main()).getByRole('alert').textContent).toBe(pseudo('photoNotAvailable')),
    );
    expect(untranslated(main())).toEqual([]);
    await user.click(submit());
    await waitFor(() =>
      expect(within(main()).getByRole('alert').textContent).toBe(pseudo('photoUploadFailed')),
    );
    expect(untranslated(main())).toEqual([]);

    await user.click(submit());
    await within(main()).findByRole('status');
    expect(untranslated(main())).toEqual([]);
    release();

    await waitFor(() => expect(app.path()).toBe(HISTORY));
    const done = await screen.findByRole('region', {
      name: pseudo('confirmationTitle', 'claimHistory'),
    });
    await within(done).findByText(/support@example\.com/);
    expect(within(done).getByText('CLM-2026-000031')).toHaveAttribute('translate', 'no');
    expect(untranslated(main())).toEqual([]);
  });

  it('claim history: open and closed claims with their outcomes and photos', async () => {
    const claim = (id: number, status: string, outcome: object | null, photos = 0) => ({
      claimId: id,
      claimNumber: `CLM-2026-00000${id}`,
      claimCreationDate: '2026-10-01T15:00:00.000Z',
      claimStatus: status,
      type: id % 2 ? 'Property Claim' : 'Liability Claim',
      statuses: [
        { status: 'Submitted', at: '2026-10-01T15:00:00.000Z' },
        { status: 'In review', at: '2026-10-02T15:00:00.000Z' },
        ...(status === 'Closed' ? [{ status: 'Closed', at: '2026-10-13T15:00:00.000Z' }] : []),
      ],
      photos: Array.from({ length: photos }, (_, i) => ({ id: photoId(i + 1) })),
      outcome,
    });
    open(HISTORY, {
      'GET /v2/claim/7': () => [
        200,
        {
          claims: [
            claim(1, 'In review', null, 2),
            claim(2, 'Closed', { result: 'paid', amount: 500, reason: 'Less your deductible.' }),
            claim(3, 'Closed', { result: 'denied', amount: null, reason: 'Not covered.' }),
            claim(4, 'Closed', { result: 'withdrawn', amount: null, reason: null }),
          ],
        },
      ],
      [`GET /v2/claim-photos/${photoId(1)}`]: () => [200, new Blob(['1'], { type: 'image/jpeg' })],
      [`GET /v2/claim-photos/${photoId(2)}`]: () => [200, new Blob(['2'], { type: 'image/jpeg' })],
    });
    await screen.findAllByRole('heading', { name: /CLM-2026-00000/ });
    await waitFor(() => expect(within(main()).getAllByRole('img')).toHaveLength(2));
    expect(screen.getByText('Not covered.')).toHaveAttribute('translate', 'no');
    expect(untranslated(main())).toEqual([]);
  });

  it('claim history: no claims yet, and claims that could not be loaded', async () => {
    const empty = open(HISTORY, { 'GET /v2/claim/7': () => [200, { claims: [] }] });
    await screen.findByText(pseudo('noClaims', 'claimHistory'));
    expect(untranslated(main())).toEqual([]);
    empty.unmount();

    open(HISTORY, { 'GET /v2/claim/7': () => [500, serverSays('answers.generic')] });
    await screen.findByText(pseudo('loadFailed', 'claimHistory'));
    expect(untranslated(main())).toEqual([]);
  });

  it.each([REPORT, HISTORY])(
    '%s with no active policy, in the whole signed-in page',
    async (route) => {
      open(route, {
        'GET /v2/policy': () => [200, { policies: [] }],
        'GET /v2/assurant/policy': () => [200, { policies: [] }],
        'GET /v2/third-party-policies': () => [200, { thirdPartyPolicies: [] }],
      });
      await screen.findByText(/⟦Ýóú hávé ñó áçtívé/);
      expect(untranslated(document.body)).toEqual([]);
    },
  );

  it.each([
    ['report a claim', REPORT, partnerPolicy],
    ['claim history', HISTORY, partnerPolicy],
    ['report a claim, without a portal link', REPORT, { ...partnerPolicy, manage_url: null }],
  ])("a partner carrier's policy: %s", async (_page, route, policy) => {
    renderApp({
      route,
      preloadedState: { ...signedInState(), ...inPseudo },
      handlers: {
        'GET /v2/policy': () => [200, { policies: [] }],
        'GET /v2/assurant/policy': (request) => [
          200,
          { policies: request.query.get('inactiveOnly') === 'true' ? [] : [policy] },
        ],
      },
    });
    await screen.findByRole('heading', { name: pseudo('partnerTitle') });
    await within(main()).findByText(/support@example\.com/);
    expect(untranslated(main())).toEqual([]);
  });
});
