// docs/product.md "Account pages" report-a-claim and claim-history, "Validation" claim form; photos
// too. The form in steps with a date picker and what the app knows filled in, a confirmation with
// next steps on claim history, MM/DD/YYYY dates and a closed claim's outcome.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localDay } from '../../src/domain/claims/claimForm';
import {
  claimMessages as m,
  claimNumberText,
  claimReceivedText,
  claimStepText,
  claimPhotosText,
  photoTooLargeText,
  photoWrongTypeText,
  screenTexts,
  successMessages,
  validationMessages as v,
} from '../../src/domain/messages';
import { enter } from './enter';
import { ownPolicy, signedInState } from './fixtures';
import { renderApp, type ApiHandler } from './render';

const REPORT = '/tenant/account/report-a-claim';
const HISTORY = '/tenant/account/claim-history';
const withPolicy: Record<string, ApiHandler> = {
  'GET /v2/policy': () => [200, { policies: [ownPolicy] }],
};

const open = (route: string, handlers: Record<string, ApiHandler> = {}) =>
  renderApp({ route, preloadedState: signedInState(), handlers: { ...withPolicy, ...handlers } });

const png = (name = 'leak.png', size = 100) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });
/** The server names a stored photo by a UUID (openapi.yaml ClaimPhotoUpload). */
const photoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const pick = (files: File[]) =>
  fireEvent.change(screen.getByTestId('claim-photo-input'), { target: { files } });

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:photo-${(n += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

const TODAY = localDay(new Date());
const YESTERDAY = localDay(new Date(Date.now() - 86_400_000));
const TOMORROW = localDay(new Date(Date.now() + 86_400_000));
const step = (n: number, title: string) => claimStepText(n, 4, title);
const next = (user: User) => user.click(screen.getByRole('button', { name: m.next }));
type User = ReturnType<typeof userEvent.setup>;

const answer = async (user: User, legend: string, choice: string) =>
  user.click(
    within(screen.getByRole('group', { name: legend })).getByRole('radio', { name: choice }),
  );

/**
 * The free-text answers: typed key by key where the test is about the steps as a person fills
 * them in, otherwise pasted whole (enter.ts). Each is a multi-line field, whose autosize measures
 * computed styles on every keystroke.
 */
const write = (user: User, field: HTMLElement, text: string, typed: boolean) =>
  typed ? user.type(field, text) : enter(user, field, text);

/** Step 1: what happened. */
async function fillWhat(user: User, typed = false) {
  await screen.findByRole('heading', { name: step(1, m.stepWhat) });
  await answer(user, m.typeLabel, 'Property Claim');
  fireEvent.change(screen.getByLabelText(m.dateLabel), { target: { value: YESTERDAY } });
  fireEvent.change(screen.getByLabelText(m.timeOfDayLabel), { target: { value: '19:30' } });
  await write(
    user,
    screen.getByRole('textbox', { name: m.descriptionLabel }),
    'A pipe burst',
    typed,
  );
  await next(user);
}

/** Step 2: the damage. */
async function fillDamage(user: User, typed = false) {
  await screen.findByRole('heading', { name: step(2, m.stepDamage) });
  await write(user, screen.getByRole('textbox', { name: m.propertyLabel }), 'A soaked rug', typed);
  await answer(user, m.habitableLabel, 'Yes');
  await answer(user, m.vacatedLabel, 'No');
  await answer(user, m.policeLabel, 'No');
}

/** Through every step to the review, keeping the pre-filled contact answers. */
async function fillAll(user: User, photos: File[] = []) {
  await fillWhat(user);
  await fillDamage(user);
  if (photos.length) pick(photos);
  await next(user);
  await screen.findByRole('heading', { name: step(3, m.stepContact) });
  await next(user);
  await screen.findByRole('heading', { name: step(4, m.stepReview) });
}

const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

describe('report a claim', () => {
  it('says there is no active policy on both pages without one', async () => {
    const none = { 'GET /v2/policy': () => [200, { policies: [] }] as [number, unknown] };
    const report = open(REPORT, none);
    expect(await screen.findByText(screenTexts.noActivePolicies)).toBeVisible();
    report.unmount();
    open(HISTORY, none);
    expect(await screen.findByText(screenTexts.noActivePoliciesClaimHistory)).toBeVisible();
  });

  it('asks in steps, each with its own docs/product.md "Validation" messages; nothing is sent while incomplete', async () => {
    const user = userEvent.setup({ delay: null });
    const app = open(REPORT);
    expect(await screen.findByRole('heading', { name: step(1, m.stepWhat) })).toBeVisible();
    // Only step 1's questions: the rest come later.
    expect(screen.queryByRole('group', { name: m.habitableLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: m.back })).toBeNull();
    await next(user);
    for (const message of [v.claimTypeRequired, v.timeRequired, v.lossDescriptionRequired])
      expect(screen.getByText(message)).toBeVisible();
    expect(screen.queryByText(v.propertyDescriptionRequired)).toBeNull();
    expect(screen.getByRole('heading', { name: step(1, m.stepWhat) })).toBeVisible();

    await fillWhat(user, true);
    await screen.findByRole('heading', { name: step(2, m.stepDamage) });
    await next(user);
    expect(screen.getByText(v.propertyDescriptionRequired)).toBeVisible();
    expect(screen.getAllByText(v.selectionRequired)).toHaveLength(3);
    await fillDamage(user, true);
    await next(user);

    await screen.findByRole('heading', { name: step(3, m.stepContact) });
    const phone = screen.getByRole('textbox', { name: m.phoneLabel });
    expect(phone).toHaveAttribute('maxLength', '20');
    expect(screen.getByRole('textbox', { name: m.addressLabel })).toHaveAttribute(
      'maxLength',
      '255',
    );
    await user.clear(phone);
    await user.clear(screen.getByRole('textbox', { name: m.addressLabel }));
    await user.clear(screen.getByRole('textbox', { name: m.payeeLabel }));
    await next(user);
    for (const message of [v.phoneNumberRequired, v.addressRequired, v.payeeRequired])
      expect(screen.getByText(message)).toBeVisible();
    // Back keeps the answers given.
    await user.click(screen.getByRole('button', { name: m.back }));
    await screen.findByRole('heading', { name: step(2, m.stepDamage) });
    expect(screen.getByRole('textbox', { name: m.propertyLabel })).toHaveValue('A soaked rug');
    expect(app.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks the day with a date picker that refuses a future day', async () => {
    const user = userEvent.setup({ delay: null });
    open(REPORT);
    await screen.findByRole('heading', { name: step(1, m.stepWhat) });
    const date = screen.getByLabelText(m.dateLabel);
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('max', TODAY);
    expect(screen.getByLabelText(m.timeOfDayLabel)).toHaveAttribute('type', 'time');
    expect(screen.getByText(m.dateHint)).toBeVisible();
    fireEvent.change(date, { target: { value: TOMORROW } });
    await next(user);
    expect(screen.getByText(m.dateInFuture)).toBeVisible();
    fireEvent.change(date, { target: { value: TODAY } });
    await waitFor(() => expect(screen.queryByText(m.dateInFuture)).toBeNull());
  });

  it("fills in the account's phone, the policy's address and the policyholder as payee, and says what a payee is", async () => {
    const user = userEvent.setup({ delay: null });
    open(REPORT);
    await fillWhat(user);
    await fillDamage(user);
    await next(user);
    await screen.findByRole('heading', { name: step(3, m.stepContact) });
    expect(screen.getByRole('textbox', { name: m.phoneLabel })).toHaveValue('(608) 555 - 0134');
    expect(screen.getByRole('textbox', { name: m.addressLabel })).toHaveValue(
      '1200 Regent St, Unit 4B, Madison, WI 53715',
    );
    const payee = screen.getByRole('textbox', { name: m.payeeLabel });
    expect(payee).toHaveValue('Maya Thompson');
    expect(payee).toHaveAccessibleDescription(m.payeeHint);
  });

  it('refuses photos in words: type, size, HEIC and more than 10; previews can be removed', async () => {
    const user = userEvent.setup({ delay: null });
    open(REPORT);
    await fillWhat(user);
    await screen.findByRole('heading', { name: step(2, m.stepDamage) });
    pick([new File(['gif'], 'cat.gif', { type: 'image/gif' })]);
    expect(screen.getByText(photoWrongTypeText('cat.gif'))).toBeVisible();
    pick([new File(['x'], 'IMG_1.HEIC', { type: '' })]);
    expect(screen.getByText(m.heicUnsupported)).toBeVisible();
    pick([png('huge.png', 10 * 1024 * 1024 + 1)]);
    expect(screen.getByText(photoTooLargeText('huge.png'))).toBeVisible();
    pick(Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)));
    expect(screen.getByText(m.tooManyPhotos)).toBeVisible();
    expect(screen.getAllByRole('img')).toHaveLength(10);
    expect(screen.getByRole('button', { name: `${m.addPhotos} (10/10)` })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: `${m.removePhoto} 1` }));
    expect(screen.getAllByRole('img')).toHaveLength(9);
  });

  it('reviews every answer, uploads the photos, files the claim, then confirms it on claim history', async () => {
    const user = userEvent.setup({ delay: null });
    let id = 0;
    const filed = {
      claimId: 31,
      claimNumber: 'CLM-2026-000031',
      claimCreationDate: new Date().toISOString(),
      claimStatus: 'Submitted',
      type: 'Property Claim',
      statuses: [{ status: 'Submitted', at: new Date().toISOString() }],
      photos: [],
      outcome: null,
    };
    const app = open(REPORT, {
      'POST /v2/claim/7/photos': () => [200, { photoId: photoId((id += 1)) }],
      'POST /v2/claim/7': () => [
        200,
        { success: true, claimId: 31, claimNumber: 'CLM-2026-000031' },
      ],
      'GET /v2/claim/7': () => [200, { claims: [filed] }],
    });
    await fillAll(user, [png('a.png'), new File(['j'], 'b.jpg', { type: 'image/jpeg' })]);

    // The review: each step's answers, with a way back to change them.
    const what = screen.getByRole('region', { name: m.stepWhat });
    expect(within(what).getByText(`${usDay(YESTERDAY)} at 7:30 PM`)).toBeVisible();
    expect(within(what).getByText('A pipe burst')).toBeVisible();
    const damage = screen.getByRole('region', { name: m.stepDamage });
    expect(within(damage).getByText('2')).toBeVisible();
    const contact = screen.getByRole('region', { name: m.stepContact });
    expect(within(contact).getByText('Maya Thompson')).toBeVisible();
    // A changed answer stays changed when its step is opened again.
    await user.click(within(contact).getByRole('button', { name: `${m.edit}: ${m.stepContact}` }));
    const phone = await screen.findByRole('textbox', { name: m.phoneLabel });
    await user.clear(phone);
    await enter(user, phone, '(608) 555 - 0199');
    await user.click(screen.getByRole('button', { name: m.back }));
    await screen.findByRole('heading', { name: step(2, m.stepDamage) });
    await next(user);
    expect(await screen.findByRole('textbox', { name: m.phoneLabel })).toHaveValue(
      '(608) 555 - 0199',
    );
    await next(user);
    await screen.findByRole('heading', { name: step(4, m.stepReview) });
    await user.click(
      within(screen.getByRole('region', { name: m.stepWhat })).getByRole('button', {
        name: `${m.edit}: ${m.stepWhat}`,
      }),
    );
    await screen.findByRole('heading', { name: step(1, m.stepWhat) });
    expect(screen.getByRole('textbox', { name: m.descriptionLabel })).toHaveValue('A pipe burst');
    await next(user);
    await next(user);
    await next(user);
    await screen.findByRole('heading', { name: step(4, m.stepReview) });
    expect(app.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: m.submitClaim }));
    expect(await screen.findByText(successMessages.claimSubmitted)).toBeVisible();
    await waitFor(() => expect(app.path()).toBe(HISTORY));
    const uploads = app.calls.filter((c) => c.path === '/v2/claim/7/photos');
    expect(uploads.map((c) => c.headers.get('content-type'))).toEqual(['image/png', 'image/jpeg']);
    // Each photo's own bytes are the body (not a name or '[object File]').
    expect(uploads[1]?.body).toBe('j');
    expect(app.calls.find((c) => c.path === '/v2/claim/7' && c.method === 'POST')?.body).toEqual({
      type: 'Property Claim',
      phone: '(608) 555 - 0199',
      address: '1200 Regent St, Unit 4B, Madison, WI 53715',
      // docs/product.md "Records" time: the picked day as MM/DD/YYYY, with the time of day.
      time: `${usDay(YESTERDAY)} at 7:30 PM`,
      description: 'A pipe burst',
      property: 'A soaked rug',
      payee: 'Maya Thompson',
      habitable: true,
      vacated: false,
      police: false,
      photoIds: [photoId(1), photoId(2)],
    });

    // The confirmation: the number, the day, and what happens next; it outlasts the toast.
    const done = await screen.findByRole('region', { name: m.confirmationTitle });
    expect(done).toHaveTextContent(claimReceivedText('CLM-2026-000031', usDay(TODAY)));
    expect(
      within(done).getByText(
        'Our claims team reviews your claim and calls you at (608) 555 - 0199 within 2 business days.',
      ),
    ).toBeVisible();
    expect(
      within(done).getByText('We sent a copy of your claim to maya.thompson@example.com.'),
    ).toBeVisible();
    expect(
      await within(done).findByText(
        'Send them to support@example.com and mention CLM-2026-000031.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByText(successMessages.claimSubmitted)).toBeNull(), {
      timeout: 3000,
    });
    expect(screen.getByRole('region', { name: m.confirmationTitle })).toBeVisible();
    expect(screen.getByRole('heading', { name: claimNumberText('CLM-2026-000031') })).toBeVisible();
  });

  it('shows the server message and stays on the review when a photo is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const app = open(REPORT, {
      'POST /v2/claim/7/photos': () => [400, { message: m.photoUnreadable }],
    });
    await fillAll(user, [png()]);
    await user.click(screen.getByRole('button', { name: m.submitClaim }));
    expect(await screen.findByText(m.photoUnreadable)).toBeVisible();
    expect(screen.getByRole('heading', { name: step(4, m.stepReview) })).toBeVisible();
    expect(app.calls.some((c) => c.path === '/v2/claim/7' && c.method === 'POST')).toBe(false);
  });
});

describe('claim history', () => {
  it('lists each claim with its number, date, timeline and thumbnails', async () => {
    const app = open(HISTORY, {
      'GET /v2/claim/7': () => [
        200,
        {
          claims: [
            {
              claimId: 3,
              claimNumber: 'CLM-2026-000003',
              claimCreationDate: '2026-11-20T12:00:00.000Z',
              claimStatus: 'In review',
              type: 'Property Claim',
              statuses: [
                { status: 'Submitted', at: '2026-11-20T12:00:00.000Z' },
                { status: 'In review', at: '2026-11-21T12:00:00.000Z' },
              ],
              photos: [{ id: photoId(1) }, { id: photoId(2) }],
              outcome: null,
            },
          ],
        },
      ],
      [`GET /v2/claim-photos/${photoId(1)}`]: () => [200, new Blob(['1'], { type: 'image/jpeg' })],
      [`GET /v2/claim-photos/${photoId(2)}`]: () => [200, new Blob(['2'], { type: 'image/jpeg' })],
    });
    expect(await screen.findByText(claimNumberText('CLM-2026-000003'))).toBeVisible();
    // MM/DD/YYYY, as every date in the app.
    expect(screen.getByText(/Property Claim · Filed 11\/20\/2026/)).toBeVisible();
    expect(screen.getByText('Submitted, 11/20/2026')).toBeVisible();
    expect(screen.getByText('In review, 11/21/2026')).toBeVisible();
    // Open, and not just filed: no outcome, no confirmation.
    expect(screen.queryByText(new RegExp(`^${m.outcome}:`))).toBeNull();
    expect(screen.queryByRole('region', { name: m.confirmationTitle })).toBeNull();
    const photos = screen.getByRole('list', { name: claimPhotosText('CLM-2026-000003') });
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(2));
    const reads = app.calls.filter((c) => c.path.startsWith('/v2/claim-photos/'));
    expect(reads.every((c) => c.query.get('size') === 'thumb')).toBe(true);
    expect(reads.every((c) => c.headers.get('token') === 'test-token')).toBe(true);
  });

  it('says when the policy has no claims yet', async () => {
    open(HISTORY, { 'GET /v2/claim/7': () => [200, { claims: [] }] });
    expect(await screen.findByText(m.noClaims)).toBeVisible();
  });

  it('says how each closed claim ended: paid, denied with the reason, withdrawn', async () => {
    const closed = (id: number, outcome: object) => ({
      claimId: id,
      claimNumber: `CLM-2026-00000${id}`,
      claimCreationDate: '2026-10-01T15:00:00.000Z',
      claimStatus: 'Closed',
      type: 'Property Claim',
      statuses: [
        { status: 'Submitted', at: '2026-10-01T15:00:00.000Z' },
        { status: 'Closed', at: '2026-10-13T15:00:00.000Z' },
      ],
      photos: [],
      outcome,
    });
    open(HISTORY, {
      'GET /v2/claim/7': () => [
        200,
        {
          claims: [
            closed(1, {
              result: 'paid',
              amount: 500,
              reason: 'The bicycle and lock ($750) less your $250 deductible.',
            }),
            closed(2, { result: 'denied', amount: null, reason: 'Flood damage is not covered.' }),
            closed(3, { result: 'withdrawn', amount: null, reason: null }),
          ],
        },
      ],
    });
    const card = async (n: number) =>
      (await screen.findByRole('heading', { name: claimNumberText(`CLM-2026-00000${n}`) })).closest(
        '.MuiCard-root',
      ) as HTMLElement;
    const paid = await card(1);
    expect(within(paid).getByText(`${m.outcome}: Paid $500.00 on 10/13/2026`)).toBeVisible();
    expect(
      within(paid).getByText('The bicycle and lock ($750) less your $250 deductible.'),
    ).toBeVisible();
    const denied = await card(2);
    expect(within(denied).getByText(`${m.outcome}: Denied on 10/13/2026`)).toBeVisible();
    expect(within(denied).getByText('Flood damage is not covered.')).toBeVisible();
    expect(within(await card(3)).getByText(`${m.outcome}: Withdrawn on 10/13/2026`)).toBeVisible();
  });
});
