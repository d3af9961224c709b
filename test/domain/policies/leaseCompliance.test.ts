// Whether a policy meets the lease, the dashboard's order and the lease it shows.
import fc from 'fast-check';
import { leaseComplianceTexts as T } from '../../../src/domain/messages';
import {
  addressLine,
  currentLease,
  dashboardOrder,
  leaseCompliance,
  leaseMinimums,
  needsAttention,
  reviewLabel,
  sameAddress,
  type LeaseFacts,
  type PolicyFacts,
} from '../../../src/domain/policies/leaseCompliance';

const BARTON = {
  street: '2201 S Lamar Blvd',
  unit: '214',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
};
const TAMPA = {
  street: '3001 Bayshore Blvd',
  unit: '1207',
  city: 'Tampa',
  state: 'FL',
  zip: '33629',
};

const lease = (over: Partial<LeaseFacts> = {}): LeaseFacts => ({
  id: 7,
  start: '2026-06-01',
  end: '2027-05-31',
  address: BARTON,
  manager: { name: 'Prairie & Pine Residential', minLiability: 300000, minContents: 20000 },
  ...over,
});

const policy = (over: Partial<PolicyFacts> = {}): PolicyFacts => ({
  leaseId: 7,
  address: null,
  liability: 300000,
  contents: null,
  review: 'verified',
  ...over,
});

describe('leaseCompliance', () => {
  it('says a verified policy at or above every minimum meets the lease', () => {
    const c = leaseCompliance(policy({ contents: 20000 }), lease());
    expect(c).toEqual({
      verdict: 'meets',
      below: null,
      review: 'verified',
      text: T.meets,
      help: null,
    });
    expect(c.text).toBe('Meets your lease');
  });

  it("says a liability under the manager's minimum, in the lease message's words", () => {
    const c = leaseCompliance(policy({ liability: 100000 }), lease());
    expect(c.verdict).toBe('below');
    expect(c.below).toEqual({ coverage: 'liability', minimum: 300000, amount: 100000 });
    expect(c.text).toBe("Below your lease's $300,000 minimum");
    expect(c.help).toContain('$300,000');
  });

  it('checks personal property only when both the minimum and the amount are known', () => {
    expect(leaseCompliance(policy({ contents: 15000 }), lease()).text).toBe(
      "Below your lease's $20,000 personal property minimum",
    );
    expect(leaseCompliance(policy({ contents: null }), lease()).verdict).toBe('meets');
    const noContents = lease({
      manager: { name: 'X', minLiability: 100000, minContents: null },
    });
    expect(leaseCompliance(policy({ contents: 1 }), noContents).verdict).toBe('meets');
  });

  it('uses the $100,000 default without a manager or without a lease', () => {
    expect(leaseMinimums(null)).toEqual({ liability: 100000, contents: null });
    expect(leaseMinimums(lease({ manager: null })).liability).toBe(100000);
    expect(leaseCompliance(policy({ liability: 50000, leaseId: null }), null).text).toBe(
      "Below your lease's $100,000 minimum",
    );
    expect(leaseCompliance(policy({ liability: 100000, leaseId: null }), null).verdict).toBe(
      'meets',
    );
  });

  it('treats a liability nobody could read as below the minimum', () => {
    expect(leaseCompliance(policy({ liability: null }), lease()).verdict).toBe('below');
  });

  it('never calls an upload waiting for review a policy that meets the lease', () => {
    const pendingOk = leaseCompliance(policy({ review: 'pending' }), lease());
    expect(pendingOk).toMatchObject({
      verdict: 'pending review',
      below: null,
      text: T.meetsOnceApproved,
    });
    expect(pendingOk.help).toBe(T.pendingHelp);
    // Sofia's State Farm upload: pending, failing its checks, $100,000 against $300,000.
    const sofia = leaseCompliance(policy({ review: 'failing', liability: 100000 }), lease());
    expect(sofia.verdict).toBe('pending review');
    expect(sofia.text).toBe("Below your lease's $300,000 minimum");
    expect(reviewLabel(sofia.review)).toBe("Didn't pass our checks");
    expect(reviewLabel('pending')).toBe('Pending review');
    expect(reviewLabel('verified')).toBeNull();
    expect(leaseCompliance(policy({ review: 'failing' }), lease()).help).toBe(T.failedHelp);
  });

  it('names the address of a policy for another lease, by lease id or by address', () => {
    const other = leaseCompliance(policy({ leaseId: 9, address: TAMPA }), lease());
    expect(other.verdict).toBe('not at this lease');
    expect(other.text).toBe(
      'Not for your lease: it covers 3001 Bayshore Blvd, Unit 1207, Tampa, FL 33629',
    );
    // A partner-carrier policy has no lease id: its insured address decides.
    expect(leaseCompliance(policy({ leaseId: null, address: TAMPA }), lease()).verdict).toBe(
      'not at this lease',
    );
    const here = { ...BARTON, street: ' 2201  s lamar blvd ', zip: '78704-1234' };
    expect(leaseCompliance(policy({ leaseId: null, address: here }), lease()).verdict).toBe(
      'meets',
    );
    expect(leaseCompliance(policy({ leaseId: 9, address: null }), lease()).text).toBe(
      'Not for your lease: it covers another address',
    );
  });

  it('says a policy moved to another address no longer covers the lease it was bought for', () => {
    const moved = leaseCompliance(policy({ leaseId: 7, address: TAMPA }), lease());
    expect(moved.verdict).toBe('not at this lease');
    expect(leaseCompliance(policy({ leaseId: 7, address: BARTON }), lease()).verdict).toBe('meets');
  });

  it('compares addresses by street, unit and ZIP, ignoring case and spacing', () => {
    expect(sameAddress(BARTON, { ...BARTON, city: 'AUSTIN' })).toBe(true);
    expect(sameAddress(BARTON, { ...BARTON, unit: '215' })).toBe(false);
    // A lease given without its unit is the same place as the unit's policy.
    expect(sameAddress(BARTON, { ...BARTON, unit: null })).toBe(true);
    expect(sameAddress(BARTON, { ...BARTON, zip: '78705' })).toBe(false);
    expect(addressLine({ ...BARTON, unit: null })).toBe('2201 S Lamar Blvd, Austin, TX 78704');
  });
});

describe('dashboardOrder', () => {
  const compliance = (p: PolicyFacts) => leaseCompliance(p, lease());

  it("puts Sofia's approved policy before her failing upload", () => {
    const failing = policy({ review: 'failing', liability: 100000 });
    const approved = policy();
    expect(dashboardOrder([failing, approved], compliance)).toEqual([approved, failing]);
  });

  it('orders meets, pending, pending below, below, other addresses; ties keep their order', () => {
    const items = [
      policy({ leaseId: 9, address: TAMPA }),
      policy({ liability: 100000 }),
      policy({ review: 'pending', liability: 100000 }),
      policy({ review: 'pending' }),
      policy(),
      policy({ liability: 500000 }),
    ];
    const ordered = dashboardOrder(items, compliance);
    expect(ordered).toEqual([items[4], items[5], items[3], items[2], items[1], items[0]]);
  });

  const policyArb = fc.record({
    leaseId: fc.constantFrom(7, 9, null),
    address: fc.constantFrom(null, BARTON, TAMPA),
    liability: fc.option(fc.constantFrom(50000, 100000, 300000, 500000)),
    contents: fc.option(fc.constantFrom(10000, 20000, 40000)),
    review: fc.constantFrom('verified' as const, 'pending' as const, 'failing' as const),
  });

  it('never puts a policy that meets the lease after one that does not (any mix)', () => {
    fc.assert(
      fc.property(fc.array(policyArb, { maxLength: 8 }), (items) => {
        const ordered = dashboardOrder(items, compliance);
        expect(ordered).toHaveLength(items.length);
        const meets = ordered.map((p) => compliance(p).verdict === 'meets');
        const firstOther = meets.indexOf(false);
        if (firstOther >= 0) expect(meets.slice(firstOther)).not.toContain(true);
        // A pending or failing upload, or one below the lease, always asks for attention.
        for (const p of ordered) {
          const c = compliance(p);
          if (c.verdict === 'below' || c.verdict === 'pending review')
            expect(needsAttention(c)).toBe(true);
        }
      }),
    );
  });

  it('says meets only for a verified policy at or above every known minimum at the lease', () => {
    fc.assert(
      fc.property(policyArb, (p) => {
        const c = compliance(p);
        const minimums = leaseMinimums(lease());
        const ok =
          p.review === 'verified' &&
          (p.leaseId === 7 || p.leaseId === null) &&
          (p.address === null || p.address === BARTON) &&
          (p.liability ?? 0) >= minimums.liability &&
          (p.contents === null || p.contents >= minimums.contents!);
        expect(c.verdict === 'meets').toBe(ok);
        expect(c.text === T.meets).toBe(ok);
      }),
    );
  });
});

describe('currentLease', () => {
  const l = (id: number, start: string | null, end: string | null) => ({ id, start, end });
  const today = '2026-11-29';

  it('shows the lease in force, the latest to start, over older and ended ones', () => {
    const leases = [
      l(1, '2025-01-01', '2025-12-31'),
      l(2, '2026-01-01', '2026-12-31'),
      l(3, '2026-06-01', '2027-05-31'),
    ];
    expect(currentLease(leases, today)?.id).toBe(3);
  });

  it('counts a lease without dates as in force, and prefers the newest record among equals', () => {
    expect(currentLease([l(1, '2026-01-01', '2026-12-31'), l(2, null, null)], today)?.id).toBe(2);
    expect(currentLease([l(4, null, null), l(2, null, null)], today)?.id).toBe(4);
  });

  it('falls back to the next to start, then the last to end, and null without leases', () => {
    expect(
      currentLease([l(1, '2025-01-01', '2025-12-31'), l(2, '2027-02-01', '2028-01-31')], today)?.id,
    ).toBe(2);
    expect(
      currentLease([l(1, '2024-01-01', '2024-12-31'), l(2, '2025-01-01', '2025-12-31')], today)?.id,
    ).toBe(2);
    expect(currentLease([], today)).toBeNull();
  });
});

describe('the shortfall against the lease', () => {
  // leaseCompliance writes out the quote's comparison (it keeps requirements.ts out of the
  // dashboard's script): the two must agree on which minimum is missed first.
  it("is the quote's first breach of the same minimums", async () => {
    const { requirementBreaches } = await import('../../../src/domain/quote/requirements');
    const amount = fc.option(fc.integer({ min: 0, max: 500000 }), { nil: null });
    fc.assert(
      fc.property(amount, amount, amount, amount, (liability, contents, minL, minC) => {
        const facts = lease({ manager: { name: 'M', minLiability: minL, minContents: minC } });
        const min = leaseMinimums(facts);
        const [first] = requirementBreaches(
          {
            liabilityAmount: liability ?? 0,
            personalPropertyAmount: contents ?? Number.POSITIVE_INFINITY,
            toggles: {},
          },
          { liabilityMinimum: min.liability, contentsMinimum: min.contents, forcedCoverages: [] },
        );
        const below = leaseCompliance(policy({ liability, contents }), facts).below;
        expect(below?.coverage ?? null).toBe(
          first === undefined
            ? null
            : first.code === 'LIABILITY_BELOW_MINIMUM'
              ? 'liability'
              : 'contents',
        );
      }),
    );
  });
});
