// The staff console's screens: log-in (masked password, the code field, the server's
// refusal), the queue and its tabs, a proof's checks and decisions, a session that ends, and no
// tenant token ever sent to a staff call.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffProof } from '../../src/client/api/generated/staffApi';
import { account, signedInState } from './fixtures';
import { renderApp, type ApiHandler } from './render';

const proof = (over: Partial<StaffProof> = {}): StaffProof => ({
  policyId: 3,
  tenant: { id: 3, firstName: 'Sofia', lastName: 'Ramirez', email: 'sofia.ramirez@example.com' },
  leaseAddress: '2201 S Lamar Blvd, 214, Austin, TX 78704',
  managementCompany: { name: 'Prairie & Pine Residential', minimumLiability: 300000 },
  provider: 'State Farm',
  carrierPolicyNumber: '98-BT-2201-5',
  startDate: '2026-11-06',
  endDate: '2027-11-06',
  liabilityCoverage: 100000,
  fileName: 'state-farm-declarations.pdf',
  uploadedAt: '2026-11-06T15:00:00.000Z',
  isValid: false,
  readBy: 'text',
  override: false,
  checks: [
    {
      field: 'namedInsured',
      verdict: 'pass',
      found: 'Sofia Ramirez',
      expected: 'Sofia Ramirez',
      reason: 'The named insured matches.',
    },
    {
      field: 'liability',
      verdict: 'fail',
      found: '$100,000',
      expected: 'at least $300,000',
      reason: 'Personal liability is below the minimum.',
    },
  ],
  review: { status: 'pending', at: null, by: null, reason: null, managerNotifiedAt: null },
  outcome: 'invalid',
  ...over,
});

const SESSION = {
  token: 'staff-token',
  name: 'Alex Morgan',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

function signedInStaff() {
  sessionStorage.setItem('staffSession', JSON.stringify(SESSION));
}

function open(route: string, handlers: Record<string, ApiHandler> = {}, tenant = false) {
  return renderApp({
    route,
    ...(tenant ? { preloadedState: signedInState() } : {}),
    handlers: {
      'GET /v2/staff/proofs': () => [200, { proofs: [proof()] }],
      'GET /v2/staff/proofs/3': () => [200, proof()],
      'GET /v2/staff/proofs/3/document': () => [
        200,
        new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
      ],
      'GET /v2/account': () => [200, account],
      ...handlers,
    },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  URL.createObjectURL = jest.fn(() => 'blob:proof-3');
  URL.revokeObjectURL = jest.fn();
});

describe('staff log-in', () => {
  it('asks for e-mail, a masked password and the 6-digit code, and sends them together', async () => {
    const app = open('/staff', {
      'POST /v2/staff/login': () => [
        200,
        {
          token: 'new-staff-token',
          expiresAt: SESSION.expiresAt,
          staff: { id: 1, email: 'alex@example.com', name: 'Alex Morgan' },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Staff log-in' });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    const code = screen.getByLabelText('Authenticator code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeVisible();
    expect(app.calls.filter((c) => c.path === '/v2/staff/login')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Email'), 'alex@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Uploaded proofs' });
    const login = app.calls.find((c) => c.path === '/v2/staff/login')!;
    expect(login.body).toEqual({
      email: 'alex@example.com',
      password: 'correct horse battery',
      code: '123456',
    });
    const list = app.calls.find((c) => c.path === '/v2/staff/proofs')!;
    expect(list.headers.get('StaffToken')).toBe('new-staff-token');
    expect(JSON.parse(sessionStorage.getItem('staffSession')!)).toMatchObject({
      token: 'new-staff-token',
      name: 'Alex Morgan',
    });
  });

  it("shows the server's refusal", async () => {
    open('/staff', {
      'POST /v2/staff/login': () => [
        401,
        { message: 'Invalid email, password or code.', code: 'INVALID_CREDENTIALS' },
      ],
    });
    await userEvent.type(await screen.findByLabelText('Email'), 'alex@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.type(screen.getByLabelText('Authenticator code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email, password or code.')).toBeVisible();
  });

  it("a signed-in tenant gets the staff log-in, and the tenant's token is never sent", async () => {
    const app = open('/staff/proofs/3', {}, true);
    await screen.findByRole('heading', { name: 'Staff log-in' });
    expect(app.calls.filter((c) => c.path.startsWith('/v2/staff'))).toEqual([]);
  });
});

describe('the queue', () => {
  it('lists proofs with their verdict counts; each tab asks for its own list', async () => {
    signedInStaff();
    const app = open('/staff', {
      'GET /v2/staff/proofs': (r) =>
        r.query.get('status') === 'approved' ? [200, { proofs: [] }] : [200, { proofs: [proof()] }],
    });
    const card = (await screen.findByRole('heading', { name: 'Sofia Ramirez' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(within(card).getByText('State Farm · 98-BT-2201-5')).toBeVisible();
    expect(within(card).getByText('1 Fail')).toBeVisible();
    expect(within(card).getByText('1 Pass')).toBeVisible();
    expect(
      within(card).getByRole('link', {
        name: 'Review: Sofia Ramirez (sofia.ramirez@example.com), State Farm 98-BT-2201-5',
      }),
    ).toHaveAttribute('href', '/staff/proofs/3');
    for (const call of app.calls) expect(call.headers.get('Token')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('No approved proofs yet.')).toBeVisible();
    expect(app.calls.map((c) => c.query.get('status'))).toContain('approved');
  });

  it('a refused session returns to the log-in and forgets the token', async () => {
    signedInStaff();
    open('/staff', {
      'GET /v2/staff/proofs': () => [401, { message: 'Unauthorized access', code: 'UNAUTHORIZED' }],
    });
    expect(await screen.findByText('Your staff session has ended. Log in again.')).toBeVisible();
    expect(sessionStorage.getItem('staffSession')).toBeNull();
  });
});

describe('a proof', () => {
  it('shows the details, the failing check first, and the PDF in a frame', async () => {
    signedInStaff();
    open('/staff/proofs/3');
    await screen.findByRole('heading', { name: 'Sofia Ramirez: State Farm 98-BT-2201-5' });
    const checks = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(checks).toEqual(['Personal liability', 'Named insured']);
    expect(screen.getByText('Personal liability is below the minimum.')).toBeVisible();
    expect(screen.getByText('$300,000')).toBeVisible();
    // The one answer, and each check in staff's words.
    expect(screen.getByText('A check failed')).toBeVisible();
    expect(
      screen.getByText('Below the minimum: refuse, or ask the tenant for a policy that meets it.'),
    ).toBeVisible();
    expect(screen.getByText("Matches the tenant's name.")).toBeVisible();
    // The coverage status the tenant's dashboard shows for it (below the minimum).
    expect(screen.getByText('Status')).toBeVisible();
    expect(screen.getByText('Needs attention')).toBeVisible();
    const frame = await screen.findByTitle('The uploaded PDF: state-farm-declarations.pdf');
    expect(frame).toHaveAttribute('src', 'blob:proof-3');
    expect(screen.getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute(
      'href',
      'blob:proof-3',
    );
  });

  it('a proof that needs review says so, and what to check by hand', async () => {
    signedInStaff();
    open('/staff/proofs/3', {
      'GET /v2/staff/proofs/3': () => [
        200,
        proof({
          outcome: 'needsReview',
          checks: [
            {
              field: 'policyNumber',
              verdict: 'pass',
              found: '98-BT-2201-5',
              expected: '98-BT-2201-5',
              reason: 'The policy number matches what you typed.',
            },
            {
              field: 'liability',
              verdict: 'unknown',
              found: null,
              expected: 'at least $300,000',
              reason: 'We could not read the personal liability limit on the page.',
            },
          ],
        }),
      ],
    });
    await screen.findByRole('heading', { name: 'Sofia Ramirez: State Farm 98-BT-2201-5' });
    expect(screen.getByText('Needs review: check by hand')).toBeVisible();
    expect(
      screen.getByText('Not found on the page — check by hand. Required for the lease.'),
    ).toBeVisible();
    expect(screen.getByText('Matches what the tenant typed.')).toBeVisible();
  });

  it('approves, and says who was mailed', async () => {
    signedInStaff();
    const app = open('/staff/proofs/3', {
      'POST /v2/staff/proofs/3/approve': () => [
        200,
        proof({
          review: {
            status: 'approved',
            at: '2026-11-26T10:00:00.000Z',
            by: 'Alex Morgan',
            reason: null,
            managerNotifiedAt: '2026-11-26T10:00:00.000Z',
          },
        }),
      ],
    });
    // One tap only asks: nothing is sent until the confirmation names who will be mailed.
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Approve and send to Prairie & Pine Residential?',
    });
    expect(
      within(dialog).getByText(
        'Prairie & Pine Residential is mailed the proof with its PDF, and Sofia Ramirez is told it was approved. This cannot be undone.',
      ),
    ).toBeVisible();
    expect(app.calls.filter((c) => c.path.endsWith('/approve'))).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.calls.filter((c) => c.path.endsWith('/approve'))).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog', {
      name: 'Approve and send to Prairie & Pine Residential?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and mail' }));
    expect(
      await screen.findByText(
        'Approved. Sofia Ramirez and Prairie & Pine Residential have been mailed.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.calls.filter((c) => c.path === '/v2/staff/proofs/3/approve')).toHaveLength(1);
  });

  it('rejects only with a reason of at least 10 characters, sent as the tenant will read it', async () => {
    signedInStaff();
    const app = open('/staff/proofs/3', {
      'POST /v2/staff/proofs/3/reject': (r) => [
        200,
        proof({
          review: {
            status: 'rejected',
            at: '2026-11-26T10:00:00.000Z',
            by: 'Alex Morgan',
            reason: (r.body as { reason: string }).reason,
            managerNotifiedAt: null,
          },
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this proof' });
    const reason = within(dialog).getByLabelText('Reason for the tenant');
    await userEvent.type(reason, 'Too low');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Reject and mail the tenant' }),
    );
    expect(within(dialog).getByText('Write at least 10 characters.')).toBeVisible();
    expect(app.calls.filter((c) => c.path.endsWith('/reject'))).toHaveLength(0);

    fireEvent.change(reason, {
      target: { value: '  Liability is too low:\n  raise it to $300,000.' },
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Reject and mail the tenant' }),
    );
    expect(
      await screen.findByText('Rejected. Sofia Ramirez has been mailed the reason.'),
    ).toBeVisible();
    const sent = app.calls.find((c) => c.path.endsWith('/reject'))!;
    expect(sent.body).toEqual({ reason: 'Liability is too low: raise it to $300,000.' });
  });

  it('says when another member decided first', async () => {
    signedInStaff();
    open('/staff/proofs/3', {
      'POST /v2/staff/proofs/3/approve': () => [
        409,
        { message: 'This proof has already been reviewed.', code: 'ALREADY_REVIEWED' },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and mail' }));
    expect(await screen.findByText('This proof has already been reviewed.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled());
  });
});

describe('diagnostics snapshots', () => {
  const snapshot = {
    kind: 'renters-portal-diagnostics',
    meta: {
      persistVersion: 4,
      build: { apiVersion: 6, id: 'abc1234' },
      route: '/onboarding',
      screen: { width: 390, height: 844, pixelRatio: 3 },
      takenAt: '2026-11-26T20:00:00.000Z',
      userAgent: 'Mozilla/5.0',
      from: 'onboarding quote',
    },
    store: { onboarding: { step: 'quote' } },
  };
  const summary = {
    id: 9,
    createdAt: '2026-11-26T20:00:01.000Z',
    email: 'jordan.lee@example.com',
    tenantName: 'Jordan Lee',
    subject: 'Other - Help',
    route: '/onboarding',
    from: 'onboarding quote',
    persistVersion: 4,
  };

  it('lists them and replays one beside its message, in a frame as wide as the tenant’s screen', async () => {
    signedInStaff();
    open('/staff/snapshots', {
      'GET /v2/staff/snapshots': () => [200, { snapshots: [summary] }],
      'GET /v2/staff/snapshots/9': () => [
        200,
        { ...summary, message: 'The price does not change.', snapshot },
      ],
    });
    await userEvent.click(
      await screen.findByRole('link', { name: 'Replay: Jordan Lee, Other - Help' }),
    );
    expect(await screen.findByText('The price does not change.')).toBeVisible();
    const frame = screen.getByTitle("Jordan Lee's screen, replayed");
    expect(frame).toHaveAttribute('src', '/replay');
    expect(window.__rentersReplay).toEqual({ snapshot, name: 'Jordan Lee' });
    expect(screen.getByText('abc1234 (store v4)')).toBeVisible();
  });
});
