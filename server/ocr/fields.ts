/**
 * Shared steps of the document parsers: lines compared without spaces and with full-width forms made
 * half-width (NFKC), a value read after its label up to the next label, and the checks a value must
 * pass to be offered at all.
 */

/** A line as the parsers compare it: NFKC (full-width digits, letters and colons made plain), no whitespace. */
export const compact = (line: string): string => line.normalize('NFKC').replace(/\s+/g, '');

const LEADING_PUNCTUATION = /^[:：;；,，.。、|]+/;

const cutAt = (value: string, stops: readonly string[]): string => {
  const cut = Math.min(...stops.map((stop) => value.indexOf(stop)).filter((at) => at >= 0));
  return (Number.isFinite(cut) ? value.slice(0, cut) : value).replace(LEADING_PUNCTUATION, '');
};

/**
 * The value of the first line that holds one of `labels` at its start (after compact; anywhere in it
 * with `anywhere`, for a right-hand column read on one line with the left): the rest of that line after
 * the label, cut at the first of `stops` in it, or, when the label ends its line, the next line unless
 * that one starts with a stop; null when no line has the label. `index`: the line the value ends on.
 */
export function valueAfter(
  lines: readonly string[],
  labels: readonly string[],
  stops: readonly string[],
  anywhere = false,
): { value: string; index: number } | null {
  const compacted = lines.map(compact);
  const at = (line: string, label: string) =>
    anywhere ? line.indexOf(label) : line.startsWith(label) ? 0 : -1;
  for (const [index, line] of compacted.entries()) {
    const found = labels.map((label) => ({ label, start: at(line, label) })).find(({ start }) => start >= 0);
    if (!found) continue;
    const value = cutAt(line.slice(found.start + found.label.length), stops);
    const next = compacted[index + 1];
    if (value !== '' || next === undefined || stops.some((stop) => next.startsWith(stop)))
      return { value, index };
    return { value: cutAt(next, stops), index: index + 1 };
  }
  return null;
}

/** A person's name: 2–20 hanzi, with the middle dot of minority and foreign names (· or •). */
export const personName = (value: string): string | null => {
  const name = value.replace(/[•・]/g, '·');
  const length = [...name].length;
  return /^\p{Script=Han}+(·\p{Script=Han}+)*$/u.test(name) && length >= 2 && length <= 20 ? name : null;
};

/** Free text (a company's name, an address): at least `min` characters with a hanzi among them. */
export const freeText = (value: string, min: number): string | null =>
  [...value].length >= min && /\p{Script=Han}/u.test(value) ? value : null;

/**
 * The first 18-character run in the text, read in capitals (a check character x → X) and with letters
 * OCR mistakes for digits turned back (O→0, I→1), that passes `valid`; null when none does (a misread
 * number is never offered).
 */
export function checkedNumber(
  text: string,
  pattern: RegExp,
  valid: (value: string) => boolean,
): string | null {
  for (const match of text.toUpperCase().replace(/O/g, '0').replace(/I/g, '1').matchAll(pattern)) {
    if (valid(match[0])) return match[0];
  }
  return null;
}
