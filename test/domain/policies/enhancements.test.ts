import {
  bedBugLimit,
  coverageExplainer,
  endorsementName,
  petDamageShown,
  petHealthOffer,
  policyEnhancements,
  waterBackupLimit,
} from '../../../src/domain/policies/enhancements';

const policy = (
  state: string,
  endorsements: Array<{ code: string; limit: number | null }> = [],
) => ({
  state,
  contentsLimit: 20000,
  endorsements,
});
const byKey = (state: string, endorsements: Array<{ code: string; limit: number | null }> = []) =>
  Object.fromEntries(policyEnhancements(policy(state, endorsements)).map((e) => [e.key, e]));

describe('water backup limit (SPEC §9)', () => {
  it('is $5,000 by default', () => {
    expect(waterBackupLimit('WI', 20000)).toBe(5000);
    expect(waterBackupLimit('IL', 40000)).toBe(5000);
  });
  it('equals the contents coverage in VA and MD', () => {
    expect(waterBackupLimit('VA', 20000)).toBe(20000);
    expect(waterBackupLimit('md', 35000)).toBe(35000);
  });
  it('is $10,000 in NC and VT', () => {
    expect(waterBackupLimit('NC', 20000)).toBe(10000);
    expect(waterBackupLimit('VT', 20000)).toBe(10000);
  });
});

describe('pet damage and bed bug (SPEC §9)', () => {
  it('pet damage is hidden in NC and CT only', () => {
    expect(petDamageShown('NC')).toBe(false);
    expect(petDamageShown('ct')).toBe(false);
    expect(petDamageShown('WI')).toBe(true);
    expect(byKey('NC').petDamage).toBeUndefined();
    expect(byKey('CT').petDamage).toBeUndefined();
    expect(byKey('FL').petDamage).toMatchObject({ limit: 1000, code: 'QBE_PetDam' });
  });
  it('bed bug is $500 by default, or the policy limit when present', () => {
    expect(bedBugLimit(null)).toBe(500);
    expect(bedBugLimit(undefined)).toBe(500);
    expect(bedBugLimit(1000)).toBe(1000);
    expect(byKey('WI', [{ code: 'BEDBUG', limit: 750 }]).bedBug).toMatchObject({
      limit: 750,
      included: true,
    });
    expect(byKey('WI').bedBug!.description).toContain('$500 each');
  });
});

describe('the dashboard enhancements list (SPEC §2.7)', () => {
  it('lists water backup, pet damage, bed bug, electronics and food spoilage in order', () => {
    expect(policyEnhancements(policy('WI')).map((e) => e.title)).toEqual([
      'Water Backup',
      'Pet Damage',
      'Bed Bug',
      'Electronics',
      'Food Spoilage',
    ]);
  });
  it('marks what the policy has by its endorsement codes, the rest as available', () => {
    const items = byKey('WI', [
      { code: 'SEWER_Sump', limit: 5000 },
      { code: 'EQUIP', limit: null },
    ]);
    expect(items.waterBackup!.included).toBe(true);
    expect(items.electronics!.included).toBe(true);
    expect(items.foodSpoilage).toMatchObject({ included: true, limit: 500 });
    expect(items.petDamage!.included).toBe(false);
    expect(items.bedBug!.included).toBe(false);
  });
  it('describes the water backup limit of the state', () => {
    expect(byKey('VA').waterBackup!.description).toContain('$20,000');
    expect(byKey('VT').waterBackup!.description).toContain('$10,000');
    expect(byKey('WI').waterBackup!.description).toContain('$5,000');
  });
  it('offers the partner pet health plan at 10% off', () => {
    expect(petHealthOffer.description).toContain('10%');
  });
  it('names endorsement codes for the policy card', () => {
    expect(endorsementName('SEWER_Sump')).toBe('Water Backup');
    expect(endorsementName('QBE_PetDam')).toBe('Pet Damage');
    expect(endorsementName('BEDBUG')).toBe('Bed Bug');
    expect(endorsementName('EQUIP')).toMatch(/Electronics and Food Spoilage/);
    expect(endorsementName('OTHER')).toBe('OTHER');
  });
  it('explains what is and is not covered', () => {
    expect(coverageExplainer.covered.map((c) => c.title)).toEqual([
      'Your belongings',
      'Liability',
      'Medical payments to others',
      'Additional living expenses',
    ]);
    const notCovered = coverageExplainer.notCovered.join(' ');
    for (const word of ['Floods', 'earthquakes', 'building', 'roommates', 'on purpose', 'Bed Bug'])
      expect(notCovered).toContain(word);
  });
});
