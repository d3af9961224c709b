import {
  belongingsError,
  COVERAGE_TOGGLES,
  defaultLiability,
  enabledToggles,
  liabilityChoices,
  mostPopularLabel,
  needsQuestionnaire,
  parseCue,
  requoteCoverageParameters,
  requoteParameters,
} from '../../../src/domain/quote/coverage';

const limits = {
  personalPropertyMin: 5000,
  personalPropertyMax: 100000,
  personalPropertyIncrement: 1000,
};

describe('parseCue (docs/product.md "Records")', () => {
  it('reads limits, option lists and has* flags', () => {
    const cue = parseCue([
      { name: 'personalPropertyMin', value: '5000' },
      { name: 'personalPropertyMax', value: '100000' },
      { name: 'personalPropertyIncrement', value: '1000' },
      { name: 'personalLiabilityOptions', value: '300000, 100000,500000' },
      { name: 'deductibleOptions', value: '250,500,1000' },
      { name: 'hasWaterBackup', value: 'Y' },
      { name: 'hasEarthquake', value: 'N' },
    ]);
    expect(cue).toEqual({
      limits,
      liabilityOptions: [100000, 300000, 500000],
      deductibleOptions: [250, 500, 1000],
      flags: { hasWaterBackup: true, hasEarthquake: false },
    });
  });

  it('missing values become 0 and empty lists', () => {
    expect(parseCue([])).toEqual({
      limits: { personalPropertyMin: 0, personalPropertyMax: 0, personalPropertyIncrement: 0 },
      liabilityOptions: [],
      deductibleOptions: [],
      flags: {},
    });
  });
});

describe('belongingsError (docs/product.md "Validation")', () => {
  it('accepts amounts between min and max on the increment', () => {
    expect(belongingsError(5000, limits)).toBeUndefined();
    expect(belongingsError(27000, limits)).toBeUndefined();
    expect(belongingsError(100000, limits)).toBeUndefined();
  });

  it.each([[null], [undefined], [Number.NaN], [4000], [101000], [27500]])(
    "'Invalid Amount!' for %p",
    (amount) => {
      expect(belongingsError(amount, limits)).toBe('Invalid Amount!');
    },
  );
});

describe('liability choices and default (docs/product.md "Validation", "Limits")', () => {
  const options = [50000, 100000, 300000, 500000];

  it('filters to the manager minimum', () => {
    expect(liabilityChoices(options, null)).toEqual(options);
    expect(liabilityChoices([300000, 100000], 100000)).toEqual([100000, 300000]);
    expect(liabilityChoices(options, 300000)).toEqual([300000, 500000]);
  });

  it('defaults to the lowest option under 300000 at or above the minimum', () => {
    expect(defaultLiability(options, null)).toBe(50000);
    expect(defaultLiability(options, 100000)).toBe(100000);
  });

  it('falls back to 100000 when nothing is offered; never to an amount not offered', () => {
    // A proposal the carrier does not offer leaves the picker empty and every
    // re-quote refused, so with no option under 300000 the smallest offered one is proposed.
    expect(defaultLiability([300000, 500000], null)).toBe(300000);
    expect(defaultLiability([], undefined)).toBe(100000);
  });

  it('with a minimum of 300000 or more, the lowest option at or above it', () => {
    expect(defaultLiability(options, 300000)).toBe(300000);
    expect(defaultLiability(options, 400000)).toBe(500000);
    // Never an amount the carrier does not offer: nothing meets the minimum, so the
    // fallback, which the lease's rule then refuses (requirements.test.ts).
    expect(defaultLiability([100000], 300000)).toBe(100000);
  });

  it('a minimum between offered amounts proposes the next offered one (Oberlin)', () => {
    expect(defaultLiability([100000, 300000, 500000], 200000)).toBe(300000);
    expect(defaultLiability(options, 75000)).toBe(100000);
  });
});

describe('labels and questionnaire (docs/product.md "Limits", "States")', () => {
  it("'Most Popular' for liability 100000 and deductible 250", () => {
    expect(mostPopularLabel('liability', 100000)).toBe('Most Popular');
    expect(mostPopularLabel('liability', 300000)).toBeNull();
    expect(mostPopularLabel('deductible', 250)).toBe('Most Popular');
    expect(mostPopularLabel('deductible', 100000)).toBeNull();
  });

  it('300000 liability needs the questionnaire', () => {
    expect(needsQuestionnaire(100000)).toBe(false);
    expect(needsQuestionnaire(300000)).toBe(true);
    expect(needsQuestionnaire(500000)).toBe(true);
  });
});

describe('toggles and re-quote parameters (docs/product.md "Records")', () => {
  it('maps every cue flag of docs/product.md "Records"', () => {
    expect(COVERAGE_TOGGLES).toEqual({
      hasIdFraud: 'identityFraud',
      hasPetDamage: 'petDamage',
      hasWaterBackup: 'waterBackup',
      hasWaterDamageLiability: 'waterDamageLiability',
      hasReplacementCost: 'replacementCost',
      hasEarthquake: 'earthquake',
      hasInternetCredit: 'internetCredit',
      hasLossFreeCredit: 'lossFreeCredit',
      hasConstructionType: 'isMasonryConstruction',
      hasHurricaneDeductible: 'hurricaneDeductible',
      hasFloodIncluded: 'floodIncluded',
    });
  });

  it('offers the toggles whose flag is set, never replacementCost', () => {
    expect(
      enabledToggles({
        hasWaterBackup: true,
        hasEarthquake: false,
        hasReplacementCost: true,
        hasIdFraud: true,
      }),
    ).toEqual(['identityFraud', 'waterBackup']);
  });

  const selection = {
    liabilityAmount: 100000,
    personalPropertyAmount: 20000,
    deductible: 500,
    toggles: { waterBackup: true, petDamage: false, floodIncluded: true },
  };

  it('iuiType N, replacementCost Y, Y/N values and the extra toggles', () => {
    expect(requoteParameters(selection)).toEqual([
      { name: 'liabilityAmount', value: '100000' },
      { name: 'personalPropertyAmount', value: '20000' },
      { name: 'deductible', value: '500' },
      { name: 'earthquake', value: 'N' },
      { name: 'identityFraud', value: 'N' },
      { name: 'iuiType', value: 'N' },
      { name: 'petDamage', value: 'N' },
      { name: 'replacementCost', value: 'Y' },
      { name: 'waterBackup', value: 'Y' },
      { name: 'waterDamageLiability', value: 'N' },
      { name: 'floodIncluded', value: 'Y' },
    ]);
  });

  it('as the request object', () => {
    expect(requoteCoverageParameters(selection)).toEqual({
      liabilityAmount: 100000,
      personalPropertyAmount: 20000,
      deductible: 500,
      earthquake: 'N',
      identityFraud: 'N',
      iuiType: 'N',
      petDamage: 'N',
      replacementCost: 'Y',
      waterBackup: 'Y',
      waterDamageLiability: 'N',
      floodIncluded: 'Y',
    });
  });
});
