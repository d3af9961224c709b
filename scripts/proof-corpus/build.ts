// One corpus case from a tenant, a company, the carrier's printing habits and the faults planted
// on the page: the printed page, what the tenant typed, and the truth the reader is judged on.
import { proofOutcome } from '../../src/domain/proofs/verdict';
import type { ProofExpectations } from '../../src/server/proofs/types';
import {
  DEFAULT_MAILING,
  FIELDS,
  printMoney,
  showDay,
  showMoney,
  type Company,
  type CorpusCase,
  type DateStyle,
  type Expect,
  type Field,
  type MoneyStyle,
  type PrintedPage,
  type Scan,
  type Tenant,
} from './model';

export interface Spec {
  id: string;
  layout: string;
  holdout: boolean;
  fresh?: boolean;
  made: string;
  tenant: Tenant;
  company: Company;
  carrier: string;
  carrierLines?: string[];
  policyNumber: string;
  /** ISO days of the policy as printed and (unless `typed` says otherwise) as typed. */
  start: string;
  end: string;
  dateStyle: DateStyle;
  liability: number;
  money: MoneyStyle;
  /** The interested party's heading on this page. */
  partyRole: string;
  /** How the name prints ("Sofia M Ramirez", "RAMIREZ, SOFIA"); the tenant's name by default. */
  insured?: string;
  coInsured?: string;
  /** Print a mailing address apart from the insured location. */
  mailing?: string[];
  caps?: boolean;
  /** Street line as printed, when it is not the tenant's street plus unit. */
  locationLines?: string[];
  /** Party lines as printed, when not the company's interested-party name and mailing address. */
  partyLines?: string[] | null;
  /** What the tenant typed, where it is not what the page prints. */
  typed?: {
    policyNumber?: string;
    startDate?: string;
    endDate?: string;
    liabilityCoverage?: number | null;
  };
  /** Truth that differs from "pass, as printed" (faults planted on the page). */
  truth?: Partial<Record<Field, Expect>>;
  page?: Partial<PrintedPage>;
  scan?: Scan;
}

const upper = (s: string) => s.toUpperCase();

export function locationOf(tenant: Tenant): string[] {
  const unit = tenant.unit
    ? tenant.unitStyle === '#'
      ? ` #${tenant.unit}`
      : `, ${tenant.unitStyle} ${tenant.unit}`
    : '';
  return [`${tenant.street}${unit}`, `${tenant.city}, ${tenant.state} ${tenant.zip}`];
}

export function corpusCase(spec: Spec): CorpusCase {
  const { tenant, company } = spec;
  const caps = spec.caps ?? false;
  const cap = (s: string) => (caps ? upper(s) : s);
  const capLines = (ls: string[]) => ls.map(cap);
  const partyLines =
    spec.partyLines === undefined
      ? [company.interestedParty, ...company.mailing.split('\n').filter((l) => !/^attn/i.test(l))]
      : spec.partyLines;
  const moneyOf = (v: number) => printMoney(v, spec.money);
  // Small amounts print in full even where limits are shortened ("$500", not "$0.5K").
  const smallOf = (v: number) => printMoney(v, spec.money === 'k' ? 'dollars' : spec.money);
  const page: PrintedPage = {
    carrier: spec.carrier,
    carrierLines: spec.carrierLines ?? [],
    insured: cap(spec.insured ?? `${tenant.first} ${tenant.last}`),
    coInsured: spec.coInsured ? cap(spec.coInsured) : null,
    mailing: spec.mailing ? capLines(spec.mailing) : null,
    policyNumber: spec.policyNumber,
    startIso: spec.start,
    endIso: spec.end,
    dateStyle: spec.dateStyle,
    liability: moneyOf(spec.liability),
    property: moneyOf(spec.liability >= 300_000 ? 40_000 : 25_000),
    medical: smallOf(spec.liability >= 300_000 ? 5_000 : 1_000),
    lossOfUse: moneyOf(spec.liability >= 300_000 ? 12_000 : 7_500),
    deductible: smallOf(spec.liability >= 300_000 ? 1_000 : 500),
    premium: '$' + (118 + (spec.liability / 10_000) * 2).toFixed(2),
    location: capLines(spec.locationLines ?? locationOf(tenant)),
    party: partyLines ? { role: spec.partyRole, lines: capLines(partyLines) } : null,
    caps,
    ...spec.page,
  };
  const typed = spec.typed ?? {};
  const expected: ProofExpectations = {
    interestedParties: [...new Set([company.name, company.interestedParty])],
    interestedPartyAddresses: [...new Set([company.mailing, DEFAULT_MAILING])],
    insuredName: `${tenant.first} ${tenant.last}`,
    policyNumber: typed.policyNumber ?? spec.policyNumber,
    startDate: typed.startDate ?? spec.start,
    endDate: typed.endDate ?? spec.end,
    minimumLiability: company.minimumLiability,
    liabilityCoverage:
      typed.liabilityCoverage === undefined ? spec.liability : typed.liabilityCoverage,
    location: {
      address: tenant.street,
      unit: tenant.unit,
      city: tenant.city,
      state: tenant.state,
      zip: tenant.zip,
    },
  };
  const pass = (found: string): Expect => ({ verdict: 'pass', found });
  const liabilityVerdict =
    spec.liability < company.minimumLiability
      ? 'fail'
      : expected.liabilityCoverage != null && expected.liabilityCoverage !== spec.liability
        ? 'caution'
        : 'pass';
  const truth: Record<Field, Expect> = {
    interestedParty: page.party ? pass(page.party.lines[0]!) : { verdict: 'fail', found: null },
    interestedPartyAddress: page.party
      ? pass(page.party.lines.slice(1).join(', '))
      : { verdict: 'unknown', found: null },
    namedInsured: pass(page.insured),
    policyNumber: pass(page.policyNumber),
    policyPeriod: pass(`${showDay(page.startIso)} to ${showDay(page.endIso)}`),
    liability: { verdict: liabilityVerdict, found: showMoney(spec.liability) },
    insuredLocation: pass(page.location.join(', ')),
    ...spec.truth,
  };
  const ordered = Object.fromEntries(FIELDS.map((f) => [f, truth[f]])) as Record<Field, Expect>;
  return {
    id: spec.id,
    layout: spec.layout,
    holdout: spec.holdout,
    ...(spec.fresh ? { fresh: true } : {}),
    ...(spec.scan ? { scan: spec.scan } : {}),
    made: spec.made,
    page,
    expected,
    truth: ordered,
    // The product's own rule (src/domain/proofs/verdict.ts) over the true verdicts: valid only
    // when nothing fails, every required item is confirmed and nothing is left to a person.
    isValid:
      proofOutcome(FIELDS.map((f) => ({ field: f, verdict: ordered[f].verdict }))) === 'valid',
  };
}

/** The truth file: the fixtures' shape (id, made, expected, truth, isValid) and the split. */
export function truthOf(c: CorpusCase) {
  return {
    id: c.id,
    made: c.made,
    layout: c.layout,
    holdout: c.holdout,
    ...(c.fresh ? { fresh: true } : {}),
    ...(c.scan ? { scan: c.scan } : {}),
    expected: c.expected,
    truth: c.truth,
    isValid: c.isValid,
  };
}
