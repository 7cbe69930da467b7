/** How a list's filter state goes on the wire (list call and export URL alike). Pure, so unit tested. */
import type { DateRange } from './date-range';

type Value = string | number | boolean | null | undefined;

/** Only the filters that are set: '' and null are left out, text is trimmed. */
export type SetFilters<T> = { [K in keyof T]?: Exclude<T[K], '' | null> };

export function setFilters<T extends Record<string, Value>>(filters: T): SetFilters<T> {
  const entries = Object.entries(filters)
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined);
  return Object.fromEntries(entries) as SetFilters<T>;
}

/** A date range filter as the contract's dateStart / dateEnd (yyyy-MM-dd, open ends left out). */
export function dateFilters(range: DateRange | null): { dateStart?: string; dateEnd?: string } {
  const [dateStart, dateEnd] = range ?? ['', ''];
  return setFilters({ dateStart, dateEnd });
}
