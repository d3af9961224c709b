// The estimator's switch labels and the coverage copy of SPEC §9 (onboarding wording).
import { COVERAGE_COPY } from '../constants';

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

export interface ToggleCopy {
  label: string;
  description: string | null;
}

/** Label and §9 description of an optional coverage (by re-quote parameter name). */
export function toggleCopy(name: string, state: string, personalProperty: number): ToggleCopy {
  const st = state.toUpperCase();
  switch (name) {
    case 'waterBackup': {
      const limit =
        st === 'MD'
          ? personalProperty
          : st === 'NC'
            ? COVERAGE_COPY.waterBackupOnboardingLimitNC
            : COVERAGE_COPY.waterBackupOnboardingLimit;
      return {
        label: 'Water Backup',
        description: `Covers up to ${money(limit)} for water that backs up through sewers or drains, with a ${money(COVERAGE_COPY.waterBackupDeductible)} deductible.`,
      };
    }
    case 'earthquake':
      return {
        label: 'Earthquake',
        description: `Covers up to ${money(COVERAGE_COPY.earthquakeLimit)} for earthquake damage, with a ${money(COVERAGE_COPY.earthquakeDeductible)} deductible.`,
      };
    case 'identityFraud':
      return {
        label: 'Identity Fraud',
        description: `Covers up to ${money(COVERAGE_COPY.identityFraudLimit)} of identity fraud expenses, with a ${money(COVERAGE_COPY.identityFraudDeductible)} deductible.`,
      };
    case 'petDamage':
      return {
        label: 'Pet Damage',
        description: `Covers up to ${money(COVERAGE_COPY.petDamageQuoteLimit)} of damage caused by your pet, with a ${money(COVERAGE_COPY.petDamageQuoteDeductible)} deductible.`,
      };
    case 'waterDamageLiability':
      return { label: 'Water Damage Liability', description: null };
    case 'internetCredit':
      return { label: 'Internet Credit', description: null };
    case 'lossFreeCredit':
      return { label: 'Loss Free Credit', description: null };
    case 'isMasonryConstruction':
      return { label: 'Masonry Construction', description: null };
    case 'hurricaneDeductible':
      return { label: 'Hurricane Deductible', description: null };
    case 'floodIncluded':
      return { label: 'Flood', description: null };
    default:
      return { label: name, description: null };
  }
}

/**
 * What the estimator's three main choices mean, in plain words (the spec names them only). Short:
 * one line under each choice on a phone.
 */
export const coverageChoiceCopy = {
  belongingsLabel: 'Belongings (personal property)',
  belongingsHelp:
    'About what it would cost to replace everything you own: furniture, clothes, electronics.',
  liabilityLegend: 'Liability',
  liabilityHelp:
    'If someone is hurt at your home, or you damage their things, this pays their costs and your legal defense, up to the amount you choose.',
  liabilityNeedsQuestions: 'A few extra questions first',
  deductibleLegend: 'Deductible',
  deductibleHelp:
    'What you pay yourself on a claim for your belongings before the insurance pays the rest. A higher deductible lowers your price.',
} as const;

/** One deductible option in plain words: 'You pay the first $500 of a claim.' */
export function deductibleMeaning(amount: number): string {
  return `You pay the first ${money(amount)} of a claim.`;
}

/** The digits of a typed amount ('$20,000' → 20000; '' or no digit → NaN). */
export function parseAmount(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? NaN : Number(digits);
}
