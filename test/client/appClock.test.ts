// The screens judge dates by the server's clock. A moved sandbox clock (the server's
// x-app-time header) moves them with it; no header, or a few seconds' skew, leaves the browser's.
import { DAY_MS } from '../../src/domain/calendar';
import { appNow, learnAppTime } from '../../src/client/app/appClock';
import { ownCoverage } from '../../src/client/components/coverage';
import type { Policy } from '../../src/client/api';
import { APP_TIME_HEADER } from '../../src/domain/appTime';

const headers = (value?: string) => new Headers(value ? { [APP_TIME_HEADER]: value } : {});
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

afterEach(() => learnAppTime(headers()));

describe('the app clock in the browser', () => {
  it("follows the server's time when its clock runs ahead, and the browser's when not", () => {
    learnAppTime(headers(new Date(Date.now() + 30 * DAY_MS).toISOString()));
    expect(appNow().getTime() - Date.now()).toBeGreaterThan(30 * DAY_MS - 5_000);
    learnAppTime(headers());
    expect(Math.abs(appNow().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('ignores a few seconds between the two machines, and a header it cannot read', () => {
    learnAppTime(headers(new Date(Date.now() + 20_000).toISOString()));
    expect(Math.abs(appNow().getTime() - Date.now())).toBeLessThan(1_000);
    learnAppTime(headers('not a date'));
    expect(Math.abs(appNow().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it("gives a policy the server's status: started once the server's day has come", () => {
    const start = Date.now() + 10 * DAY_MS;
    const policy = {
      policyStartDate: { date: isoDay(start) },
      policyEndDate: { date: isoDay(start + 365 * DAY_MS) },
      cancellationDate: null,
      renew: true,
      insuredAddress: { state: 'WI' },
    } as unknown as Policy;
    expect(ownCoverage(policy).kind).toBe('upcoming');
    learnAppTime(headers(new Date(Date.now() + 30 * DAY_MS).toISOString()));
    expect(ownCoverage(policy).kind).toBe('active');
  });
});
