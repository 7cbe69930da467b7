/**
 * The pay form's amount: typed in 元 with at most two decimals, sent in fen (integer arithmetic on the
 * digits, never a float: 0.29 元 is 29 fen, not 28.999…).
 */

const YUAN_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** '1234.5' → 123450; null when the text is not an amount of 元 with at most two decimals. */
export function yuanTextToFen(text: string): number | null {
  const trimmed = text.trim();
  if (!YUAN_PATTERN.test(trimmed)) return null;
  const [whole, decimals = ''] = trimmed.split('.') as [string, string?];
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** 123450 → '1234.50': the form's default (what remains to pay), without separators. */
export function fenToYuanText(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
