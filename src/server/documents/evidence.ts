// Issuing an evidence of insurance (EOI): every document gets its own verification code, stored
// with what the document says, so /verify/{code} can answer the policy's live status and whether
// the document is still current. Used by the EOI download and by every mail to the manager.
import { randomBytes } from 'node:crypto';
import { SANDBOX_UNDERWRITER } from '../adapters/carrier/sandbox/rating';
import { loadConfig, type AppConfig } from '../config';
import type { Db, DbTransaction } from '../db/client';
import { evidenceCodes, type PartnerPolicy, type Policy, type Tenant } from '../db/schema';
import {
  fullName,
  ownEvidenceDocument,
  ownInterestedParty,
  partnerEvidenceDocument,
  partnerInterestedParty,
  partnerLocation,
  type EvidenceParty,
} from './evidenceContent';
import { evidencePdf } from './evidencePdf';

/** Crockford base32 without look-alikes: what a person may type from paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 characters of 5 bits: 60 random bits, unguessable at a rate-limited lookup. */
const CODE_LENGTH = 12;

export function newVerificationCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += ALPHABET[b & 31];
  return code;
}

/**
 * A code as typed or scanned: any case, spaces and dashes ignored, and the letters the alphabet
 * leaves out read as the digits they look like (O as 0, I and L as 1). Null when it cannot be one.
 */
export function normalizeVerificationCode(raw: string): string | null {
  const code = raw
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

/** The public address of the page that checks a code (printed and in the QR code). */
export const verifyUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/verify/${code}`;

/** What an own-carrier EOI prints that the verify page compares with the policy now. */
export function ownSnapshot(policy: Policy) {
  return {
    periodStart: policy.policyStartDate,
    periodEnd: policy.policyEndDate,
    liabilityLimit: policy.liabilityLimit,
    address: [
      policy.insuredAddress,
      policy.insuredUnit,
      policy.insuredCity,
      policy.insuredState,
      policy.insuredZip,
    ]
      .filter(Boolean)
      .join('|'),
    cancellationDate: policy.cancellationDate,
  };
}

/** The same for a partner-carrier EOI. */
export function partnerSnapshot(policy: PartnerPolicy) {
  return {
    periodStart: policy.currentTermStartDate,
    periodEnd: policy.currentTermEndDate,
    liabilityLimit: policy.liabilityAmount,
    address: partnerLocation(policy),
    enabled: policy.enabled,
  };
}

/** Whether a stored snapshot says what the policy says now (jsonb does not keep key order). */
export function sameSnapshot(stored: Record<string, unknown>, now: Record<string, unknown>) {
  const keys = new Set([...Object.keys(stored), ...Object.keys(now)]);
  return [...keys].every(
    (k) => JSON.stringify(stored[k] ?? null) === JSON.stringify(now[k] ?? null),
  );
}

/** What an EOI needs from the configuration and the carrier. */
export interface EvidenceSettings {
  /** PUBLIC_URL: where /verify/{code} is reached. */
  publicUrl: string;
  /** The support proof mailbox, for a management company without its own mailing address. */
  defaultInterestedPartyAddress: string;
  /** The own carrier's underwriter, printed as the insurer. */
  underwriter: string;
}

export function evidenceSettings(
  config: Pick<AppConfig, 'publicUrl' | 'defaultInterestedPartyMailingAddress'>,
  carrier: { underwriter: string },
): EvidenceSettings {
  return {
    publicUrl: config.publicUrl,
    defaultInterestedPartyAddress: config.defaultInterestedPartyMailingAddress,
    underwriter: carrier.underwriter,
  };
}

let defaults: EvidenceSettings | null = null;

/**
 * The settings of this process, for callers that pass none: buildApp sets them from its
 * configuration and carrier; otherwise (a script) they come from the environment, as the
 * configuration itself does, with the one carrier there is.
 */
export function setEvidenceDefaults(settings: EvidenceSettings): void {
  defaults = settings;
}

function settingsOr(given: EvidenceSettings | undefined): EvidenceSettings {
  defaults ??= evidenceSettings(loadConfig(), { underwriter: SANDBOX_UNDERWRITER });
  return given ?? defaults;
}

export interface OwnEvidenceInput {
  policy: Policy;
  tenant: Tenant;
  /** The name the document is issued to (the interested party or management company). */
  issuedTo: string;
  /** The interested party printed; by default the policy's, else its management company. */
  interestedParty?: EvidenceParty | null;
  /** By default the process's (see setEvidenceDefaults). */
  settings?: EvidenceSettings;
}

export interface PartnerEvidenceInput {
  policy: PartnerPolicy;
  tenant: Tenant;
  /** By default the interested party's name, else the named insured's. */
  issuedTo?: string;
  /** By default the management company at the insured address. */
  interestedParty?: EvidenceParty | null;
  settings?: EvidenceSettings;
}

export interface IssuedEvidence {
  code: string;
  pdf: Buffer;
}

/**
 * Issues an own-carrier EOI: stores a new code in `tx` (pass the transaction of the change that
 * sends it) and answers the PDF bytes with the code.
 */
export async function issueOwnEvidence(
  tx: Db | DbTransaction,
  input: OwnEvidenceInput,
  now: Date,
): Promise<IssuedEvidence> {
  const settings = settingsOr(input.settings);
  const interestedParty =
    input.interestedParty !== undefined
      ? input.interestedParty
      : await ownInterestedParty(tx, input.policy, settings.defaultInterestedPartyAddress);
  const code = newVerificationCode();
  await tx.insert(evidenceCodes).values({
    code,
    policyKind: 'own',
    policyId: input.policy.id,
    issuedAt: now,
    snapshot: ownSnapshot(input.policy),
  });
  const pdf = await evidencePdf(
    ownEvidenceDocument(input.policy, input.tenant, settings.underwriter, {
      issuedTo: input.issuedTo,
      issuedAt: now,
      code,
      verifyUrl: verifyUrl(settings.publicUrl, code),
      interestedParty,
    }),
  );
  return { code, pdf };
}

/** Issues a partner-carrier EOI, as issueOwnEvidence. */
export async function issuePartnerEvidence(
  tx: Db | DbTransaction,
  input: PartnerEvidenceInput,
  now: Date,
): Promise<IssuedEvidence> {
  const settings = settingsOr(input.settings);
  const interestedParty =
    input.interestedParty !== undefined
      ? input.interestedParty
      : await partnerInterestedParty(tx, input.policy, settings.defaultInterestedPartyAddress);
  const code = newVerificationCode();
  await tx.insert(evidenceCodes).values({
    code,
    policyKind: 'partner',
    policyId: input.policy.id,
    issuedAt: now,
    snapshot: partnerSnapshot(input.policy),
  });
  const pdf = await evidencePdf(
    partnerEvidenceDocument(input.policy, input.tenant, {
      issuedTo: input.issuedTo ?? interestedParty?.name ?? fullName(input.tenant),
      issuedAt: now,
      code,
      verifyUrl: verifyUrl(settings.publicUrl, code),
      interestedParty,
    }),
  );
  return { code, pdf };
}
