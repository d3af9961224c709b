import {
  askToAddMessage,
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

describe('water backup limit (docs/product.md "Limits")', () => {
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

describe('pet damage and bed bug (docs/product.md "Limits")', () => {
  it('pet damage is hidden in NC and CT only', () => {
    expect(petDamageShown('NC')).toBe(false);
    expect(petDamageShown('ct')).toBe(false);
    expect(petDamageShown('WI')).toBe(true);
    expect(byKey('NC').petDamage).toBeUndefined();
    expect(byKey('CT').petDamage).toBeUndefined();
    expect(byKey('FL').petDamage).toMatchObject({ limit: 1000, included: false });
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

describe('the dashboard enhancements list (docs/product.md "Dashboard")', () => {
  it('offers water backup, pet damage, bed bug, electronics and food spoilage in order', () => {
    expect(policyEnhancements(policy('WI')).map((e) => e.title)).toEqual([
      'Water Backup',
      'Pet Damage',
      'Bed Bug',
      'Electronics and Food Spoilage',
    ]);
  });
  it('lists what the policy has first, by its endorsement codes, then the rest', () => {
    const list = policyEnhancements(
      policy('WI', [
        { code: 'EQUIP', limit: null },
        { code: 'SEWER_Sump', limit: 5000 },
      ]),
    );
    expect(list.map((e) => [e.title, e.included])).toEqual([
      ['Water Backup', true],
      ['Electronics and Food Spoilage', true],
      ['Pet Damage', false],
      ['Bed Bug', false],
    ]);
    expect(list[1]).toMatchObject({ limit: 500 });
  });
  it('names every enhancement the policy has, Identity Fraud and Earthquake too', () => {
    const list = policyEnhancements(
      policy('CA', [
        { code: 'ID_FRAUD', limit: 15000 },
        { code: 'EARTHQUAKE', limit: 25000 },
      ]),
    ).filter((e) => e.included);
    expect(list.map((e) => [e.title, e.limit])).toEqual([
      ['Earthquake', 25000],
      ['Identity Fraud', 15000],
    ]);
    expect(list[1]!.description).toContain('$15,000');
  });
  it('names a code it does not know in words, with its limit, never the code', () => {
    const [other] = policyEnhancements(policy('WI', [{ code: 'XYZ_NEW', limit: 3000 }]));
    expect(other).toMatchObject({ title: 'Additional coverage', limit: 3000, included: true });
    expect(JSON.stringify(other)).not.toContain('XYZ_NEW');
  });
  it('describes the limit the policy carries', () => {
    const [water] = policyEnhancements(policy('VA', [{ code: 'SEWER_Sump', limit: 20000 }]));
    expect(water!.description).toContain('$20,000, the same as your personal property');
  });
  it('describes the water backup limit of the state', () => {
    expect(byKey('VA').waterBackup!.description).toContain('$20,000');
    expect(byKey('VT').waterBackup!.description).toContain('$10,000');
    expect(byKey('WI').waterBackup!.description).toContain('$5,000');
  });
  it('offers the partner pet health plan at 10% off', () => {
    expect(petHealthOffer.description).toContain('10%');
  });
  it('asks support in words naming the coverage and the policy', () => {
    expect(askToAddMessage('Pet Damage', 'HSR-WI-1')).toBe(
      'Please tell me whether Pet Damage can be added to my policy HSR-WI-1, and what it would cost.',
    );
  });
  it('names endorsement codes for the policy card', () => {
    expect(endorsementName('SEWER_Sump')).toBe('Water Backup');
    expect(endorsementName('QBE_PetDam')).toBe('Pet Damage');
    expect(endorsementName('BEDBUG')).toBe('Bed Bug');
    expect(endorsementName('EQUIP')).toBe('Electronics and Food Spoilage');
    expect(endorsementName('ID_FRAUD')).toBe('Identity Fraud');
    expect(endorsementName('OTHER')).toBe('Additional coverage');
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
