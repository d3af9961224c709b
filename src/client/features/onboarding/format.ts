import { dollars } from '../../../domain/onboarding/quote';
import { usDate as isoToUs } from '../../../domain/policies/status';

/** A 'YYYY-MM-DD' date (or a timestamp starting with one) as MM/DD/YYYY; other text unchanged. */
export function usDate(day: string | null | undefined): string {
  const value = day ?? '';
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? isoToUs(value.slice(0, 10)) : value;
}

/** Dollars with cents always shown ($12.00), as on a bill. */
export function money(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "Logged only" (SPEC §8): a failure the tenant need not see. Never logs tokens or passwords. */
export function logFailure(what: string, error: unknown): void {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? String((error as { status: unknown }).status)
      : 'unknown';
  console.warn(`${what} failed (status ${status})`);
}

export { dollars };
