import {
  daysBetween,
  groupThirdPartyTerms,
  isExpiringSoon,
  isOwnPolicyActive,
  isTermActive,
  isWithinRenewalWindow,
  isoDay,
  usDate,
} from '../../../src/domain/policies/status';

describe('policy status rules', () => {
  const today = '2026-11-21';

  it('formats and counts calendar days', () => {
    expect(isoDay(new Date('2026-11-21T23:59:59Z'))).toBe('2026-11-21');
    expect(usDate('2026-07-04')).toBe('07/04/2026');
    expect(daysBetween('2026-11-21', '2027-02-19')).toBe(90);
    expect(daysBetween('2026-11-21', '2026-11-20')).toBe(-1);
  });

  it('an own policy is active while status active and not past its end date', () => {
    expect(isOwnPolicyActive({ status: 'active', policyEndDate: today }, today)).toBe(true);
    expect(isOwnPolicyActive({ status: 'active', policyEndDate: '2026-11-20' }, today)).toBe(false);
    expect(isOwnPolicyActive({ status: 'cancelled', policyEndDate: '2027-01-01' }, today)).toBe(
      false,
    );
  });

  it('a cancellation dated ahead keeps the policy in force until that day (it takes effect then)', () => {
    const cancelled = {
      status: 'cancelled',
      policyEndDate: '2026-12-31',
      cancellationDate: '2026-12-31',
    };
    expect(isOwnPolicyActive(cancelled, today)).toBe(true);
    expect(isOwnPolicyActive(cancelled, '2026-12-30')).toBe(true);
    expect(isOwnPolicyActive(cancelled, '2026-12-31')).toBe(false);
    expect(isOwnPolicyActive({ ...cancelled, status: 'expired' }, today)).toBe(false);
  });

  it('a partner or uploaded term is active while enabled and not ended', () => {
    expect(isTermActive({ enabled: true, endDate: today }, today)).toBe(true);
    expect(isTermActive({ enabled: false, endDate: '2027-01-01' }, today)).toBe(false);
    expect(isTermActive({ enabled: true, endDate: '2026-11-20' }, today)).toBe(false);
  });

  it('the renewal window is the next 90 days (docs/product.md "Limits")', () => {
    expect(isWithinRenewalWindow('2027-02-19', today)).toBe(true);
    expect(isWithinRenewalWindow('2027-02-20', today)).toBe(false);
    expect(isWithinRenewalWindow('2026-11-20', today)).toBe(false);
  });

  it('expiring soon means ending within 30 days', () => {
    expect(isExpiringSoon('2026-12-21', today)).toBe(true);
    expect(isExpiringSoon('2026-12-22', today)).toBe(false);
    expect(isExpiringSoon('2026-11-20', today)).toBe(false);
  });

  it('groups uploads by provider and number, the term in force first and later ones upcoming', () => {
    const term = (provider: string, policyNumber: string, startDate: string, endDate: string) => ({
      provider,
      policyNumber,
      startDate,
      endDate,
    });
    const current = term('Lemonade', 'LM-1', '2026-03-01', '2027-03-01');
    const next = term('lemonade ', 'lm-1', '2027-03-01', '2028-03-01');
    const other = term('State Farm', 'SF-9', '2026-10-01', '2027-10-01');
    const groups = groupThirdPartyTerms([next, other, current], today);
    expect(groups).toHaveLength(2);
    expect(groups.find((g) => g.current === current)?.upcoming).toEqual([next]);
    expect(groups.find((g) => g.current === other)?.upcoming).toEqual([]);
  });

  it('without a term in force shows the earliest', () => {
    const a = { provider: 'A', policyNumber: '1', startDate: '2027-01-01', endDate: '2028-01-01' };
    const b = { provider: 'A', policyNumber: '1', startDate: '2028-01-01', endDate: '2029-01-01' };
    expect(groupThirdPartyTerms([b, a], today)).toEqual([{ current: a, upcoming: [b] }]);
  });
});
