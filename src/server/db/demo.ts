// The demo world's public facts: sign-in credentials and invitation links. The README, server
// tests and e2e tests read them from here so there is one source. seed.ts creates the rows.

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Renters-Demo-2026';

export type DemoRole =
  'own-policy' | 'partner-policy' | 'third-party' | 'expired-only' | 'association-member';

export interface DemoAccount {
  email: string;
  role: DemoRole;
  firstName: string;
  lastName: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'maya.thompson@example.com',
    role: 'own-policy',
    firstName: 'Maya',
    lastName: 'Thompson',
    description:
      'Active own-carrier policy (monthly plan, a roommate, interested party) at The Willow ' +
      'Apartments, Madison WI; payments with one declined charge; two claims (one closed, one in ' +
      'review); two enrollments. Two-factor off, mandatory in 10 days (grace banner).',
  },
  {
    email: 'daniel.okafor@example.com',
    role: 'partner-policy',
    firstName: 'Daniel',
    lastName: 'Okafor',
    description:
      "Partner carrier's policy at Lincoln Park Lofts, Chicago IL, with a spouse and a pending " +
      'change two weeks ahead.',
  },
  {
    email: 'sofia.ramirez@example.com',
    role: 'third-party',
    firstName: 'Sofia',
    lastName: 'Ramirez',
    description:
      'Uploaded policies at Barton Creek Commons, Austin TX: an approved Lemonade policy with its ' +
      'next term uploaded and pending (same provider and number, so grouped as upcoming), and a ' +
      'separate pending State Farm upload below the $300,000 minimum.',
  },
  {
    email: 'ethan.walsh@example.com',
    role: 'expired-only',
    firstName: 'Ethan',
    lastName: 'Walsh',
    description:
      'Only inactive policies at Cherry Creek Flats, Denver CO: an own-carrier policy that ended ' +
      '3 months ago and an approved Allstate upload that ended 15 months ago. Two-factor deadline ' +
      'passed 5 days ago, so signing in asks for two-factor set-up.',
  },
  {
    email: 'priya.natarajan@example.com',
    role: 'association-member',
    firstName: 'Priya',
    lastName: 'Natarajan',
    description:
      'Renters-association member (coupons, one already redeemed; one enrollment shown as her ' +
      'membership) at Bayshore Palms, Tampa FL; annual own-carrier policy renewing in about 45 ' +
      'days with renewal locked (on).',
  },
];

export function demoAccount(role: DemoRole): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for role ${role}`);
  return account;
}

export interface DemoInvite {
  /** The invitation token as it appears in the link; the database holds only its sha-256. */
  token: string;
  email: string;
  name: string;
  description: string;
}

/** Tenants a manager has invited: a tenant record with a lease, no account yet. Valid 30 days. */
export const DEMO_INVITES: readonly DemoInvite[] = [
  {
    token: 'demo-invite-jordan-lee-7c4e9a21f0b3',
    email: 'jordan.lee@example.com',
    name: 'Jordan Lee',
    description:
      'Oberlin Village, Raleigh NC (Coastal Keystone Living: buildings skip the roommate step; ' +
      'minimum liability $200,000).',
  },
  {
    token: 'demo-invite-aisha-bello-2d81f6c95e7a',
    email: 'aisha.bello@example.com',
    name: 'Aisha Bello',
    description:
      'Federal Hill Residences, Providence RI (same company, but this building overrides ' +
      'skip-roommates to show the roommate step).',
  },
];

/** An invitation whose link expired three days before the seed date. */
export const DEMO_EXPIRED_INVITE: DemoInvite = {
  token: 'demo-invite-noah-fischer-expired-93b0',
  email: 'noah.fischer@example.com',
  name: 'Noah Fischer',
  description: 'Cherry Creek Flats, Denver CO; the invitation expired.',
};

/** The one address in the data that no partner company manages. */
export const DEMO_NON_PARTNERED_ADDRESS = {
  rentalAddress: '2217 N Prospect Ave',
  city: 'Milwaukee',
  state: 'WI',
  zipCode: '53202',
} as const;

/**
 * The verification code of the evidence of insurance Maya's management company was sent when she
 * bought her policy (an evidence_codes row): /verify/<this> shows an active, current policy.
 */
export const DEMO_EVIDENCE_CODE = '7K3MQ9DEM0XA';

/**
 * The demo's support staff member (the staff console at /staff): signs in with DEMO_PASSWORD and
 * the 6-digit code an authenticator app makes from this published secret. Like every demo
 * credential it exists only in a database seeded with the demo world (SEED_DEMO_DATA); a real
 * deployment turns that off and creates its staff with `npm run staff:create`.
 */
export const DEMO_STAFF = {
  email: 'alex.morgan@support.example.com',
  name: 'Alex Morgan',
  totpSecret: 'DEMOSTAFFALEXMORGANRENTERSTWOSIX',
} as const;
