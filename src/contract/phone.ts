/** SPEC §5: a phone-like number shows its first three and last four digits with four stars between. */
const SHOWN_HEAD = 3;
const SHOWN_TAIL = 4;

/**
 * 13812345678 → 138****5678; a value too short to hide anything is returned as is. In the contract so
 * the server masks with the same rule where the full number must not leave it (sub-account lists).
 */
export function maskPhone(value: string): string {
  if (value.length <= SHOWN_HEAD + SHOWN_TAIL) return value;
  return `${value.slice(0, SHOWN_HEAD)}****${value.slice(-SHOWN_TAIL)}`;
}
