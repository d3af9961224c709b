/* eslint-disable */
// Generated from src/domain/i18n/catalogs/coverage.ts by `npm run codegen`. Do not edit.
import type { TextArea, TextValue } from '../../texts';

export const coverageTexts: TextArea<{
  waterBackup: null;
  petDamage: null;
  bedBug: null;
  equipment: null;
  earthquake: null;
  identityFraud: null;
  waterDamageLiability: null;
  floodIncluded: null;
  hurricaneDeductible: null;
  isMasonryConstruction: null;
  internetCredit: null;
  lossFreeCredit: null;
  unknownCoverage: null;
  waterBackupText: { limit: TextValue };
  waterBackupSameText: { limit: TextValue };
  petDamageText: { limit: TextValue };
  bedBugText: { limit: TextValue; subLimit: TextValue };
  equipmentText: { limit: TextValue };
  earthquakeText: { limit: TextValue };
  identityFraudText: { limit: TextValue };
  waterDamageLiabilityText: null;
  waterDamageLiabilityLimitText: { limit: TextValue };
  floodText: null;
  floodLimitText: { limit: TextValue };
  hurricaneDeductibleText: { deductible: TextValue };
  isMasonryConstructionText: null;
  internetCreditText: null;
  lossFreeCreditText: null;
  youPayFirst: { amount: TextValue };
  upTo: { name: TextValue; limit: TextValue };
  withDeductible: { name: TextValue; deductible: TextValue };
}> = {
  name: 'coverage',
  messages: {
    waterBackup: ['Water Backup'],
    petDamage: ['Pet Damage'],
    bedBug: ['Bed Bug'],
    equipment: ['Electronics and Food Spoilage'],
    earthquake: ['Earthquake'],
    identityFraud: ['Identity Fraud'],
    waterDamageLiability: ['Water Damage Liability'],
    floodIncluded: ['Flood'],
    hurricaneDeductible: ['Hurricane Deductible'],
    isMasonryConstruction: ['Masonry Construction'],
    internetCredit: ['Internet Credit'],
    lossFreeCredit: ['Loss Free Credit'],
    unknownCoverage: ['Additional coverage'],
    waterBackupText: [
      'Covers up to ',
      ['limit'],
      ' for damage to your belongings from water that backs up through a sewer or drain, or overflows from a sump pump.',
    ],
    waterBackupSameText: [
      'Covers up to ',
      ['limit'],
      ', the same as your personal property, for damage to your belongings from water that backs up through a sewer or drain, or overflows from a sump pump.',
    ],
    petDamageText: [
      'Covers up to ',
      ['limit'],
      ' for damage your pet causes to your rental home, such as scratched floors or chewed carpet.',
    ],
    bedBugText: [
      'Covers up to ',
      ['limit'],
      ' for a bed bug infestation, with up to ',
      ['subLimit'],
      " each for getting rid of them, damage to other people's property, and loss of use while your home can't be lived in.",
    ],
    equipmentText: [
      'Equipment breakdown: covers your electronics and appliances when they break down from a power surge or an electrical or mechanical failure, and up to ',
      ['limit'],
      ' for food that spoils when your refrigerator or freezer breaks down or loses power.',
    ],
    earthquakeText: [
      'Covers up to ',
      ['limit'],
      ' for damage to your belongings from an earthquake.',
    ],
    identityFraudText: [
      'Covers up to ',
      ['limit'],
      ' of the costs of restoring your identity if someone steals it.',
    ],
    waterDamageLiabilityText: [
      "Pays for water damage you accidentally cause to your landlord's building or a neighbor's home, such as from an overflowing bathtub, up to your liability limit.",
    ],
    waterDamageLiabilityLimitText: [
      "Pays for water damage you accidentally cause to your landlord's building or a neighbor's home, such as from an overflowing bathtub, up to your liability limit (",
      ['limit'],
      ').',
    ],
    floodText: [
      'Covers your belongings against flood, such as rising water from outside, up to your personal property limit.',
    ],
    floodLimitText: [
      'Covers your belongings against flood, such as rising water from outside, up to your personal property limit (',
      ['limit'],
      ').',
    ],
    hurricaneDeductibleText: [
      'Hurricane damage gets its own deductible: you pay the first ',
      ['deductible'],
      ' of a hurricane claim, instead of your usual deductible.',
    ],
    isMasonryConstructionText: [
      'Turn on if the building is made of brick or stone (masonry) rather than wood. It changes your price, not your coverage.',
    ],
    internetCreditText: ['A discount for buying your policy online. Your coverage stays the same.'],
    lossFreeCreditText: [
      'A discount if you have had no insurance losses or claims in the past 3 years. Your coverage stays the same.',
    ],
    youPayFirst: ['You pay the first ', ['amount'], '.'],
    upTo: [['name'], ': up to ', ['limit']],
    withDeductible: [['name'], ': ', ['deductible']],
  },
};
