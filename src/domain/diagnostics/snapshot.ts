// A tenant's diagnostics snapshot: what the app held when they asked for help (the
// persisted store and its version, the build, the route, the screen and the time), so support can
// see the same screen. Everything goes through an allow-list: a field is kept only where the list
// names it, and inside what it keeps whole, any key or value that looks like a secret is removed
// as well (a session or one-time token, a code, a password, card or bank data, an uploaded file).
// The client builds it and the server cleans it again before storing it.

/** 'keep': the value as it is (still scrubbed); an object: only these keys; [rule]: each item. */
export type Rule = 'keep' | { readonly [key: string]: Rule } | readonly [Rule];

const keep = 'keep' as const;

/** The session: who is signed in, never the token; no payment description. */
const ACCOUNT: Rule = {
  accountId: keep,
  firstName: keep,
  lastName: keep,
  email: keep,
  billingAddress: keep,
  leases: keep,
  rentersAssociationMember: keep,
  twoFactorEnabled: keep,
  twoFactorMethod: keep,
  twoFactorDeadline: keep,
  twoFactorGracePeriodDays: keep,
  tenant_email: keep,
  pendingEmail: keep,
};

const PERSON = { firstName: keep, lastName: keep, email: keep } as const;

const ONBOARDING: Rule = {
  step: keep,
  entry: keep,
  tenantId: keep,
  emailLocked: keep,
  userInfo: { firstName: keep, lastName: keep, email: keep, confirmEmail: keep, phone: keep },
  address: keep,
  validatedAddress: keep,
  coordinates: keep,
  propertyManager: keep,
  buildingName: keep,
  questions: keep,
  underwritingAnswers: keep,
  quote: keep,
  liabilityApproved: keep,
  paymentPlan: keep,
  roommate: PERSON,
  spouse: PERSON,
  authorizedUser: { firstName: keep, lastName: keep },
  interestedParty: keep,
  // The date of birth stays with the tenant: support does not need it to see the screen.
  checkout: {
    person: { firstName: keep, lastName: keep, email: keep, phone: keep },
    mailingAddress: keep,
    billingAddress: keep,
    textAlertsConsent: keep,
    ebcConsent: keep,
  },
  // What the review shows of the payment ('Visa ending in 4242' is shown to support too), never
  // the carrier's payment token.
  payment: { method: keep },
  issued: {
    policyId: keep,
    workItemId: keep,
    policyEffectiveDate: keep,
    policyExpirationDate: keep,
    email: keep,
    billing: keep,
  },
  renewingPolicies: keep,
  pendingTransaction: keep,
  raaAgreed: keep,
  raaJoined: keep,
};

const UPLOAD: Rule = {
  step: keep,
  phase: keep,
  lookupEmail: keep,
  original: keep,
  tenant: keep,
  hadLease: keep,
  personal: { firstName: keep, lastName: keep, email: keep, phone: keep },
  rental: keep,
  policy: {
    startDate: keep,
    endDate: keep,
    provider: keep,
    policyNumber: keep,
    liabilityCoverage: keep,
  },
  fileName: keep,
  override: keep,
  failure: keep,
  doneName: keep,
  newUser: { email: keep },
};

/** The persisted slices (client app/persist.ts), each by its rule. */
export const STORE_RULE: Rule = {
  session: { user: ACCOUNT },
  onboarding: ONBOARDING,
  policies: keep,
  upload: UPLOAD,
  // The language the tenant read the app in: a replay shows their screen in it.
  locale: { locale: keep },
};

/**
 * Keys never kept, wherever they appear (a kept subtree included): tokens, passwords, codes,
 * secrets, card and bank numbers, files and their data.
 */
export const SECRET_KEY =
  /token|password|passcode|secret|otp|^code$|codes$|verification.?code|cvv|cvc|card.?number|^card$|^pan$|account.?number|routing|iban|ssn|date.?of.?birth|^dob$|data.?url|selected.?file|^file$|^files$|^pdf$|signature|private.?key|api.?key|authorization|cookie/i;

/** Values never kept: a data: URL (a file's bytes) or a run of digits as long as a card number. */
const SECRET_VALUE = /^data:|(?:\d[ -]?){13,19}/i;

/** The store through `rule`; `undefined` where nothing may be kept. */
export function applyRule(value: unknown, rule: Rule): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (rule === keep) return scrub(value);
  if (Array.isArray(rule)) {
    return Array.isArray(value) ? value.map((item) => applyRule(item, rule[0]!)) : undefined;
  }
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, sub] of Object.entries(rule as Record<string, Rule>)) {
    if (SECRET_KEY.test(key) || !Object.hasOwn(value, key)) continue;
    const kept = applyRule((value as Record<string, unknown>)[key], sub);
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

/** A JSON value without secret-looking keys or values (functions and the like dropped). */
function scrub(value: unknown, depth = 0): unknown {
  if (depth > 20) return undefined;
  if (typeof value === 'string') return SECRET_VALUE.test(value) ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null) return value;
  if (Array.isArray(value)) {
    return value.map((item) => scrub(item, depth + 1)).filter((item) => item !== undefined);
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (SECRET_KEY.test(key)) continue;
      const kept = scrub(item, depth + 1);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return undefined;
}

export interface SnapshotMeta {
  /** The persisted store's version (PERSIST_VERSION of the build that saved it). */
  persistVersion: number;
  /** The client's API version and its build id. */
  build: { apiVersion: number; id: string };
  /** Path and query, with one-time tokens taken out (see snapshotRoute). */
  route: string;
  screen: { width: number; height: number; pixelRatio: number };
  /** ISO time on the tenant's device. */
  takenAt: string;
  userAgent: string;
  /** Where it was sent from: the message dialog, the help dialog of a flow… */
  from: string;
  /**
   * The dialogs open on the screen (app/useDialog.ts names them), the one it was sent from
   * included; a replay opens them again. Absent in snapshots from before it was recorded.
   */
  dialogs?: string[];
}

export interface DiagnosticsSnapshot {
  kind: 'renters-portal-diagnostics';
  meta: SnapshotMeta;
  /** The persisted slices, through STORE_RULE. */
  store: Record<string, unknown>;
}

/** Query parameters a route may keep (the rest may carry an e-mail or a token). */
const KEPT_QUERY = new Set(['entry', 'tab', 'step']);

/** The route without an invitation token (/onboarding/{token}) or any unlisted query parameter. */
export function snapshotRoute(path: string): string {
  const [beforeHash = '', hash] = path.split('#', 2);
  const [pathname = '/', query = ''] = beforeHash.split('?', 2);
  const cleanPath = pathname.replace(/^\/onboarding\/[^/]+\/?$/, '/onboarding');
  const params = new URLSearchParams(query);
  const kept = [...params].filter(([key]) => KEPT_QUERY.has(key));
  const search = kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
  return `${cleanPath || '/'}${search}${hash && !SECRET_KEY.test(hash) ? `#${hash}` : ''}`;
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
/** A dialog's name as the client gives it ('onboarding-help', 'cancel:12'): nothing else passes. */
const DIALOG_NAME = /^[a-z][\w:.-]{0,79}$/i;
const MAX_DIALOGS = 8;
const dialogNames = (v: unknown): string[] =>
  Array.isArray(v)
    ? v
        .filter((name): name is string => typeof name === 'string' && DIALOG_NAME.test(name))
        .slice(0, MAX_DIALOGS)
    : [];

/** A snapshot from anything (the store and meta of a client, or a body the server received). */
export function makeSnapshot(store: unknown, meta: Partial<SnapshotMeta>): DiagnosticsSnapshot {
  const kept = applyRule(store, STORE_RULE);
  return {
    kind: 'renters-portal-diagnostics',
    meta: {
      persistVersion: Math.trunc(num(meta.persistVersion)),
      build: {
        apiVersion: Math.trunc(num(meta.build?.apiVersion)),
        id: text(meta.build?.id, 64),
      },
      route: snapshotRoute(text(meta.route, 2000) || '/'),
      screen: {
        width: Math.trunc(num(meta.screen?.width)),
        height: Math.trunc(num(meta.screen?.height)),
        pixelRatio: num(meta.screen?.pixelRatio),
      },
      takenAt: text(meta.takenAt, 40),
      userAgent: text(meta.userAgent, 400),
      from: text(meta.from, 60),
      dialogs: dialogNames(meta.dialogs),
    },
    store: (kept && typeof kept === 'object' ? kept : {}) as Record<string, unknown>,
  };
}

/** Cleans a snapshot that came from outside (the server's second pass). */
export function cleanSnapshot(input: unknown): DiagnosticsSnapshot {
  const value = (input && typeof input === 'object' ? input : {}) as {
    meta?: Partial<SnapshotMeta>;
    store?: unknown;
  };
  return makeSnapshot(value.store, value.meta ?? {});
}

/** The JSON size limit of a snapshot (the policy lists of a tenant with many policies fit). */
export const SNAPSHOT_MAX_BYTES = 256 * 1024;
