// A diagnostics snapshot keeps what support needs to see the tenant's screen and no
// secret, whatever the store holds: the allow-list, the secret names and values everywhere, and
// the route without an invitation token.
import fc from 'fast-check';
import {
  cleanSnapshot,
  makeSnapshot,
  snapshotRoute,
} from '../../../src/domain/diagnostics/snapshot';

const SECRETS = {
  sessionToken: 'sess-7f3a9c1e5b2d4f60a8e1c3b5d7f9a1c3',
  inviteToken: 'demo-invite-jordan-lee-7c4e9a21f0b3',
  paymentToken: 'tok_sandbox_4f1e2d3c',
  accountToken: 'onb-9a8b7c6d5e4f',
  uploadToken: 'upl-1234abcd',
  password: 'Renters-Demo-2026!',
  card: '4242 4242 4242 4242',
  dataUrl: 'data:application/pdf;base64,JVBERi0xLjQK',
  dateOfBirth: '1990-04-17',
};

/** A store as the app persists it, with a secret in every place one could be. */
const store = () => ({
  session: {
    token: SECRETS.sessionToken,
    user: {
      accountId: 12,
      firstName: 'Maya',
      lastName: 'Thompson',
      email: 'maya.thompson@example.com',
      leases: [{ leaseId: 3, unit: '4B' }],
      twoFactorEnabled: false,
      stripePaymentDescription: 'Visa ending in 4242',
      password: SECRETS.password,
    },
  },
  onboarding: {
    step: 'quote',
    inviteToken: SECRETS.inviteToken,
    userInfo: {
      firstName: 'Jordan',
      lastName: 'Lee',
      email: 'jordan.lee@example.com',
      phone: '9195550174',
    },
    quote: {
      workItemId: 'WI-1',
      premium: 129.5,
      selection: { liability: 100000 },
      token: SECRETS.paymentToken,
    },
    checkout: {
      person: {
        firstName: 'Jordan',
        lastName: 'Lee',
        email: 'j@example.com',
        phone: '9195550174',
        dateOfBirth: SECRETS.dateOfBirth,
      },
      billingAddress: { streetAddress: '1 Main St', cardNumber: SECRETS.card },
    },
    payment: { method: 'cc', token: SECRETS.paymentToken, description: 'Visa ending in 4242' },
    issued: { policyId: 'P-1', accountToken: SECRETS.accountToken, billing: { amount: 10 } },
    unknownNewField: 'whatever a later build adds',
  },
  policies: {
    active: {
      own: [{ policyId: 7, note: SECRETS.card, evidence: { verificationCode: '7K3M' } }],
      lastFetched: 1,
    },
  },
  upload: {
    step: 2,
    fileName: 'declarations.pdf',
    selectedFile: SECRETS.dataUrl,
    policy: {
      provider: 'Acme',
      policyNumber: 'AM-5521',
      startDate: '2026-12-01',
      file: SECRETS.dataUrl,
    },
    newUser: { email: 'nia@example.com', token: SECRETS.uploadToken },
    newPassword: SECRETS.password,
  },
  ui: { twoFactorGate: { token: 'gate-token' } },
});

/** Secret names planted in generated stores (checked apart from SECRET_KEY, which they test). */
const SECRET_NAMES = [
  'token',
  'accessToken',
  'password',
  'newPassword',
  'code',
  'backupCodes',
  'cardNumber',
  'cvv',
  'accountNumber',
  'routingNumber',
  'dataUrl',
  'selectedFile',
  'dateOfBirth',
  'secret',
  'verificationCode',
];

const META = {
  persistVersion: 4,
  build: { apiVersion: 6, id: 'b495b6f' },
  route: '/onboarding/demo-invite-jordan-lee-7c4e9a21f0b3?email=j%40example.com&entry=raa',
  screen: { width: 390, height: 844, pixelRatio: 3 },
  takenAt: '2026-11-26T20:00:00.000Z',
  userAgent: 'Mozilla/5.0',
  from: 'help',
  dialogs: ['onboarding-help'],
};

/** Every key and string value anywhere in a JSON value. */
function walk(value: unknown, keys: string[] = [], strings: string[] = []) {
  if (typeof value === 'string') strings.push(value);
  else if (Array.isArray(value)) value.forEach((v) => walk(v, keys, strings));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      keys.push(k);
      walk(v, keys, strings);
    }
  }
  return { keys, strings };
}

describe('diagnostics snapshot', () => {
  it('keeps the screen-making answers and drops every secret of a real store', () => {
    const snapshot = makeSnapshot(store(), META);
    const json = JSON.stringify(snapshot);
    for (const secret of Object.values(SECRETS)) expect(json).not.toContain(secret);
    expect(json).not.toContain('Visa ending in 4242');
    expect(json).not.toContain('gate-token');
    expect(snapshot.store).toEqual({
      session: {
        user: {
          accountId: 12,
          firstName: 'Maya',
          lastName: 'Thompson',
          email: 'maya.thompson@example.com',
          leases: [{ leaseId: 3, unit: '4B' }],
          twoFactorEnabled: false,
        },
      },
      onboarding: {
        step: 'quote',
        userInfo: {
          firstName: 'Jordan',
          lastName: 'Lee',
          email: 'jordan.lee@example.com',
          phone: '9195550174',
        },
        quote: { workItemId: 'WI-1', premium: 129.5, selection: { liability: 100000 } },
        checkout: {
          person: {
            firstName: 'Jordan',
            lastName: 'Lee',
            email: 'j@example.com',
            phone: '9195550174',
          },
          billingAddress: { streetAddress: '1 Main St' },
        },
        payment: { method: 'cc' },
        issued: { policyId: 'P-1', billing: { amount: 10 } },
      },
      policies: { active: { own: [{ policyId: 7, evidence: {} }], lastFetched: 1 } },
      upload: {
        step: 2,
        fileName: 'declarations.pdf',
        policy: { provider: 'Acme', policyNumber: 'AM-5521', startDate: '2026-12-01' },
        newUser: { email: 'nia@example.com' },
      },
    });
    expect(snapshot.meta).toEqual({ ...META, route: '/onboarding?entry=raa' });
  });

  it('the server pass gives the same snapshot, and a snapshot cleaned twice is unchanged', () => {
    const once = makeSnapshot(store(), META);
    expect(cleanSnapshot(JSON.parse(JSON.stringify(once)))).toEqual(once);
    expect(cleanSnapshot(cleanSnapshot(once))).toEqual(once);
    expect(cleanSnapshot('not an object')).toMatchObject({ store: {}, meta: { route: '/' } });
  });

  it('keeps the open dialogs by name only, at most 8; a snapshot from before them has none', () => {
    const names = (dialogs: unknown) =>
      makeSnapshot({}, { ...META, dialogs } as never).meta.dialogs;
    expect(names(['onboarding-help', 'cancel:12'])).toEqual(['onboarding-help', 'cancel:12']);
    expect(names(['ok', 'has space', '<script>', 7, null, 'x'.repeat(81), '-lead'])).toEqual([
      'ok',
    ]);
    expect(names(Array.from({ length: 12 }, (_, i) => `d${i}`))).toHaveLength(8);
    expect(names('onboarding-help')).toEqual([]);
    const { dialogs: _, ...before } = META;
    expect(makeSnapshot({}, before).meta.dialogs).toEqual([]);
  });

  it('routes lose invitation tokens and unlisted query parameters', () => {
    expect(snapshotRoute('/onboarding/abc-123')).toBe('/onboarding');
    expect(snapshotRoute('/login?email=maya%40example.com')).toBe('/login');
    expect(snapshotRoute('/tenant/account/security-settings#2fa-setup')).toBe(
      '/tenant/account/security-settings#2fa-setup',
    );
    expect(snapshotRoute('/coupons/redeem?id=4&token=secret')).toBe('/coupons/redeem');
    expect(snapshotRoute('/tenant/dashboard#token=abc')).toBe('/tenant/dashboard');
  });

  // Property: whatever a store holds (any nesting, any keys, secrets planted anywhere a secret
  // can be told: under a secret's name, or a value shaped like a card number or a file's data),
  // no key that names a secret and no planted secret comes out.
  it('never lets a secret key or a planted secret through, for any store', () => {
    const secretKey = fc.constantFrom(...SECRET_NAMES);
    const anySecret = fc.constantFrom(...Object.values(SECRETS));
    const shapedSecret = fc.constantFrom(SECRETS.card, SECRETS.dataUrl, '5555-5555-5555-4444');
    const appKey = fc.constantFrom(
      'session',
      'user',
      'onboarding',
      'quote',
      'checkout',
      'person',
      'payment',
      'issued',
      'policies',
      'active',
      'own',
      'upload',
      'policy',
      'newUser',
      'userInfo',
      'billingAddress',
    );
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        shapedSecret,
        fc.array(tie('tree'), { maxLength: 4 }),
        fc
          .array(
            fc.oneof(
              fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), appKey), tie('tree')),
              fc.tuple(secretKey, fc.oneof(anySecret, tie('tree'))),
            ),
            { maxLength: 6 },
          )
          .map((entries) => Object.fromEntries(entries)),
      ),
    }));
    // The slots the rules keep whole, where only the secret names and values protect.
    const store = fc.oneof(
      tree,
      fc.record({
        session: fc.record({ user: fc.record({ leases: tree, billingAddress: tree }) }),
        onboarding: fc.record({ quote: tree, address: tree, questions: tree, issued: tree }),
        policies: tree,
        upload: fc.record({ tenant: tree, rental: tree, original: tree }),
      }),
    );
    const secrets = [...Object.values(SECRETS), '5555-5555-5555-4444'];
    fc.assert(
      fc.property(store, (value) => {
        const { keys, strings } = walk(makeSnapshot(value, META).store);
        return (
          keys.every((k) => !SECRET_NAMES.includes(k)) &&
          strings.every((text) => !secrets.some((secret) => text.includes(secret)))
        );
      }),
      { numRuns: 500 },
    );
  });
});
