// The app's "now" in the browser: the machine's time plus what the server's clock runs
// ahead by in sandbox mode, learnt from each API answer's x-app-time header (domain/appTime.ts).
// Every date a screen judges by (a policy's status, today's bounds on a form, a payment's next
// try) reads appNow(), so a moved sandbox clock moves the screens with the server. Timers and
// staleness checks keep the machine's own Date.now().
import { APP_TIME_HEADER } from '../../domain/appTime';

let offsetMs = 0;

/** From an API answer's headers: the server's time, or none (its clock is the machine's). */
export function learnAppTime(headers: Pick<Headers, 'get'> | undefined): void {
  if (!headers) return;
  const value = headers.get(APP_TIME_HEADER);
  const at = value ? Date.parse(value) : NaN;
  // Less than a minute apart is the two machines' clocks, not a moved sandbox clock.
  offsetMs = Number.isFinite(at) && Math.abs(at - Date.now()) > 60_000 ? at - Date.now() : 0;
}

export function appNow(): Date {
  return offsetMs === 0 ? new Date() : new Date(Date.now() + offsetMs);
}
