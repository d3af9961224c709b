// SPEC §2.10 report-a-claim and claim-history, §5 claim form; photos beyond the spec.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  claimMessages as m,
  claimNumberText,
  claimPhotosText,
  photoTooLargeText,
  photoWrongTypeText,
  screenTexts,
  successMessages,
  validationMessages as v,
} from '../../src/domain/messages';
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
const pick = (files: File[]) =>
  fireEvent.change(screen.getByTestId('claim-photo-input'), { target: { files } });

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:photo-${(n += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    within(screen.getByRole('group', { name: m.typeLabel })).getByRole('radio', {
      name: 'Property Claim',
    }),
  );
  await user.type(screen.getByRole('textbox', { name: m.phoneLabel }), '608-555-0142');
  await user.type(screen.getByRole('textbox', { name: m.addressLabel }), '1402 Regent St');
  await user.type(screen.getByRole('textbox', { name: m.timeLabel }), 'Last night');
  await user.type(screen.getByRole('textbox', { name: m.descriptionLabel }), 'A pipe burst');
  await user.type(screen.getByRole('textbox', { name: m.propertyLabel }), 'A soaked rug');
  await user.type(screen.getByRole('textbox', { name: m.payeeLabel }), 'Maya Thompson');
  for (const [legend, answer] of [
    [m.habitableLabel, 'Yes'],
    [m.vacatedLabel, 'No'],
    [m.policeLabel, 'No'],
  ] as const) {
    const group = screen.getByRole('group', { name: legend });
    await user.click(within(group).getByRole('radio', { name: answer }));
  }
}

describe('report a claim', () => {
  it('says there is no active policy on both pages without one', async () => {
    const none = { 'GET /v2/policy': () => [200, { policies: [] }] as [number, unknown] };
    const report = open(REPORT, none);
    expect(await screen.findByText(screenTexts.noActivePolicies)).toBeVisible();
    report.unmount();
    open(HISTORY, none);
    expect(await screen.findByText(screenTexts.noActivePoliciesClaimHistory)).toBeVisible();
  });

  it('shows every §5 message and sends nothing while the form is incomplete', async () => {
    const user = userEvent.setup({ delay: null });
    const app = open(REPORT);
    await user.click(await screen.findByRole('button', { name: m.submitClaim }));
    for (const message of [
      v.claimTypeRequired,
      v.phoneNumberRequired,
      v.addressRequired,
      v.timeRequired,
      v.payeeRequired,
      v.lossDescriptionRequired,
      v.propertyDescriptionRequired,
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.getAllByText(v.selectionRequired)).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: m.phoneLabel })).toHaveAttribute('maxLength', '20');
    expect(screen.getByRole('textbox', { name: m.addressLabel })).toHaveAttribute(
      'maxLength',
      '255',
    );
    expect(screen.getByRole('textbox', { name: m.timeLabel })).toHaveAttribute('maxLength', '255');
    expect(app.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses photos in words: type, size, HEIC and more than 10; previews can be removed', async () => {
    const user = userEvent.setup({ delay: null });
    open(REPORT);
    await screen.findByRole('button', { name: m.submitClaim });
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

  it('uploads the photos, files the claim with booleans and photo ids, then opens claim history', async () => {
    const user = userEvent.setup({ delay: null });
    let id = 0;
    const app = open(REPORT, {
      'POST /v2/claim/7/photos': () => [200, { photoId: `photo-${(id += 1)}` }],
      'POST /v2/claim/7': () => [200, { success: true }],
      'GET /v2/claim/7': () => [200, { claims: [] }],
    });
    await screen.findByRole('button', { name: m.submitClaim });
    await fill(user);
    pick([png('a.png'), new File(['j'], 'b.jpg', { type: 'image/jpeg' })]);
    await user.click(screen.getByRole('button', { name: m.submitClaim }));
    expect(await screen.findByText(successMessages.claimSubmitted)).toBeVisible();
    await waitFor(() => expect(app.path()).toBe(HISTORY));
    const uploads = app.calls.filter((c) => c.path === '/v2/claim/7/photos');
    expect(uploads.map((c) => c.headers.get('content-type'))).toEqual(['image/png', 'image/jpeg']);
    // Each photo's own bytes are the body (not a name or '[object File]').
    expect(uploads[1]?.body).toBe('j');
    expect(app.calls.find((c) => c.path === '/v2/claim/7' && c.method === 'POST')?.body).toEqual({
      type: 'Property Claim',
      phone: '608-555-0142',
      address: '1402 Regent St',
      time: 'Last night',
      description: 'A pipe burst',
      property: 'A soaked rug',
      payee: 'Maya Thompson',
      habitable: true,
      vacated: false,
      police: false,
      photoIds: ['photo-1', 'photo-2'],
    });
  });

  it('shows the server message and stays on the form when a photo is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const app = open(REPORT, {
      'POST /v2/claim/7/photos': () => [400, { message: m.photoUnreadable }],
    });
    await screen.findByRole('button', { name: m.submitClaim });
    await fill(user);
    pick([png()]);
    await user.click(screen.getByRole('button', { name: m.submitClaim }));
    expect(await screen.findByText(m.photoUnreadable)).toBeVisible();
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
              photos: [{ id: 'p1' }, { id: 'p2' }],
            },
          ],
        },
      ],
      'GET /v2/claim-photos/p1': () => [200, new Blob(['1'], { type: 'image/jpeg' })],
      'GET /v2/claim-photos/p2': () => [200, new Blob(['2'], { type: 'image/jpeg' })],
    });
    expect(await screen.findByText(claimNumberText('CLM-2026-000003'))).toBeVisible();
    expect(screen.getByText(/Property Claim · Filed November 20, 2026/)).toBeVisible();
    expect(screen.getByText('Submitted, November 20, 2026')).toBeVisible();
    expect(screen.getByText('In review, November 21, 2026')).toBeVisible();
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
});
