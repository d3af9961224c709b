// The lease a proof must cover: from its start, or today once it has begun; to its end.
import { leaseToCover } from '../../../src/server/proofs/expectations';

describe('leaseToCover', () => {
  it('a lease that has begun needs cover from today', () => {
    expect(leaseToCover({ start: '2026-01-01', end: '2026-12-31' }, '2026-11-29')).toEqual({
      coverFrom: '2026-11-29',
      end: '2026-12-31',
    });
  });
  it('a lease still ahead needs cover from its start', () => {
    expect(leaseToCover({ start: '2027-02-01', end: null }, '2026-11-29')).toEqual({
      coverFrom: '2027-02-01',
      end: null,
    });
  });
  it('a lease not on record yet, or without dates, needs cover from today', () => {
    expect(leaseToCover(null, '2026-11-29')).toEqual({ coverFrom: '2026-11-29', end: null });
    expect(leaseToCover({ start: null, end: null }, '2026-11-29')).toEqual({
      coverFrom: '2026-11-29',
      end: null,
    });
  });
});
