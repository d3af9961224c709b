// When an upload's renewed proof is asked for, when its end is a lapse, the wizard
// link, and the coverage report's CSV (escaped so a spreadsheet never runs a value).
import {
  coverageReportCsv,
  csvField,
  meetsLeaseToday,
  reportMonthName,
  reportRow,
} from '../../../src/domain/policies/coverageReport';
import { coverageStatus } from '../../../src/domain/policies/coverageStatus';
import {
  coveredAfter,
  renewalDraft,
  uploadLapsed,
  uploadRenewalDue,
} from '../../../src/domain/policies/uploadRenewal';
import { uploadRenewalPath, renewedUploadId } from '../../../src/domain/policies/uploadRenewalLink';

const upload = { end: '2026-12-31', enabled: true };
const next = { start: '2027-01-01', end: '2027-12-31' };

describe('an upload ending', () => {
  it('is asked for its renewal from 30 days before its end, unless cover goes on', () => {
    expect(uploadRenewalDue(upload, [], '2026-11-30')).toBe(false);
    expect(uploadRenewalDue(upload, [], '2026-12-01')).toBe(true);
    expect(uploadRenewalDue(upload, [], '2026-12-31')).toBe(true);
    expect(uploadRenewalDue(upload, [next], '2026-12-15')).toBe(false);
    expect(uploadRenewalDue({ ...upload, enabled: false }, [], '2026-12-15')).toBe(false);
  });

  it('is a lapse from the day after, for 30 days, when nothing covers after it', () => {
    expect(uploadLapsed(upload, [], '2026-12-31')).toBe(false);
    expect(uploadLapsed(upload, [], '2027-01-01')).toBe(true);
    expect(uploadLapsed(upload, [], '2027-01-30')).toBe(true);
    expect(uploadLapsed(upload, [], '2027-01-31')).toBe(false);
    expect(uploadLapsed(upload, [next], '2027-01-05')).toBe(false);
    // A term starting the old end day (the seed's renewals) covers too; one with a gap does not.
    expect(coveredAfter('2026-12-31', [{ start: '2026-12-31', end: '2027-12-31' }])).toBe(true);
    expect(coveredAfter('2026-12-31', [{ start: '2027-01-02', end: '2027-12-31' }])).toBe(false);
  });

  it('links the wizard by id, and reads back only a positive whole number', () => {
    const path = uploadRenewalPath('/tenant/upload', 42);
    expect(path).toBe('/tenant/upload?renew=42');
    expect(renewedUploadId('?renew=42')).toBe(42);
    for (const bad of [
      '',
      '?renew=',
      '?renew=0',
      '?renew=-1',
      '?renew=1e3',
      '?renew=99999999999',
      '?renew=4 2',
    ])
      expect(renewedUploadId(bad)).toBeNull();
    expect(
      renewalDraft({
        provider: 'State Farm',
        carrier_policy_number: '98-BT',
        end_date: '2026-12-31',
        liability_coverage: 100000,
      }),
    ).toEqual({
      startDate: '2026-12-31',
      endDate: '2027-12-31',
      provider: 'State Farm',
      policyNumber: '98-BT',
      liabilityCoverage: '100000',
    });
  });
});

describe('the coverage report', () => {
  const active = coverageStatus(
    { start: '2026-01-01', end: '2026-12-31', renews: true },
    '2026-06-01',
  );
  const lapsed = coverageStatus(
    { start: '2025-01-01', end: '2025-12-31', renews: false },
    '2026-06-01',
  );
  const pending = coverageStatus(
    { start: '2026-01-01', end: '2026-12-31', renews: null, review: 'pending' },
    '2026-06-01',
  );

  it('says whether the policy meets the lease today, from the status and the lease rule', () => {
    expect(meetsLeaseToday({ status: active, compliance: { verdict: 'meets' } })).toBe('Yes');
    expect(meetsLeaseToday({ status: lapsed, compliance: { verdict: 'meets' } })).toBe('No');
    expect(meetsLeaseToday({ status: pending, compliance: { verdict: 'pending review' } })).toBe(
      'Pending review',
    );
    expect(meetsLeaseToday({ status: active, compliance: { verdict: 'below' } })).toBe('No');
  });

  it('writes one row per lease and policy, and none on file says so', () => {
    expect(
      reportRow('1 Main St, Unit 2', 'Ann Lee', {
        carrier: 'Lemonade',
        status: lapsed,
        liability: 300000,
        endsOn: '2025-12-31',
        compliance: { verdict: 'meets' },
      }),
    ).toEqual([
      '1 Main St, Unit 2',
      'Ann Lee',
      'Lemonade',
      'Lapsed',
      '$300,000',
      '12/31/2025',
      'No',
    ]);
    expect(reportRow('1 Main St', 'Ann Lee', null)).toEqual([
      '1 Main St',
      'Ann Lee',
      '',
      'No insurance on file',
      '',
      '',
      'No',
    ]);
  });

  it('escapes commas, quotes and line breaks, and never lets a value run as a formula', () => {
    expect(csvField('Lee, Ann "AJ"')).toBe('"Lee, Ann ""AJ"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '  =HYPERLINK("x")'])
      expect(csvField(formula).startsWith(`"'`)).toBe(true);
    expect(csvField('$300,000')).toBe('"$300,000"');
    const csv = coverageReportCsv([['=cmd|/c calc', 'x', '', '', '', '', '']]);
    expect(csv).toBe(
      '"Unit","Tenant","Carrier","Status","Liability","Ends on","Meets the lease"\r\n' +
        `"'=cmd|/c calc","x","","","","",""\r\n`,
    );
    expect(reportMonthName('2026-11')).toBe('November 2026');
  });
});
