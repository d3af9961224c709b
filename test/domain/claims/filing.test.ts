import { claimsFiling, partnerClaimTexts } from '../../../src/domain/claims/filing';
import { sideMenuEntries } from '../../../src/domain/menu';

const own = (isActive: boolean, id = 1) => ({ policyId: id, isActive });
const partner = { id: 9, carrier_policy_number: 'NRP-IL-5520981' };

describe('claimsFiling (where claims go)', () => {
  it('files on the first active own policy here', () => {
    expect(claimsFiling([own(false, 1), own(true, 2), own(true, 3)], [partner])).toEqual({
      with: 'us',
      policy: own(true, 2),
    });
  });

  it("sends a partner carrier's policy holder to the carrier", () => {
    expect(claimsFiling([], [partner])).toEqual({ with: 'partner', policy: partner });
    expect(claimsFiling([own(false)], [partner])).toEqual({ with: 'partner', policy: partner });
  });

  it('has nothing to claim on without either', () => {
    expect(claimsFiling([], [])).toEqual({ with: 'none' });
  });

  it.each([
    [[], [], false],
    [[own(true)], [], true],
    [[], [partner], true],
    [[own(true)], [partner], true],
  ] as const)(
    'the menu shows the claim entries exactly when a claim page has somewhere to send it (%#)',
    (ownList, partnerList, expected) => {
      const account = sideMenuEntries({
        hasActivePolicies: ownList.length + partnerList.length > 0,
        hasActiveCarrierPolicies: ownList.length + partnerList.length > 0,
        hasInactivePolicies: false,
        isAssociationMember: false,
      }).find((e) => e.id === 'account')!;
      const ids = account.children!.map((c) => c.id);
      const filing = claimsFiling(ownList, partnerList);
      expect(ids.includes('report-a-claim')).toBe(filing.with !== 'none');
      expect(ids.includes('claim-history')).toBe(filing.with !== 'none');
      expect(filing.with !== 'none').toBe(expected);
    },
  );

  it('says where the claim goes, naming the policy', () => {
    expect(partnerClaimTexts.report('NRP-IL-5520981')).toBe(
      "Your policy NRP-IL-5520981 is with our partner carrier, so you report a claim on it on the carrier's website, not here.",
    );
  });
});
