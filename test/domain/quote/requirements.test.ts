// The lease's requirements (docs/product.md "States" manager minimums, "Limits" default liability,
// "Messages" style).
import fc from 'fast-check';
import { leaseRequirementText } from '../../../src/domain/messages';
import {
  allowedLiability,
  contentsFloor,
  leaseRequirements,
  meetRequirements,
  NO_REQUIREMENTS,
  proposedContents,
  proposedLiability,
  requirementBreaches,
  smallestContentsAtLeast,
  subjectOfCoverage,
} from '../../../src/domain/quote/requirements';

const OFFERED = [100000, 300000, 500000];
const limits = {
  personalPropertyMin: 5000,
  personalPropertyMax: 100000,
  personalPropertyIncrement: 1000,
};
const oberlin = leaseRequirements({ liabilityMinimum: 200000, contentsMinimum: null }, 'NC', {
  hasWaterDamageLiability: true,
});

describe('what a lease requires', () => {
  it('nothing without a partner property, even in North Carolina', () => {
    expect(leaseRequirements(null, 'NC', { hasWaterDamageLiability: true })).toEqual(
      NO_REQUIREMENTS,
    );
  });

  it("the manager's minimums, and water damage liability in NC when the carrier offers it", () => {
    expect(oberlin).toEqual({
      liabilityMinimum: 200000,
      contentsMinimum: null,
      forcedCoverages: ['waterDamageLiability'],
    });
    const noOffer = leaseRequirements({ liabilityMinimum: 1, contentsMinimum: 2 }, 'nc', {});
    expect(noOffer.forcedCoverages).toEqual([]);
    const texas = leaseRequirements({ liabilityMinimum: 300000, contentsMinimum: 20000 }, 'TX', {
      hasWaterDamageLiability: true,
    });
    expect(texas).toEqual({
      liabilityMinimum: 300000,
      contentsMinimum: 20000,
      forcedCoverages: [],
    });
    expect(leaseRequirements({ liabilityMinimum: 0, contentsMinimum: -5 }, 'WI', {})).toMatchObject(
      {
        liabilityMinimum: null,
        contentsMinimum: null,
      },
    );
  });
});

describe('the proposal (docs/product.md "Limits")', () => {
  it('Oberlin: $200,000 required, 100,000/300,000/500,000 offered → 300,000', () => {
    expect(proposedLiability(OFFERED, 200000)).toBe(300000);
    expect(allowedLiability(OFFERED, 200000)).toEqual([300000, 500000]);
  });

  it('a minimum that is offered is proposed as is; none: the lowest under 300,000', () => {
    expect(proposedLiability(OFFERED, 100000)).toBe(100000);
    expect(proposedLiability(OFFERED, 300000)).toBe(300000);
    expect(proposedLiability([50000, ...OFFERED], null)).toBe(50000);
    expect(proposedLiability([300000, 500000], null)).toBe(300000);
    expect(proposedLiability([], null)).toBe(100000);
  });

  it('null when nothing offered meets the minimum', () => {
    expect(proposedLiability(OFFERED, 1000000)).toBeNull();
    expect(proposedLiability([], 100000)).toBeNull();
  });

  it('belongings: the smallest accepted amount at or above the minimum', () => {
    expect(smallestContentsAtLeast(limits, 20000)).toBe(20000);
    expect(smallestContentsAtLeast(limits, 20500)).toBe(21000);
    expect(smallestContentsAtLeast(limits, 1000)).toBe(5000);
    expect(smallestContentsAtLeast(limits, 100001)).toBeNull();
    expect(proposedContents(limits, 20000, 30000)).toBe(30000);
    expect(proposedContents(limits, 20000, 10000)).toBe(20000);
    expect(proposedContents(limits, null, 10000)).toBe(10000);
    expect(contentsFloor(limits, 20000)).toBe(20000);
    expect(contentsFloor(limits, null)).toBe(5000);
  });

  it('meets the lease: raises what is below, keeps what meets it, forces coverages on', () => {
    const selection = {
      liabilityAmount: 100000,
      personalPropertyAmount: 10000,
      deductible: 500,
      toggles: { waterBackup: true },
    };
    const met = meetRequirements(
      selection,
      { liabilityOptions: OFFERED, limits },
      {
        ...oberlin,
        contentsMinimum: 15000,
      },
    );
    expect(met).toEqual({
      kind: 'proposed',
      selection: {
        liabilityAmount: 300000,
        personalPropertyAmount: 15000,
        deductible: 500,
        toggles: { waterBackup: true, waterDamageLiability: true },
      },
    });
    const higher = { ...selection, liabilityAmount: 500000, personalPropertyAmount: 40000 };
    expect(meetRequirements(higher, { liabilityOptions: OFFERED, limits }, oberlin)).toMatchObject({
      selection: { liabilityAmount: 500000, personalPropertyAmount: 40000 },
    });
  });

  it('refuses a lease the carrier cannot meet, with a plain message', () => {
    const selection = { liabilityAmount: 100000, personalPropertyAmount: 5000, toggles: {} };
    expect(
      meetRequirements(
        selection,
        { liabilityOptions: OFFERED, limits },
        {
          ...NO_REQUIREMENTS,
          liabilityMinimum: 1000000,
        },
      ),
    ).toMatchObject({
      kind: 'unavailable',
      code: 'LIABILITY_MINIMUM_NOT_OFFERED',
      message: leaseRequirementText('liabilityNotOffered', 1000000),
    });
    expect(
      meetRequirements(
        selection,
        { liabilityOptions: OFFERED, limits },
        {
          ...NO_REQUIREMENTS,
          contentsMinimum: 200000,
        },
      ),
    ).toMatchObject({ kind: 'unavailable', code: 'CONTENTS_MINIMUM_NOT_OFFERED' });
  });
});

describe('checking a selection (docs/product.md "Messages" style)', () => {
  it('lists every broken requirement with its message, in order', () => {
    const breaches = requirementBreaches(
      {
        liabilityAmount: 100000,
        personalPropertyAmount: 10000,
        toggles: { waterDamageLiability: false },
      },
      { ...oberlin, contentsMinimum: 20000 },
    );
    expect(breaches).toMatchObject([
      {
        code: 'LIABILITY_BELOW_MINIMUM',
        field: 'liabilityAmount',
        message: 'This property requires at least $200,000 of liability coverage.',
      },
      {
        code: 'CONTENTS_BELOW_MINIMUM',
        field: 'personalPropertyAmount',
        message: 'This property requires at least $20,000 of coverage for your belongings.',
      },
      {
        code: 'REQUIRED_COVERAGE_OFF',
        field: 'waterDamageLiability',
        message: 'This property requires water damage liability coverage, so it stays on.',
      },
    ]);
  });

  it('nothing broken at or above the minimums with the forced coverage on', () => {
    expect(
      requirementBreaches(
        {
          liabilityAmount: 300000,
          personalPropertyAmount: 20000,
          toggles: { waterDamageLiability: true },
        },
        { ...oberlin, contentsMinimum: 20000 },
      ),
    ).toEqual([]);
    expect(
      requirementBreaches(
        { liabilityAmount: 0, personalPropertyAmount: 0, toggles: {} },
        NO_REQUIREMENTS,
      ),
    ).toEqual([]);
  });

  it('a missing or unreadable amount is a breach, never a pass', () => {
    const subject = subjectOfCoverage({ deductible: '250', waterDamageLiability: 'Y' });
    expect(requirementBreaches(subject, oberlin).map((b) => b.code)).toEqual([
      'LIABILITY_BELOW_MINIMUM',
    ]);
  });

  it('reads a carrier coverage map', () => {
    expect(
      subjectOfCoverage({
        liabilityAmount: '300000',
        personalPropertyAmount: '20000',
        waterDamageLiability: 'N',
        waterBackup: 'Y',
      }),
    ).toEqual({
      liabilityAmount: 300000,
      personalPropertyAmount: 20000,
      toggles: { waterDamageLiability: false, waterBackup: true },
    });
  });
});

describe('properties over random offers and minimums (fast-check)', () => {
  const amounts = fc.uniqueArray(
    fc.integer({ min: 1, max: 200 }).map((n) => n * 5000),
    {
      minLength: 0,
      maxLength: 8,
    },
  );
  const minimum = fc.option(fc.integer({ min: 1, max: 1_100_000 }), { nil: null });
  const cueLimits = fc
    .record({
      min: fc.integer({ min: 0, max: 50 }),
      span: fc.integer({ min: 0, max: 200 }),
      step: fc.constantFrom(1, 500, 1000, 2500),
    })
    .map(({ min, span, step }) => ({
      personalPropertyMin: min * step,
      personalPropertyMax: (min + span) * step,
      personalPropertyIncrement: step,
    }));

  it('the proposal is offered, meets the minimum, and no smaller offered amount does', () => {
    fc.assert(
      fc.property(amounts, minimum, (options, min) => {
        const proposal = proposedLiability(options, min);
        if (min === null) return;
        const meeting = options.filter((o) => o >= min);
        if (meeting.length === 0) {
          expect(proposal).toBeNull();
          return;
        }
        expect(options).toContain(proposal);
        expect(proposal!).toBeGreaterThanOrEqual(min);
        expect(meeting.every((o) => o >= proposal!)).toBe(true);
      }),
    );
  });

  it('without a minimum the proposal is offered whenever anything is', () => {
    fc.assert(
      fc.property(amounts, (options) => {
        const proposal = proposedLiability(options, null);
        if (options.length > 0) expect(options).toContain(proposal);
      }),
    );
  });

  it('a met selection breaks nothing, is offered and accepted, and only raises', () => {
    fc.assert(
      fc.property(
        amounts,
        minimum,
        fc.option(fc.integer({ min: 1, max: 600_000 }), { nil: null }),
        cueLimits,
        fc.boolean(),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        (options, liabilityMinimum, contentsMinimum, limits, forced, liability, contents) => {
          const requirements = leaseRequirements(
            { liabilityMinimum, contentsMinimum },
            forced ? 'NC' : 'WI',
            { hasWaterDamageLiability: true },
          );
          const selection = {
            liabilityAmount: liability,
            personalPropertyAmount: contents,
            toggles: { waterDamageLiability: false },
          };
          const met = meetRequirements(
            selection,
            { liabilityOptions: options, limits },
            requirements,
          );
          if (met.kind === 'unavailable') {
            if (met.code === 'LIABILITY_MINIMUM_NOT_OFFERED') {
              expect(proposedLiability(options, requirements.liabilityMinimum)).toBeNull();
            } else {
              expect(smallestContentsAtLeast(limits, requirements.contentsMinimum!)).toBeNull();
            }
            return;
          }
          const next = met.selection;
          expect(requirementBreaches(next, requirements)).toEqual([]);
          if (options.length > 0) expect(options).toContain(next.liabilityAmount);
          expect(next.personalPropertyAmount).toBeGreaterThanOrEqual(contents);
          expect(next.toggles.waterDamageLiability).toBe(forced);
          // Already meeting the lease with an offered amount: kept.
          if (
            options.includes(liability) &&
            requirementBreaches(selection, { ...requirements, forcedCoverages: [] }).length === 0
          ) {
            expect(next.liabilityAmount).toBe(liability);
            expect(next.personalPropertyAmount).toBe(contents);
          }
        },
      ),
    );
  });

  it('a selection is refused exactly when below a minimum or a forced coverage is off', () => {
    fc.assert(
      fc.property(
        minimum,
        minimum,
        fc.integer({ min: 0, max: 1_200_000 }),
        fc.integer({ min: 0, max: 1_200_000 }),
        fc.boolean(),
        (liabilityMinimum, contentsMinimum, liability, contents, on) => {
          const requirements = leaseRequirements({ liabilityMinimum, contentsMinimum }, 'NC', {
            hasWaterDamageLiability: true,
          });
          const codes = requirementBreaches(
            {
              liabilityAmount: liability,
              personalPropertyAmount: contents,
              toggles: { waterDamageLiability: on },
            },
            requirements,
          ).map((b) => b.code);
          expect(codes.includes('LIABILITY_BELOW_MINIMUM')).toBe(
            liabilityMinimum !== null && liability < liabilityMinimum,
          );
          expect(codes.includes('CONTENTS_BELOW_MINIMUM')).toBe(
            contentsMinimum !== null && contents < contentsMinimum,
          );
          expect(codes.includes('REQUIRED_COVERAGE_OFF')).toBe(!on);
        },
      ),
    );
  });
});
