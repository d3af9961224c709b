import {
  eoiFileName,
  needsRenewalPrompt,
  partnerPortal,
  renewalLockedReason,
  renewalOffConsequences,
  renewalToggleDisabled,
  thirdPartyStatus,
  visiblePolicies,
} from '../../../src/domain/policies/dashboard';

describe('dashboard policy rules (docs/product.md "Dashboard", "States")', () => {
  it('a third-party policy is Approved when complete, else Pending', () => {
    expect(thirdPartyStatus(true)).toBe('Approved');
    expect(thirdPartyStatus(false)).toBe('Pending');
  });

  it('the auto-renewal toggle is disabled only within 90 days and locked', () => {
    const state = (within90Days: boolean, renewalLocked: boolean) => ({
      renew: false,
      within90Days,
      renewalLocked,
    });
    expect(renewalToggleDisabled(state(true, true))).toBe(true);
    expect(renewalToggleDisabled(state(true, false))).toBe(false);
    expect(renewalToggleDisabled(state(false, true))).toBe(false);
    expect(renewalToggleDisabled(state(false, false))).toBe(false);
  });

  it('turning renewal off ends the policy on the renewal date; within 90 days it is final', () => {
    const far = renewalOffConsequences(
      { renew: true, within90Days: false, renewalLocked: false },
      '06/01/2027',
    );
    expect(far).toEqual([
      'Your policy will end on 06/01/2027 instead of renewing, and billing for it will stop.',
    ]);
    const near = renewalOffConsequences(
      { renew: true, within90Days: true, renewalLocked: false },
      '01/09/2027',
    );
    expect(near).toHaveLength(2);
    expect(near[1]).toMatch(/within 90 days.*without contacting support/);
  });

  it('a locked toggle first says the state it is really in, then why and how to reach support', () => {
    const support = { email: 'help@example.com', phone: '(608) 555-0100' };
    const off = renewalLockedReason(false, '01/09/2027', support);
    expect(off).toBe(
      'Auto-renewal is off: your policy ends on 01/09/2027. It was turned off within 90 days of your renewal date; to turn it back on, contact support at help@example.com or (608) 555-0100.',
    );
    const on = renewalLockedReason(true, '01/09/2027', support);
    expect(on).toBe(
      'Auto-renewal is on: your policy renews on 01/09/2027. It is locked within 90 days of your renewal date; to turn it off, contact support at help@example.com or (608) 555-0100.',
    );
    // A switch that is on never reads as turned off, and the reverse.
    expect(on).not.toMatch(/turned off|is off|ends on/);
    expect(off).not.toMatch(/is on|renews on/);
    expect(renewalLockedReason(false, '01/09/2027')).toMatch(/contact support\.$/);
  });

  it('names the partner portal by its site, refusing anything but http(s)', () => {
    expect(partnerPortal('https://www.partner.example.com/manage?id=1')).toEqual({
      url: 'https://www.partner.example.com/manage?id=1',
      name: 'partner.example.com',
    });
    expect(partnerPortal(null)).toBeNull();
    expect(partnerPortal('')).toBeNull();
    expect(partnerPortal('javascript:alert(1)')).toBeNull();
    expect(partnerPortal('not a url')).toBeNull();
  });

  it("'View more' shows the first policy, then all", () => {
    expect(visiblePolicies(['a', 'b', 'c'], false)).toEqual({ shown: ['a'], more: 2 });
    expect(visiblePolicies(['a', 'b', 'c'], true)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visiblePolicies([], false)).toEqual({ shown: [], more: 0 });
  });

  it("'View more' never hides a pinned policy (one that needs attention)", () => {
    const pinned = (item: string) => item.startsWith('!');
    expect(visiblePolicies(['a', 'b', '!c', 'd'], false, pinned)).toEqual({
      shown: ['a', '!c'],
      more: 2,
    });
    expect(visiblePolicies(['a', '!b'], true, pinned)).toEqual({ shown: ['a', '!b'], more: 0 });
  });

  it('asks for a renewal only when expiring soon and none is uploaded yet', () => {
    expect(needsRenewalPrompt({ is_expiring_soon: true, upcoming_policies: [] })).toBe(true);
    expect(needsRenewalPrompt({ is_expiring_soon: true, upcoming_policies: [{}] })).toBe(false);
    expect(needsRenewalPrompt({ is_expiring_soon: false, upcoming_policies: [] })).toBe(false);
  });

  it('names a downloaded evidence of insurance by its policy number', () => {
    expect(eoiFileName('HSR-WI-2604417')).toBe('evidence-of-insurance-HSR-WI-2604417.pdf');
    expect(eoiFileName('98 BT/2201')).toBe('evidence-of-insurance-98-BT-2201.pdf');
    expect(eoiFileName('')).toBe('evidence-of-insurance.pdf');
  });
});
