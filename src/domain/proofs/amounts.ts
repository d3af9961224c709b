// Money as declarations pages print limits: $300,000, USD 300,000, 300,000, $300K, 300k, $1M, $1,000,000,
// $1 million. Bare small numbers (a coverage letter's neighbour, a form number) are not amounts.

// "USD 300,000" is written as "$300,000" is.
const AMOUNT =
  /(\$\s*|\busd\s*\$?\s*)?(\d{1,3}(?:[,.]\d{3})+|\d+(?:\.\d+)?)\s*(k|m|mm|mil|million|thousand)?(?![a-z0-9])/gi;

const SCALE: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  mil: 1_000_000,
  million: 1_000_000,
};

export interface FoundAmount {
  value: number;
  text: string;
}

/** Every amount of at least $1,000 in a text, in reading order. */
export function findAmounts(text: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  AMOUNT.lastIndex = 0;
  for (let m = AMOUNT.exec(text); m; m = AMOUNT.exec(text)) {
    const [whole, dollar, digits, unit] = m;
    const grouped = /[,.]\d{3}$/.test(digits!) && !/^\d+\.\d{1,2}$/.test(digits!);
    const base = Number(grouped ? digits!.replace(/[,.]/g, '') : digits);
    const value = Math.round(base * (unit ? (SCALE[unit.toLowerCase()] ?? 1) : 1));
    // A plain number counts only with a sign of money: a $, thousands separators or a scale.
    if (!dollar && !grouped && !unit) continue;
    if (value >= 1_000) found.push({ value, text: whole.trim() });
  }
  return found;
}

/** $300,000 */
export function showAmount(value: number): string {
  return `$${value.toLocaleString('en-US')}`;
}
