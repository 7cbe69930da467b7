import { sql } from 'kysely';
import type { PageOf } from '../../../src/contract/stock';
import type { Paging } from '../../http/paged-list';
import { fieldError } from '../../http/envelope';
import { shanghaiDayEnd, shanghaiDayStart } from './shanghai-time';
import { LEDGER_LABELS } from './labels';

/** A LIKE pattern matching the text literally (its % _ \ escaped), lower-cased: use with lower(column). */
export const containsPattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The containsPattern of a keyword filter, unset when the keyword is blank. */
export const keywordPattern = (keyword: string | undefined): string | undefined => {
  const trimmed = keyword?.trim();
  return trimmed ? containsPattern(trimmed) : undefined;
};

/** The SQL of lower(column) LIKE a containsPattern (its escape character declared). */
export const likeLower = (column: string, pattern: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

function dayStartOf(field: string, day: string): number {
  const start = shanghaiDayStart(day);
  if (start === null) throw fieldError(field, LEDGER_LABELS.dateInvalid);
  return start;
}

/**
 * The window [from, to) of an inclusive Asia/Shanghai day range given by two query fields (yyyy-MM-dd);
 * 2003 naming a bad field.
 */
export function namedDayWindow<S extends string, E extends string>(
  query: Partial<Record<S | E, string>>,
  startField: S,
  endField: E,
): { from?: number; to?: number } {
  const startDay = query[startField];
  const endDay = query[endField];
  const from = startDay ? dayStartOf(startField, startDay) : undefined;
  const lastDay = endDay ? dayStartOf(endField, endDay) : undefined;
  if (from !== undefined && lastDay !== undefined && lastDay < from)
    throw fieldError(endField, LEDGER_LABELS.dateRangeReversed);
  return { from, to: lastDay === undefined ? undefined : shanghaiDayEnd(lastDay) };
}

/** The created_at window of a list's dateStart–dateEnd filter (namedDayWindow). */
export const dayWindow = (query: { dateStart?: string; dateEnd?: string }): { from?: number; to?: number } =>
  namedDayWindow(query, 'dateStart', 'dateEnd');

export type { Paging } from '../../http/paged-list';

export const pageOf = <T>(list: T[], total: number, paging: Paging): PageOf<T> => ({
  list,
  total,
  pageNum: paging.pageNum,
  pageSize: paging.pageSize,
  pages: Math.ceil(total / paging.pageSize),
});
