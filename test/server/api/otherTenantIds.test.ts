// A gate of `npm test`: every operation that takes an id, tried by tenant A with tenant B's ids: no
// leak (no answer carries B's names, e-mail, policy numbers, addresses or amounts, and no document
// of B's is served) and no change (the database digest is the same before and after, apart from A's
// own sessions, quotes and purchase attempts, and the rate-limit counters: OWN_ROWS). Every answer
// is inside the contract (assertMatchesContract) and none is a 5xx.
//
// The id-taking fields come from openapi.yaml: every path, query or body field whose name says
// id, key, token, code or secret. Each is either tried (its kind tells where B's values come
// from) or excluded with the reason below; a new one that is neither fails the completeness test.
// Each case also sends the same request with A's own id (when A has one): its answer must differ
// from the answers to B's ids, which shows the request reached the id check rather than being
// refused for something else.
//
// A is Maya (active policy, claims) and then Priya (association member, coupons); B is every
// other demo tenant (seeded rows) and one of them, Priya or Maya, also makes rows through the API
// first (a claim photo, quotes, a purchase, payment tokens, a setup intent, a bank link, a
// diagnostics snapshot). Daniel and Sofia try the partner and uploaded policies' ids too. The first
// tenant A runs again on PostgreSQL when DATABASE_URL is set.
//
// Counts (2026-11-27): 61 id-like fields in 43 operations; 33 of them, in 28 operations, tried
// (the other 28 excluded with a reason). 71 tests on PGlite (about 9 s), 34 more on PostgreSQL
// (about 6 s). Found when written, and fixed: an undeclared 409 on one of B's own screens, and a
// signed-in tenant re-quoting (getQuote) and buying (issuePolicy) another tenant's quote.
import { sql } from 'drizzle-orm';
import type { OpenAPIV3 } from 'openapi-types';
import {
  DEMO_INVITES,
  DEMO_EXPIRED_INVITE,
  demoAccount,
  type DemoRole,
} from '../../../src/server/db/demo';
import { assertMatchesContract } from '../../helpers/contract';
import { fieldsOf } from '../../helpers/contractFuzz';
import { pngImage } from '../../helpers/images';
import {
  contractOperations,
  databaseDigest,
  fullSample,
  type Operation,
} from '../../helpers/operations';
import { TEST_CARDS, paymentHelpers } from '../../helpers/paymentMethods';
import { policyHelpers } from '../../helpers/policies';
import { dataUrl, declarationsPage } from '../../helpers/proofPdfs';
import { SANDBOX_QUOTE_ANSWERS } from '../../helpers/quote';
import { postgresUrl, useTestServer, type Answer, type TestServer } from '../../helpers/server';
import {
  OTHER_PLAIN_ADDRESS,
  PLAIN_ADDRESS,
  issue,
  issueRequest,
  quoteFor,
  tokenize,
  type QuoteAddress,
  type QuoteFixture,
} from '../carrier/fixtures';

type Key = string | number;
type Schema = OpenAPIV3.SchemaObject;

/** What an id names, so B's values of it can be found or made. */
type Kind =
  | 'policy'
  | 'claimPhoto'
  | 'coupon'
  | 'lease'
  | 'quote'
  | 'purchase'
  | 'paymentToken'
  | 'setupIntent'
  | 'confirmationToken'
  | 'bankPublicToken'
  | 'snapshot';

/** A field of a request that names something by id, key, token, code or secret. */
interface IdField {
  op: Operation;
  in: 'path' | 'query' | 'body';
  /** The body path (body fields), else [name]. */
  path: Key[];
  name: string;
}

const ID_NAME = /(^id$|Id$|_id$|Ids$|[tT]oken|^code$|[sS]ecret$|URL$)/;

/** Every id-taking field of the contract. */
function idFields(): IdField[] {
  return contractOperations().flatMap((op) => [
    ...op.parameters
      .filter((p) => ID_NAME.test(p.name))
      .map((p) => ({ op, in: p.in as 'path' | 'query', path: [p.name], name: p.name })),
    ...fieldsOf(op.body)
      // An array's items are tried through the array (photoIds).
      .filter((f) => typeof f.path.at(-1) === 'string' && ID_NAME.test(String(f.path.at(-1))))
      .map((f) => ({ op, in: 'body' as const, path: f.path, name: String(f.path.at(-1)) })),
  ]);
}

const label = (f: IdField) => `${f.op.operationId} ${f.in} ${f.path.join('.')}`;

/**
 * Fields that name no row of another tenant, or whose value is a secret handed to its holder by
 * design rather than an id. Keyed by `operationId name`, or by name for every operation.
 */
const EXCLUDED: Record<string, string> = {
  code:
    'a one-time code (registration, e-mail change, two-factor, staff log-in): a secret typed by ' +
    'its owner, not a record id',
  'getEvidenceVerification code':
    'the public verification code printed on an evidence of insurance: by design whoever holds ' +
    'the document may check it (tag verification), and it answers no tenant data',
  verification_token:
    "a waiting registration's own key, made for the visitor before any tenant is reached",
  'getTenantForToken token':
    'an invitation link: the secret mailed to the invited tenant (onboardingPassword.test.ts ' +
    'tries other invitations)',
  invitationToken: 'an invitation link, as above',
  'downloadDataExport token':
    "the mailed link to a copy of a tenant's data: 256 random bits, the only key by design " +
    '(security: []), like an invitation; dataExport.test.ts checks that an unknown, expired or ' +
    "replaced link is a 404 and that each tenant's link answers their own file",
  'redeemCoupon token':
    "the single-use token a member's QR code carries, scanned by a cashier without a session; " +
    'the coupon id beside it is tried',
  clientSecret: "the secret of a setup intent's 3-D Secure step; the intent id beside it is tried",
  tokenizedURL:
    "the carrier's questionnaire token (the sandbox's embeds the quote's workItemId): a bearer key " +
    'of the carrier page, reached without a session; the quote ids themselves are tried',
  QuestionnaireId: "the carrier's questionnaire catalogue, the same for everyone",
  QuestionId: "the carrier's questionnaire catalogue, the same for everyone",
  QuestionOptionId: "the carrier's questionnaire catalogue, the same for everyone",
  'sendMessage id': "the client build's id in a diagnostics snapshot, not a record",
  'issuePolicy clientId': "sent with workItemId: B's pair is tried as one (kind quote)",
  'sandboxTokenizeV1 workItemId':
    "the carrier's tokenization service is called by the card form without a portal session " +
    '(security: []): workItemId with clientId is its key by design (workItemId.test.ts); the ' +
    'token it makes is tried in issuePolicy (tokenizePayment)',
  'sandboxTokenizeV1 clientId': 'as sandboxTokenizeV1 workItemId',
  'sandboxTokenizeV2 workItemId': 'as sandboxTokenizeV1 workItemId',
  'sandboxTokenizeV2 clientId': 'as sandboxTokenizeV1 workItemId',
  'sandboxCreateBankLinkPublicToken linkToken':
    "the bank's link dialog (the sandbox of Plaid Link) takes no portal session by contract; the " +
    "public token it makes stays bound to the link token's account, tried as plaidToken",
  'sandboxCreateBankLinkPublicToken accountId':
    'a sandbox bank account name (sbx-checking), the same in every link',
  plaidSelectedAccountId:
    'the bank account chosen inside the public token (sbx-checking), the same for every tenant; ' +
    'sent with plaidToken',
  'completeOnboarding policyId':
    "sent with workItemId and the buyer's e-mail: B's purchase is tried as one (kind purchase)",
};

/** The kind of id a field names, or undefined (then it must be excluded). */
function kindOf(f: IdField): Kind | undefined {
  const { name, op } = f;
  if (`${op.operationId} ${name}` in EXCLUDED || name in EXCLUDED) return undefined;
  if (/photo/i.test(name)) return 'claimPhoto';
  if (/snapshot/i.test(name)) return 'snapshot';
  if (/setupIntent/i.test(name)) return 'setupIntent';
  if (/lease/i.test(name)) return 'lease';
  if (/coupon/i.test(name) || (name === 'id' && op.path.includes('/coupons'))) return 'coupon';
  if (name === 'stripeConfirmationToken') return 'confirmationToken';
  if (name === 'tokenizePayment') return 'paymentToken';
  if (name === 'plaidToken') return 'bankPublicToken';
  if (name === 'workItemId') return op.operationId === 'completeOnboarding' ? 'purchase' : 'quote';
  if (/polic/i.test(name) || (name === 'id' && op.path.includes('/policy/'))) return 'policy';
  return undefined;
}

const excludedReason = (f: IdField) =>
  EXCLUDED[`${f.op.operationId} ${f.name}`] ?? EXCLUDED[f.name];

/** One value of an id, with the other parts of the same key when it has some. */
interface IdValue {
  id: string | number;
  /** Sibling fields sent with it: a quote's clientId, a purchase's e-mail and policy number. */
  with?: Record<string, string>;
  /** What it is, for the failure report. */
  of: string;
  /** A policy's table: own (our carrier), partner or uploaded. */
  table?: 'own' | 'partner' | 'uploaded';
  /** A quote's whole fixture (issuePolicy buys it). */
  quote?: QuoteFixture;
}

/**
 * A tries every case; B also makes rows through the API. Daniel and Sofia try only the cases of
 * the policies they hold (partner, uploaded), so those cases have a control too.
 */
const ATTACKERS: Array<{ a: DemoRole; b: DemoRole; only?: IdValue['table'] }> = [
  { a: 'own-policy', b: 'association-member' },
  { a: 'association-member', b: 'own-policy' },
  { a: 'partner-policy', b: 'own-policy', only: 'partner' },
  { a: 'third-party', b: 'own-policy', only: 'uploaded' },
];
const ROLES: DemoRole[] = [
  'own-policy',
  'partner-policy',
  'third-party',
  'expired-only',
  'association-member',
];
/** Tenants with a lease and no login. */
const INVITED = [...DEMO_INVITES, DEMO_EXPIRED_INVITE].map((i) => i.email);

const CLAIM = {
  type: 'Property Claim',
  phone: '312-555-0142',
  address: '1200 W Lake St, Chicago, IL',
  time: 'Last night around 11 pm',
  description: 'A pipe burst in the bathroom',
  property: 'Soaked rug and a laptop',
  payee: 'A Tenant',
  habitable: true,
  vacated: false,
  police: false,
};

/** What the tests build per run of a case: a signed-in tenant and what they own. */
class World {
  private tokens = new Map<DemoRole, string>();
  private made = new Map<string, Promise<unknown>>();
  readonly h: ReturnType<typeof policyHelpers>;
  readonly p: ReturnType<typeof paymentHelpers>;

  constructor(readonly server: TestServer) {
    this.h = policyHelpers(server);
    this.p = paymentHelpers(server);
  }

  async token(role: DemoRole): Promise<string> {
    let token = this.tokens.get(role);
    if (!token) {
      token = await this.h.token(role);
      this.tokens.set(role, token);
    }
    return token;
  }

  /** Made once per case (the database is put back before the next). */
  private once<T>(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.made.has(key)) this.made.set(key, make());
    return this.made.get(key) as Promise<T>;
  }

  async rows(query: string): Promise<Array<Record<string, unknown>>> {
    const result = await this.server.handle.db.execute(sql.raw(query));
    return result.rows as Array<Record<string, unknown>>;
  }

  tenantIds(emails: string[]): Promise<number[]> {
    if (!emails.length) return Promise.resolve([]);
    const list = emails.map((e) => `'${e}'`).join(', ');
    return this.rows(`select id from tenants where email in (${list})`).then((r) =>
      r.map((row) => Number(row.id)),
    );
  }

  async accountId(role: DemoRole): Promise<number> {
    const [row] = await this.rows(
      `select id from accounts where email = '${demoAccount(role).email}'`,
    );
    return Number(row!.id);
  }

  /** The role's active own-carrier policy, if any. */
  async activePolicy(role: DemoRole): Promise<number | undefined> {
    return this.once(`active ${role}`, async () => {
      const policy = await this.h.ownPolicy(role);
      return policy?.policyId as number | undefined;
    });
  }

  /** A quote made while signed in as the role (its address differs per role). */
  quote(role: DemoRole, tag = '') {
    return this.once(`quote ${role} ${tag}`, async () => {
      const address: QuoteAddress = role === 'own-policy' ? PLAIN_ADDRESS : OTHER_PLAIN_ADDRESS;
      return quoteFor(this.server, address, await this.token(role));
    });
  }

  /** The role's values of a kind. `emails` are the tenants whose seeded rows count. */
  async values(kind: Kind, role: DemoRole, emails: string[]): Promise<IdValue[]> {
    const tenants = await this.tenantIds(emails);
    const inTenants = tenants.length ? tenants.join(', ') : '0';
    const ids = async (from: string, of: string, table?: IdValue['table']) =>
      (await this.rows(`select id from ${from} where tenant_id in (${inTenants}) order by id`)).map(
        (r) => ({ id: Number(r.id), of: `${of} ${r.id}`, ...(table ? { table } : {}) }),
      );
    switch (kind) {
      case 'policy':
        return [
          ...(await ids('policies', 'own-carrier policy', 'own')),
          ...(await ids('partner_policies', 'partner policy', 'partner')),
          ...(await ids('third_party_policies', 'uploaded policy', 'uploaded')),
        ];
      case 'lease':
        return ids('leases', 'lease');
      case 'coupon': {
        if (!(await this.isMember(role))) return [];
        const answer = await this.server.call({
          method: 'GET',
          url: '/v2/coupons',
          headers: { token: await this.token(role) },
        });
        // Coupons not redeemed yet first: a redeemed one can no longer be used (409).
        return (answer.json().coupons as Array<{ couponId: number; redeemed: boolean }>)
          .sort((x, y) => Number(x.redeemed) - Number(y.redeemed))
          .map((c) => ({ id: c.couponId, of: `coupon ${c.couponId}` }));
      }
      case 'claimPhoto': {
        const policyId = await this.activePolicy(role);
        if (!policyId) return [];
        const photo = await this.once(`photo ${role}`, async () => {
          const answer = await this.server.call({
            method: 'POST',
            url: `/v2/claim/${policyId}/photos`,
            headers: { token: await this.token(role), 'content-type': 'image/png' },
            payload: await pngImage(),
          });
          return answer.json().photoId as string;
        });
        return [{ id: photo, of: 'claim photo' }];
      }
      case 'quote': {
        const quote = await this.quote(role);
        // With a payment token for it: anyone holding the quote's ids can tokenize (the carrier's
        // service takes no session), so A could send one.
        const tokenizePayment = await this.paymentToken(role);
        return [
          {
            id: quote.workItemId,
            with: { clientId: quote.clientId, tokenizePayment },
            of: 'quote',
            quote,
          },
        ];
      }
      case 'purchase': {
        const bought = await this.purchase(role);
        return [
          {
            id: bought.workItemId,
            with: { email: bought.email, policyId: bought.policyNumber },
            of: `purchase ${bought.policyNumber}`,
          },
        ];
      }
      case 'paymentToken':
        return [{ id: await this.paymentToken(role), of: 'payment token' }];
      case 'setupIntent': {
        if (!(await this.activePolicy(role))) return [];
        const intent = await this.setupIntent(role);
        return [{ id: intent.setupIntentId, of: 'setup intent' }];
      }
      case 'confirmationToken': {
        if (!(await this.activePolicy(role))) return [];
        // Used by its owner to save a card: the token is the owner's now.
        const used = await this.once(`confirmation ${role}`, async () => {
          const token = await this.p.tokenFor(TEST_CARDS.mastercard);
          await this.p.update(await this.token(role), { stripeConfirmationToken: token });
          return token;
        });
        return [{ id: used, of: 'used confirmation token' }];
      }
      case 'bankPublicToken': {
        if (!(await this.activePolicy(role))) return [];
        const publicToken = await this.once(`bank ${role}`, async () => {
          const token = await this.token(role);
          const link = await this.p.linkToken(token, demoAccount(role).email);
          return (await this.p.publicToken(link.json().linkToken, 'sbx-checking')).json()
            .publicToken as string;
        });
        return [
          {
            id: publicToken,
            with: { plaidSelectedAccountId: 'sbx-checking' },
            of: 'bank public token',
          },
        ];
      }
      case 'snapshot': {
        const id = await this.once(`snapshot ${role}`, async () => {
          const email = demoAccount(role).email;
          await this.server.call({
            method: 'POST',
            url: '/v2/send-message',
            headers: { token: await this.token(role) },
            payload: {
              email,
              subject: 'Billing question',
              msg: 'My payment screen does not show my card after I saved it twice today.',
              diagnostics: {
                kind: 'renters-portal-diagnostics',
                meta: {
                  persistVersion: 4,
                  build: { apiVersion: 6, id: 'test' },
                  route: '/account',
                  screen: { width: 390, height: 844, pixelRatio: 3 },
                  takenAt: this.server.clock.now.toISOString(),
                  userAgent: 'Mozilla/5.0',
                  from: 'help',
                },
                store: {},
              },
            },
          });
          const [row] = await this.rows(
            `select id from diagnostics_snapshots where account_id = ${await this.accountId(role)}`,
          );
          return Number(row!.id);
        });
        return [{ id, of: 'diagnostics snapshot' }];
      }
    }
  }

  /** A payment token for the role's quote, from the sandbox carrier's tokenization service. */
  paymentToken(role: DemoRole): Promise<string> {
    return this.once(`payment ${role}`, async () => tokenize(this.server, await this.quote(role)));
  }

  isMember(role: DemoRole): Promise<boolean> {
    return this.once(`member ${role}`, async () => {
      const [row] = await this.rows(
        `select renters_association_member as m from accounts where email = '${demoAccount(role).email}'`,
      );
      return row?.m === true;
    });
  }

  /** A policy bought through the API while signed in as the role. */
  purchase(role: DemoRole) {
    return this.once(`purchase ${role}`, async () => {
      const quote = await this.quote(role, 'bought');
      const account = demoAccount(role);
      const buyer = {
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
      };
      const answer = await issue(
        this.server,
        issueRequest(quote, await tokenize(this.server, quote), { buyer }),
        await this.token(role),
      );
      if (answer.statusCode !== 200) throw new Error(`purchase: ${answer.body}`);
      return {
        workItemId: quote.workItemId,
        email: account.email,
        policyNumber: answer.json().transactionDetails.policyId as string,
      };
    });
  }

  /** A card that asks for 3-D Secure, saved by the role and authenticated: ready to resume. */
  setupIntent(role: DemoRole) {
    return this.once(`intent ${role}`, async () => {
      const token = await this.p.tokenFor(TEST_CARDS.threeDSecure);
      const answer = await this.p.update(await this.token(role), {
        stripeConfirmationToken: token,
      });
      const clientSecret = answer.json().client_secret as string | undefined;
      if (!clientSecret) throw new Error(`setup intent: ${answer.body}`);
      const setupIntentId = clientSecret.split('_secret_')[0]!;
      await this.p.authenticate(setupIntentId, clientSecret, 'complete');
      return { setupIntentId, clientSecret };
    });
  }

  /** A coupon token of the role's first coupon (members only). */
  couponToken(role: DemoRole) {
    return this.once(`coupon token ${role}`, async () => {
      const [coupon] = await this.values('coupon', role, []);
      if (!coupon) return 'not-a-coupon-token';
      const answer = await this.server.call({
        method: 'POST',
        url: `/v2/coupons/${coupon.id}/token`,
        headers: { token: await this.token(role) },
      });
      return answer.json().token as string;
    });
  }
}

/** A request as app.inject takes it. */
interface Request {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const isStaffOperation = (op: Operation) => op.path.startsWith('/v2/staff/');

/** The schema at a body path (array items through index 0). */
function schemaAt(schema: Schema | undefined, path: Key[]): Schema | undefined {
  let node = schema;
  for (const key of path) {
    const branch = ((node?.anyOf ?? node?.oneOf ?? []) as Schema[]).find(
      (s) => (s as { type?: string }).type !== 'null',
    );
    node = branch ?? node;
    node =
      typeof key === 'number'
        ? ((node as OpenAPIV3.ArraySchemaObject | undefined)?.items as Schema | undefined)
        : ((node?.properties ?? {})[key] as Schema | undefined);
  }
  return node;
}

function setAt(value: unknown, path: Key[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [Key, ...Key[]];
  const copy = (
    Array.isArray(value) ? [...value] : { ...((value as object | undefined) ?? {}) }
  ) as Record<Key, unknown>;
  copy[head] = setAt(copy[head], rest, leaf);
  return copy;
}

/** The body A would send to the operation, before the id under test is put in. */
async function baseBody(w: World, f: IdField, a: DemoRole, value: IdValue): Promise<unknown> {
  const token = await w.token(a);
  const account = demoAccount(a);
  const pdf = async () =>
    dataUrl(
      await declarationsPage({
        insured: `${account.firstName} ${account.lastName}`,
        policyNumber: 'LEM-7781',
        interestedParty: 'Lakeshore Property Management',
        mailingAddress: 'PO Box 620\nMiddleton, WI 53562',
      }),
    );
  const form = async () => ({
    selectedFile: await pdf(),
    selectedFileName: 'declarations.pdf',
    startDate: '2026-09-01',
    endDate: '2027-09-01',
    carrierName: 'Lemonade',
    policyNumber: 'LEM-7781',
    liabilityCoverage: 300000,
  });
  switch (f.op.operationId) {
    case 'submitClaim':
      return { ...CLAIM };
    case 'getQuote': {
      const quote = await w.quote(a);
      return {
        policyEffectiveDate: quote.policyEffectiveDate,
        address: quote.address,
        answers: SANDBOX_QUOTE_ANSWERS,
        workItemId: quote.workItemId,
        coverageParameters: {
          liabilityAmount: 100000,
          personalPropertyAmount: 20000,
          deductible: 500,
        },
      };
    }
    case 'issuePolicy': {
      // A buys with A's own details: the quote is A's, or the one under test (then its token).
      const buyer = {
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
      };
      if (value.quote) return issueRequest(value.quote, value.with!.tokenizePayment!, { buyer });
      return issueRequest(await w.quote(a), await w.paymentToken(a), { buyer });
    }
    case 'completeOnboarding': {
      const bought = await w.purchase(a);
      return { email: bought.email, workItemId: bought.workItemId, policyId: bought.policyNumber };
    }
    case 'updatePaymentMethod':
      return f.name === 'setupIntentId' ? { action_taken: true } : {};
    case 'sandboxAuthenticateSetupIntent': {
      const own = (await w.activePolicy(a)) ? await w.setupIntent(a) : undefined;
      return { clientSecret: own?.clientSecret ?? 'seti_sbx_x_secret_x', outcome: 'complete' };
    }
    case 'validateThirdPartyPolicy':
      return { selectedFile: await pdf(), selectedFileName: 'declarations.pdf' };
    case 'uploadAccountPolicy':
      return await form();
    case 'uploadThirdPartyPolicy':
      return { ...(await form()), tenantEmail: account.email };
    case 'requestAddition':
      return { kind: 'person', role: 'authorizedUser', firstName: 'Sam', lastName: 'Rivera' };
    default:
      void token;
      return f.op.body ? fullSample(f.op.body) : undefined;
  }
}

/** The operation's request from A with `value` in the field under test. */
async function build(w: World, f: IdField, value: IdValue, a: DemoRole): Promise<Request> {
  const token = await w.token(a);
  const { op } = f;
  const query = new URLSearchParams();
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    if (f.in === 'query' && p.name === f.name) query.set(p.name, String(value.id));
    else if (value.with?.[p.name] !== undefined) query.set(p.name, value.with[p.name]!);
    else if (op.operationId === 'redeemCoupon' && p.name === 'token')
      query.set(p.name, await w.couponToken(a));
    else if (p.required) query.set(p.name, String(fullSample(p.schema as Schema)));
  }
  // Another path parameter (the claim's policy beside a photo) is A's own active policy.
  const own = String((await w.activePolicy(a)) ?? 1);
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(f.in === 'path' && name === f.name ? String(value.id) : own),
  );
  const search = query.toString();
  const request: Request = {
    method: op.method,
    url: `${path}${search ? `?${search}` : ''}`,
    headers: isStaffOperation(op) ? { token, stafftoken: token } : { token },
  };
  if (op.operationId === 'uploadClaimPhoto') {
    request.headers['content-type'] = 'image/png';
    request.payload = await pngImage();
    return request;
  }
  let body = await baseBody(w, f, a, value);
  if (f.in === 'body') {
    const array = schemaAt(op.body, f.path)?.type === 'array';
    body = setAt(body, f.path, array ? [value.id] : value.id);
    const parent = f.path.slice(0, -1);
    const properties = schemaAt(op.body, parent)?.properties ?? {};
    for (const [name, sibling] of Object.entries(value.with ?? {})) {
      if (name in properties) body = setAt(body, [...parent, name], sibling);
    }
  }
  if (body !== undefined) {
    request.headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(body);
  }
  return request;
}

/** B's data as B's own screens show it: names, e-mail, numbers, addresses, amounts. */
interface Markers {
  strings: string[];
  amounts: number[];
}

const VIEWS = [
  '/v2/account',
  '/v2/policy?inactiveOnly=false',
  '/v2/policy?inactiveOnly=true',
  '/v2/assurant/policy?inactiveOnly=false',
  '/v2/assurant/policy?inactiveOnly=true',
  '/v2/third-party-policies',
  '/v2/transaction',
  '/v2/enrollments',
  '/v2/tenantForExisting',
];
/** Fields that identify a tenant or their policy, claim or card. */
const NAME_KEY = /^(first_?name|last_?name|firstName|lastName|payee)$/;
const IDENTIFYING_KEY =
  /^(email|tenant_email|phone|tenant_phone|address|rental_address|billing_address|carrierPolicyNumber|carrier_policy_number|policyCarrierNumber|policy_number|claimNumber|proof_of_insurance|stripePaymentDescription|transactionPaymentDescription)$/;
/** The tenant's own money: payments and premiums (not the product's coverage options). */
const AMOUNT_KEY = /^(transactionAmount|price_per_month|premium|monthlyPremium|annualPremium)$/;

/** B's identifying strings (names from 4 characters, others from 6) and amounts in a value. */
function leaves(value: unknown, key = '', into: Markers = { strings: [], amounts: [] }): Markers {
  if (Array.isArray(value)) value.forEach((item) => leaves(item, key, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) leaves(v, k, into);
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (NAME_KEY.test(key) ? text.length >= 4 : IDENTIFYING_KEY.test(key) && text.length >= 6) {
      into.strings.push(text);
    }
  } else if (typeof value === 'number' && AMOUNT_KEY.test(key) && value > 0) {
    into.amounts.push(value);
  }
  return into;
}

/** The role's own screens: the reads of VIEWS and the claims of each own policy. */
async function screenUrls(w: World, role: DemoRole): Promise<string[]> {
  const own = await w.rows(
    `select p.id from policies p join tenants t on t.id = p.tenant_id where t.email = '${demoAccount(role).email}'`,
  );
  return [
    ...VIEWS,
    ...((await w.isMember(role)) ? ['/v2/coupons'] : []),
    ...own.map(({ id }) => `/v2/claim/${id}`),
  ];
}

async function screensOf(w: World, role: DemoRole): Promise<Markers> {
  const token = await w.token(role);
  const into: Markers = { strings: [], amounts: [] };
  for (const url of await screenUrls(w, role)) {
    // Not server.call: whether these answers are inside the contract is a test of its own below.
    const answer = await w.server.app.inject({ method: 'GET', url, headers: { token } });
    if (answer.statusCode === 200) leaves(answer.json(), '', into);
  }
  return into;
}

const markerCache = new Map<DemoRole, Markers>();

/** B's markers for attacker A: every other tenant's, less what A's own screens show. */
async function markersAgainst(w: World, a: DemoRole): Promise<Markers> {
  const cached = markerCache.get(a);
  if (cached) return cached;
  const own = await screensOf(w, a);
  const theirs: Markers = { strings: [], amounts: [] };
  for (const role of ROLES.filter((r) => r !== a)) {
    const m = await screensOf(w, role);
    theirs.strings.push(...m.strings);
    theirs.amounts.push(...m.amounts);
  }
  for (const row of await w.rows(
    `select first_name, last_name, email, phone from tenants where email in (${INVITED.map((e) => `'${e}'`).join(', ')})`,
  )) {
    leaves(
      { firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone },
      '',
      theirs,
    );
  }
  // The quotes B makes in these tests are at an address of B's own.
  theirs.strings.push(
    a === 'own-policy' ? OTHER_PLAIN_ADDRESS.streetAddress : PLAIN_ADDRESS.streetAddress,
  );
  const ownText = JSON.stringify(own.strings);
  const markers: Markers = {
    strings: [...new Set(theirs.strings)].filter((s) => !ownText.includes(s)),
    amounts: [...new Set(theirs.amounts)].filter((n) => !own.amounts.includes(n)),
  };
  markerCache.set(a, markers);
  return markers;
}

/** What of B's data the answer shows. */
function leaked(answer: Answer, markers: Markers): string[] {
  const type = String(answer.headers['content-type'] ?? '');
  const found: string[] = [];
  if (answer.statusCode < 300 && !type.startsWith('application/json')) {
    found.push(`a ${type} document`);
  }
  const body = answer.body;
  for (const s of markers.strings) {
    if (body.includes(s) || body.includes(JSON.stringify(s).slice(1, -1))) found.push(s);
  }
  for (const n of markers.amounts) {
    if (new RegExp(`[:\\[,]${String(n).replace('.', '\\.')}(?:\\.0+)?[,}\\]]`).test(body)) {
      found.push(`amount ${n}`);
    }
  }
  return found;
}

/**
 * Rows A may touch, by table: A's sessions (their last use), A's own quotes and purchase attempts
 * (a refused purchase of A's own quote is recorded as failed). Every other row of every table
 * must stay as it was; the rate-limit counters are left out whole.
 */
const OWN_ROWS: Record<string, (account: number) => string> = {
  sessions: (account) => `account_id = ${account}`,
  quotes: (account) => `account_id = ${account}`,
  purchases: (account) =>
    `work_item_id in (select work_item_id from quotes where account_id = ${account})`,
};

async function digest(w: World, a: DemoRole): Promise<Record<string, string>> {
  const all = await databaseDigest(w.server.handle.db);
  delete all.rate_limits;
  const account = await w.accountId(a);
  // One statement for the three tables, as databaseDigest takes every table in one.
  const rows = await w.rows(
    Object.entries(OWN_ROWS)
      .map(
        ([table, own]) =>
          `select '${table}' as name, count(*)::int as n,
             coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h
           from "${table}" t where not (${own(account)})`,
      )
      .join(' union all '),
  );
  for (const row of rows) all[String(row.name)] = `${row.n}:${row.h}`;
  return all;
}

const FIELDS = idFields();
const COVERED = FIELDS.flatMap((f) => {
  const kind = kindOf(f);
  return kind ? [[label(f), f, kind] as const] : [];
});

/** Kinds an attacker may have no foreign value of, and why. */
const NONE_FOREIGN: Partial<Record<Kind, string>> = {
  coupon: "coupons are the association's offers: a member sees every one, so no id is another's",
};

describe('the id-taking fields of openapi.yaml', () => {
  it('are each tried with other tenants’ ids or excluded with a reason', () => {
    const unknown = FIELDS.filter((f) => !kindOf(f) && !excludedReason(f)).map(label);
    expect(unknown).toEqual([]);
    // Exclusions name fields that still exist.
    const names = new Set(FIELDS.flatMap((f) => [f.name, `${f.op.operationId} ${f.name}`]));
    expect(Object.keys(EXCLUDED).filter((key) => !names.has(key))).toEqual([]);
    expect(new Set(COVERED.map(([, f]) => f.op.operationId)).size).toBeGreaterThanOrEqual(25);
  });
});

/** The policy table an operation's policy id points into. */
function policyTable(f: IdField): IdValue['table'] {
  if (f.op.operationId === 'getPartnerPolicyEoi') return 'partner';
  if (f.op.operationId === 'getThirdPartyPolicyEoi' || isStaffOperation(f.op)) return 'uploaded';
  return 'own';
}

/**
 * The cases on one database. `controlled` collects the cases whose request with A's own id got
 * another answer than with B's: every case must be among them (staff calls aside).
 */
function suite(name: string, options: { postgres?: boolean }, attackers: typeof ATTACKERS) {
  const all = attackers === ATTACKERS;
  describe(name, () => {
    const server = useTestServer(options);
    const controlled = new Set<string>();
    /** Cases run by some tenant A (all of them, unless jest was asked for some only). */
    const ran = new Set<string>();

    describe("the screens B's data is read from", () => {
      it('answer inside the contract for every demo tenant', async () => {
        const w = new World(server);
        const failures: string[] = [];
        for (const role of ROLES) {
          const token = await w.token(role);
          for (const url of await screenUrls(w, role)) {
            const answer = await server.app.inject({ method: 'GET', url, headers: { token } });
            await assertMatchesContract('GET', url, answer).catch((error: Error) =>
              failures.push(`${role} GET ${url}: ${error.message.slice(0, 200)}`),
            );
          }
        }
        expect(failures).toEqual([]);
      });
    });

    describe.each(attackers)(
      'tenant A = $a, with the ids of every other tenant',
      ({ a, b, only }) => {
        const cases = COVERED.filter(
          ([, f, kind]) =>
            !only || (kind === 'policy' && policyTable(f) === only && !isStaffOperation(f.op)),
        );
        it.each(cases)('%s', async (name, f, kind) => {
          ran.add(name);
          const w = new World(server);
          const markers = await markersAgainst(w, a);
          const others = ROLES.filter((r) => r !== a).map((r) => demoAccount(r).email);
          // A policy id names a row of the operation's own table; the same number in another table
          // is another policy (maybe A's), so only ids of that table are tried.
          const inTable = (v: IdValue) => kind !== 'policy' || v.table === policyTable(f);
          const mine = (await w.values(kind, a, [demoAccount(a).email])).filter(inTable);
          const theirs = (await w.values(kind, b, [...others, ...INVITED])).filter(
            (v) => inTable(v) && !mine.some((m) => m.id === v.id),
          );
          const control =
            mine[0] && !isStaffOperation(f.op) ? await build(w, f, mine[0], a) : undefined;
          if (!theirs.length) {
            // Only A holds rows of this kind (Daniel's partner policy): A's own id must fetch A's
            // data, the other attackers try it as B's.
            if (!only) expect(NONE_FOREIGN[kind]).toBeDefined();
            if (control) {
              const answer = await server.call(control);
              expect(answer.statusCode).toBeLessThan(300);
              controlled.add(name);
            }
            return;
          }
          // Everything A sends is made before the first digest.
          const requests = [];
          for (const value of theirs)
            requests.push({ value, request: await build(w, f, value, a) });
          const failures: string[] = [];
          const answers: Answer[] = [];
          const before = await digest(w, a);
          for (const { value, request } of requests) {
            const answer = await server.app.inject(request);
            answers.push(answer);
            const where = `${value.of} (${request.method} ${request.url.slice(0, 120)})`;
            if (answer.statusCode >= 500)
              failures.push(`${where}: answered ${answer.statusCode} ${answer.body}`);
            await assertMatchesContract(request.method, request.url, answer).catch((error: Error) =>
              failures.push(`${where}: ${error.message.slice(0, 300)}`),
            );
            const shown = leaked(answer, markers);
            if (shown.length) {
              failures.push(
                `${where}: leaks ${shown.join(', ')}: ${answer.statusCode} ${answer.body.slice(0, 300)}`,
              );
            }
          }
          const after = await digest(w, a);
          const changed = Object.keys(before).filter((t) => before[t] !== after[t]);
          if (changed.length) failures.push(`changed ${changed.join(', ')}`);
          if (control) {
            // The same request with A's own id gets another answer: it reached the id check.
            const answer = await server.app.inject(control);
            const same = answers.filter(
              (other) => other.statusCode === answer.statusCode && other.body === answer.body,
            );
            if (same.length) {
              failures.push(
                `A's own id gets the same answer as B's (the request never reached the id check): ${answer.statusCode} ${answer.body.slice(0, 200)}`,
              );
            } else controlled.add(name);
          }
          expect(failures).toEqual([]);
        });
      },
    );

    // With every tenant A only (the PostgreSQL run has the first).
    if (all) {
      describe('every case', () => {
        it("was also sent with A's own id by some tenant A, and answered otherwise (staff calls aside)", () => {
          const expected = COVERED.filter(
            ([, f, kind]) => !isStaffOperation(f.op) && !NONE_FOREIGN[kind],
          ).map(([name]) => name);
          expect(expected.filter((name) => ran.has(name) && !controlled.has(name))).toEqual([]);
        });
      });
    }
  });
}

suite('other tenants’ ids, on PGlite', {}, ATTACKERS);
// The same SQL on PostgreSQL, for the first tenant A (the suite's time budget).
if (postgresUrl) {
  suite(
    'other tenants’ ids, on PostgreSQL (DATABASE_URL)',
    { postgres: true },
    ATTACKERS.slice(0, 1),
  );
}
