import { usDate } from '../../../../domain/policies/status';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as '$123.45'. */
export const formatUsd = (amount: number): string => usd.format(amount);

/** A YYYY-MM-DD date (or a timestamp starting with one) as MM/DD/YYYY; anything else as is. */
export function formatDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? usDate(value.slice(0, 10)) : value;
}

/** "Logged only" (SPEC §8): a failure the tenant need not see. Never logs tokens or passwords. */
export function logFailure(what: string, error: unknown): void {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? String((error as { status: unknown }).status)
      : 'unknown';
  console.warn(`${what} failed (status ${status})`);
}
