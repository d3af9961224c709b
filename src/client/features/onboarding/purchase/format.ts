import { dollars } from '../../../../domain/onboarding/quote';

/** 'YYYY-MM-DD' as MM/DD/YYYY (the product's date display); other text unchanged. */
export function usDate(day: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : (day ?? '');
}

/** Dollars with cents always shown ($12.00), as on a bill. */
export function money(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export { dollars };
