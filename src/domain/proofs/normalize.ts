// Text comparison helpers for reading printed (and OCR-read) declarations pages.

/** Lower case, every run of non-letters/digits one space: for comparing wording, not layout. */
export function squash(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Letters and digits only, upper case: policy numbers are compared without spaces or dashes. */
export function alnum(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function words(text: string): string[] {
  const s = squash(text);
  return s === '' ? [] : s.split(' ');
}

/** Levenshtein distance (OCR misreads a letter or two; typists drop one). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost));
    }
    prev = row;
  }
  return prev[b.length]!;
}

/** 1 for equal strings, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/** Two words the same but for a slip: one letter in five or more, never in short words. */
export function nearlySameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 4) return false;
  return editDistance(a, b) <= (Math.max(a.length, b.length) >= 9 ? 2 : 1);
}

// Characters OCR and typists confuse in identifiers.
const LOOKALIKES: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  S: '5',
  B: '8',
  Z: '2',
  G: '6',
};

/** An identifier with look-alike letters folded onto digits. */
export function foldLookalikes(id: string): string {
  return alnum(id).replace(/[OQDILSBZG]/g, (c) => LOOKALIKES[c] ?? c);
}
