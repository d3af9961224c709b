// The mails' pseudo-locale gate (docs/i18n.md "The checks"): every mail a tenant gets is built in
// the pseudo-locale (each Spanish message replaced by its English, accented and bracketed), and
// what is left of its subject, text and HTML once the catalogs' segments and the mail's own data
// (names, numbers, addresses, links, days) are taken out must be punctuation and figures: a word
// written into a builder instead of a catalog is found, in a sentence of its own or inside one.
// Every builder of a mail is either here or named as a mail to staff or a management company,
// which stay English (docs/i18n.md "Mails"): a new mail cannot skip the gate.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { formatDay } from '../../../src/domain/i18n/dates';
import type { CompiledCatalog } from '../../../src/domain/i18n/texts';
import type { MailMessage } from '../../../src/server/adapters/mail';
import { demoAccount } from '../../../src/server/db/demo';
import {
  accounts,
  policies,
  tenants,
  thirdPartyPolicies,
  type Claim,
  type Policy,
  type Tenant,
  type ThirdPartyPolicy,
} from '../../../src/server/db/schema';
import { paymentReceiptMail, refundReceiptMail } from '../../../src/server/documents/billingMails';
import {
  addressLine,
  message,
  tenantCancellationMail,
  tenantMoveMail,
} from '../../../src/server/documents/changeMails';
import { claimReceiptMail } from '../../../src/server/documents/claimMail';
import { readmeText } from '../../../src/server/documents/dataExportFile';
import {
  renewalAnnouncementMail,
  uploadEndingMail,
  uploadLapsedTenantMail,
} from '../../../src/server/documents/noticeMails';
import {
  cardExpiringMail,
  nonPaymentNoticeMail,
  paymentDeclinedMail,
  tenantNonPaymentCancellationMail,
  tenantReinstatedMail,
} from '../../../src/server/documents/paymentMails';
import type { PaymentAlert } from '../../../src/domain/payments/paymentNotices';
import {
  proofApprovedMail,
  proofReceiptMail,
  proofRejectedMail,
} from '../../../src/server/documents/proofMails';
import {
  purchaseConfirmationMail,
  purchaseRefundMail,
} from '../../../src/server/documents/purchaseMail';
import { accountDeletionCodeMail } from '../../../src/server/mail/accountDeletion';
import { dataExportReadyMail } from '../../../src/server/mail/dataExport';
import { verificationCodeMail } from '../../../src/server/mail/verificationCode';
import { I18N_ROOT, catalogAreas, pseudoCatalog } from '../../helpers/pseudoText';
import { useTestServer } from '../../helpers/server';

const locale = 'es' as const;

// The server's Spanish catalogs are read once, when the first Spanish text is formatted
// (answerLanguage.ts): replaced by the pseudo ones before any is, so before the server is built
// (building it writes the app's manifest in every language). Hooks run in the order they are
// registered: this one first. The tests check a mail says a pseudo text at all.
beforeAll(async () => {
  for (const area of catalogAreas) {
    const spanish = (await import(resolve(I18N_ROOT, 'generated/es', `${area}.ts`))) as {
      default: CompiledCatalog;
    };
    Object.assign(spanish.default, await pseudoCatalog(area));
  }
});
const server = useTestServer();

/** Figures, money, punctuation: no words. */
const DATA = /^[\d\s$,.%:;/()+\-–—·|#*@'"«»¿?¡!]*$/;
/** The month names a day is written with in Spanish (`formatDay`, from Intl): days are data. */
const MONTHS = Array.from({ length: 12 }, (_, m) =>
  formatDay(`2026-${String(m + 1).padStart(2, '0')}-15`, locale).replace(/[\d\s]/g, ''),
);

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '\n')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');

/**
 * What `mail` says that is neither a catalog's segment nor one of `data` (the values it was built
 * with): each such piece with where it was found.
 */
function untranslated(mail: MailMessage, data: readonly string[]): string[] {
  const values = [...data, ...MONTHS].filter(Boolean).sort((a, b) => b.length - a.length);
  // A link is data wherever it leads (its path's words are the product's routes).
  const rest = (text: string) =>
    values.reduce(
      (left, value) => left.split(value).join(' '),
      text.replace(/⟦[^⟧]*⟧/g, ' ').replace(/https?:\/\/\S+/g, ' '),
    );
  const parts: [string, string][] = [
    ['subject', mail.subject],
    ['text', mail.text],
    ['html', decode(mail.html ?? '')],
  ];
  return parts.flatMap(([where, text]) =>
    rest(text)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => !DATA.test(line))
      .map((line) => `${where}: ${line}`),
  );
}

let policy: Policy;
let tenant: Tenant;
let proof: ThirdPartyPolicy;
const PUBLIC_URL = 'https://portal.example.com';

// The demo's rows are seeded before each test (test/helpers/server.ts): read at the first.
beforeEach(async () => {
  if (policy) return;
  const db = server.handle.db;
  const tenantOf = async (email: string) => {
    const [row] = await db
      .select({ tenant: tenants })
      .from(accounts)
      .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
      .where(eq(accounts.email, email));
    return row!.tenant;
  };
  tenant = await tenantOf(demoAccount('own-policy').email);
  [policy] = (await db
    .select()
    .from(policies)
    .where(eq(policies.tenantId, tenant.id))
    .limit(1)) as [Policy];
  const sofia = await tenantOf(demoAccount('third-party').email);
  [proof] = (await db
    .select()
    .from(thirdPartyPolicies)
    .where(eq(thirdPartyPolicies.tenantId, sofia.id))
    .limit(1)) as [ThirdPartyPolicy];
});

/** What a policy's mails say of it as data. */
const policyData = () => [
  tenant.firstName,
  'Visa',
  policy.carrierPolicyNumber,
  policy.productName,
  addressLine(policy),
  PUBLIC_URL,
];
const proofData = () => [tenant.firstName, proof.provider, proof.carrierPolicyNumber, PUBLIC_URL];

const alert = (kind: PaymentAlert['kind']): PaymentAlert => ({
  kind,
  policyId: policy.id,
  policyCarrierNumber: policy.carrierPolicyNumber,
  amount: 21.5,
  dueDate: '2026-12-15',
  nextAttemptDate: '2026-12-18',
  cancellationDate: '2027-01-14',
  reinstateBy: '2027-02-13',
  reason: 'Your card was declined.',
  cardDescription: 'Visa ending in 4242',
  cardExpires: '12/2026',
});
const alertInput = (kind: PaymentAlert['kind']) => ({
  to: 'maya@example.com',
  tenant,
  publicUrl: PUBLIC_URL,
  locale,
  alert: alert(kind),
});
const payment = {
  kind: 'installment' as const,
  sequence: 3,
  ofPayments: 12,
  amountCents: 2150,
  feeCents: 100,
  dueDate: '2026-12-15',
};
const renewal = (locked: boolean) => ({
  to: 'maya@example.com',
  firstName: tenant.firstName,
  policyNumber: policy.carrierPolicyNumber,
  productName: policy.productName,
  addressLine: addressLine(policy),
  term: { start: '2027-01-01', end: '2028-01-01' },
  money: {
    premiumCents: 24000,
    planName: 'Monthly',
    payments: {
      first: { date: '2027-01-01', amountCents: 2100 },
      later: { count: 11, from: '2027-02-01', amount: 20, fee: 1 },
    },
    numberOfPayments: 12,
  },
  locked: locked
    ? { renewalDate: '2027-01-01', days: 3, email: 'help@example.com', phone: '800-555-0100' }
    : null,
  dashboardUrl: `${PUBLIC_URL}/tenant/dashboard`,
  locale,
});
const upload = () => ({
  to: 'sofia@example.com',
  firstName: tenant.firstName,
  provider: proof.provider,
  policyNumber: proof.carrierPolicyNumber,
  end: '2027-01-01',
  uploadUrl: `${PUBLIC_URL}/tenant/upload`,
  locale,
});
const claim = {
  claimNumber: 'CLM-2026-000123',
  type: 'Property Claim',
  phone: '312-555-0142',
} as Claim & { claimNumber: string };

/** Each tenant mail, built in the pseudo-locale, with the data it was given. */
const TENANT_MAILS: Record<
  string,
  () => Promise<[MailMessage, string[]]> | [MailMessage, string[]]
> = {
  verificationCodeMail: () => [
    verificationCodeMail({ to: 'a@example.com', code: '482913', validMinutes: 10, locale }),
    [],
  ],
  accountDeletionCodeMail: () => [
    accountDeletionCodeMail({ to: 'a@example.com', code: '482913', validMinutes: 10, locale }),
    [],
  ],
  dataExportReadyMail: () => [
    dataExportReadyMail({
      to: 'a@example.com',
      firstName: tenant.firstName,
      url: `${PUBLIC_URL}/export/abc`,
      requestedAt: new Date('2026-11-28T10:00:00Z'),
      expiresAt: new Date('2026-12-05T10:00:00Z'),
      locale,
    }),
    [tenant.firstName, `${PUBLIC_URL}/export/abc`],
  ],
  purchaseConfirmationMail: async () => [
    await purchaseConfirmationMail({
      policy,
      tenant,
      email: 'maya@example.com',
      chargedCents: 4321,
      locale,
    } as Parameters<typeof purchaseConfirmationMail>[0]),
    policyData(),
  ],
  purchaseRefundMail: () => [
    purchaseRefundMail({
      to: 'a@example.com',
      firstName: tenant.firstName,
      address: addressLine(policy),
      refundedCents: 4321,
      supportEmail: 'help@example.com',
      locale,
    }),
    [...policyData(), 'help@example.com'],
  ],
  paymentReceiptMail: () => [
    paymentReceiptMail({
      to: 'a@example.com',
      tenant,
      policy,
      payment,
      paymentDescription: 'Visa ending in 4242',
      paidOn: '2026-12-15',
      publicUrl: PUBLIC_URL,
      locale,
    }),
    policyData(),
  ],
  refundReceiptMail: () => [
    refundReceiptMail({
      to: 'a@example.com',
      tenant,
      policy,
      amountCents: 5000,
      paymentDescription: 'U.S. Bank account ending in 6789',
      refundedOn: '2026-12-15',
      publicUrl: PUBLIC_URL,
      locale,
    }),
    [...policyData(), 'U.S. Bank'],
  ],
  paymentDeclinedMail: () => [paymentDeclinedMail(alertInput('retrying')), policyData()],
  nonPaymentNoticeMail: () => [
    nonPaymentNoticeMail(alertInput('cancellationPending')),
    policyData(),
  ],
  tenantNonPaymentCancellationMail: () => [
    tenantNonPaymentCancellationMail({
      ...alertInput('cancelled'),
      refundCents: 1200,
      refundAfter: '2027-02-13',
    }),
    policyData(),
  ],
  tenantReinstatedMail: () => [
    tenantReinstatedMail({ to: 'a@example.com', tenant, publicUrl: PUBLIC_URL, locale, policy }),
    policyData(),
  ],
  cardExpiringMail: () => [cardExpiringMail(alertInput('cardExpiring')), policyData()],
  proofReceiptMail: () => [
    proofReceiptMail({
      to: 'a@example.com',
      firstName: tenant.firstName,
      policy: proof,
      companyName: null,
      approved: false,
      locale,
    }),
    proofData(),
  ],
  proofApprovedMail: () => [
    proofApprovedMail({
      to: 'a@example.com',
      firstName: tenant.firstName,
      policy: proof,
      companyName: 'Lakeshore Property Management',
      locale,
    }),
    [...proofData(), 'Lakeshore Property Management'],
  ],
  proofRejectedMail: () => [
    proofRejectedMail({
      to: 'a@example.com',
      firstName: tenant.firstName,
      policy: proof,
      reason: 'The page is cut off at the bottom',
      uploadUrl: `${PUBLIC_URL}/upload`,
      locale,
    }),
    [...proofData(), 'The page is cut off at the bottom', `${PUBLIC_URL}/upload`],
  ],
  claimReceiptMail: () => [
    claimReceiptMail({
      to: 'a@example.com',
      brandName: 'Nestwell',
      supportEmail: 'claims@example.com',
      claim,
      policy,
      tenant,
      photoCount: 2,
      locale,
    }),
    [...policyData(), claim.claimNumber, claim.phone, 'claims@example.com', 'Nestwell'],
  ],
  tenantCancellationMail: () => [
    tenantCancellationMail({ to: 'a@example.com', policy, tenant, refundCents: 3300, locale }),
    policyData(),
  ],
  tenantMoveMail: () => [
    tenantMoveMail({
      to: 'a@example.com',
      policy,
      tenant,
      effectiveDate: '2026-12-20',
      differenceCents: 450,
      locale,
    }),
    policyData(),
  ],
  renewalAnnouncementMail: () => [renewalAnnouncementMail(renewal(false)), policyData()],
  uploadEndingMail: () => [uploadEndingMail(upload()), proofData()],
  uploadLapsedTenantMail: () => [
    uploadLapsedTenantMail({ ...upload(), companyName: 'Lakeshore Property Management' }),
    [...proofData(), 'Lakeshore Property Management'],
  ],
};

/** Mails to support or to a management company, which stay English. */
const ENGLISH_MAILS = [
  'brandedMail', // wraps a mail; adds only the brand
  'managerNoticeMail',
  'nonPaymentManagerNoticeMail',
  'managerNonPaymentCancellationMail',
  'managerReinstatedMail',
  'managerNonPaymentWithdrawnMail',
  'supportMessageMail',
  'personAdditionMail',
  'propertyAdditionMail',
  'proofManagerMail',
  'claimSupportMail',
  'renewalOffNoticeMail',
  'renewalOnNoticeMail',
  'cancellationNoticeMail',
  'moveNoticeMail',
  'renewalNoticeMail',
  'coverageReportMail',
  'uploadLapsedManagerMail',
];

describe('every tenant mail in the pseudo-locale', () => {
  it.each(Object.keys(TENANT_MAILS))('%s takes every word from a catalog', async (name) => {
    const [mail, data] = await TENANT_MAILS[name]!();
    expect(mail.language).toBe(locale);
    expect(mail.text).toContain('⟦');
    expect(untranslated(mail, data)).toEqual([]);
  });

  // The branches the table above does not take.
  const to = 'a@example.com';
  const VARIANTS: Record<string, () => MailMessage> = {
    'a renewal notice with its switch locked (the dashboard’s sentence)': () =>
      renewalAnnouncementMail(renewal(true)),
    'a renewal notice before the payments are scheduled': () =>
      renewalAnnouncementMail({
        ...renewal(false),
        money: { ...renewal(false).money, payments: null },
      }),
    'a renewal notice of one payment': () =>
      renewalAnnouncementMail({
        ...renewal(false),
        money: { premiumCents: 24000, planName: 'Annual', payments: null, numberOfPayments: 1 },
      }),
    'an approved proof’s receipt': () =>
      proofReceiptMail({
        to,
        firstName: 'Ana',
        policy: proof,
        companyName: 'Lakeshore',
        approved: true,
        locale,
      }),
    'a refund for a visitor without a name': () =>
      purchaseRefundMail({
        to,
        firstName: null,
        address: null,
        refundedCents: 100,
        supportEmail: 'help@example.com',
        locale,
      }),
    'a renewal’s receipt without a fee or a known method': () =>
      paymentReceiptMail({
        to,
        tenant,
        policy,
        payment: { ...payment, kind: 'renewal', feeCents: 0 },
        paymentDescription: null,
        paidOn: '2026-12-15',
        publicUrl: PUBLIC_URL,
        locale,
      }),
    'a move’s receipt': () =>
      paymentReceiptMail({
        to,
        tenant,
        policy,
        payment: { ...payment, kind: 'move' },
        paymentDescription: 'Bank account ending in 6789',
        paidOn: '2026-12-15',
        publicUrl: PUBLIC_URL,
        locale,
      }),
    'a refund to an unknown method': () =>
      refundReceiptMail({
        to,
        tenant,
        policy,
        amountCents: 100,
        paymentDescription: null,
        refundedOn: '2026-12-15',
        publicUrl: PUBLIC_URL,
        locale,
      }),
    'a cancellation for non-payment without a refund': () =>
      tenantNonPaymentCancellationMail({
        ...alertInput('cancelled'),
        refundCents: 0,
        refundAfter: '2027-02-13',
      }),
    'a payment alert with no method to charge': () => paymentDeclinedMail(alertInput('noMethod')),
    'a cancellation without a refund': () =>
      tenantCancellationMail({ to, policy, tenant, refundCents: 0, locale }),
    'a move that costs the same': () =>
      tenantMoveMail({
        to,
        policy,
        tenant,
        effectiveDate: '2026-12-20',
        differenceCents: 0,
        locale,
      }),
    'a move that costs less': () =>
      tenantMoveMail({
        to,
        policy,
        tenant,
        effectiveDate: '2026-12-20',
        differenceCents: -450,
        locale,
      }),
    'a claim without photos': () =>
      claimReceiptMail({
        to,
        brandName: 'Nestwell',
        supportEmail: 'claims@example.com',
        claim,
        policy,
        tenant,
        photoCount: 0,
        locale,
      }),
    'a lapse with no management company': () =>
      uploadLapsedTenantMail({ ...upload(), companyName: null }),
  };
  it.each(Object.keys(VARIANTS))('%s takes every word from a catalog', (name) => {
    const data = [...policyData(), ...proofData(), 'Ana', 'Lakeshore', 'Nestwell'];
    const extra = [
      'help@example.com',
      '800-555-0100',
      claim.claimNumber,
      claim.phone,
      'claims@example.com',
    ];
    expect(untranslated(VARIANTS[name]!(), [...data, ...extra])).toEqual([]);
  });

  it('the README of a copy of one’s data takes every word from a catalog', () => {
    const at = new Date('2026-11-28T10:00:00.000Z');
    const tables = { accounts: 1, policies: 2, claims: 0 };
    const readme = readmeText({
      brand: 'Nestwell',
      tenantName: 'Maya Thompson',
      preparedAt: at,
      tables,
      documents: 3,
      locale,
    });
    const asMail = { to: '', subject: '', text: readme, html: '' };
    // Its folders and files are the ZIP's own names.
    const names = [
      'tables/accounts.json',
      'tables/policies.json',
      'documents/',
      'claim-photos/',
      'mail/',
      'JSON',
    ];
    expect(untranslated(asMail, ['Nestwell', 'Maya Thompson', at.toISOString(), ...names])).toEqual(
      [],
    );
  });

  it('finds a word written into a mail, in a line of its own or inside a sentence', () => {
    const mail = verificationCodeMail({ to: 'a@example.com', code: '1', validMinutes: 5, locale });
    const planted = message('a@example.com', mail.subject, [`${mail.text} Thanks`, 'Bye now']);
    expect(untranslated(planted, [])).toEqual(
      expect.arrayContaining(['text: Thanks', 'text: Bye now', 'html: Bye now']),
    );
  });

  it('knows every mail the server builds', () => {
    const dirs = ['src/server/documents', 'src/server/mail'].map((d) =>
      resolve(__dirname, '../../..', d),
    );
    const builders = dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((file) => file.endsWith('.ts'))
        .flatMap((file) =>
          [
            ...readFileSync(resolve(dir, file), 'utf8').matchAll(
              /^export (?:async )?function (\w+Mail)\b/gm,
            ),
          ].map((m) => m[1]!),
        ),
    );
    expect(builders.sort()).toEqual([...Object.keys(TENANT_MAILS), ...ENGLISH_MAILS].sort());
  });
});
