import type { PageOf } from '../../../src/contract/stock';
import type { Paging } from '../../http/paged-list';
import { fieldError } from '../../http/envelope';
import { shanghaiDayEnd, shanghaiDayStart } from './shanghai-time';
import { LEDGER_LABELS } from './labels';

/** A LIKE pattern matching the text literally (its % _ \ escaped), lower-cased: use with lower(column). */
export const containsPattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function dayStartOf(field: 'dateStart' | 'dateEnd', day: string): number {
  const start = shanghaiDayStart(day);
  if (start === null) throw fieldError(field, LEDGER_LABELS.dateInvalid);
  return start;
}

/** The created_at window [from, to) of an inclusive Asia/Shanghai day range; 2003 naming a bad field. */
export function dayWindow(query: { dateStart?: string; dateEnd?: string }): { from?: number; to?: number } {
  const from = query.dateStart ? dayStartOf('dateStart', query.dateStart) : undefined;
  const lastDay = query.dateEnd ? dayStartOf('dateEnd', query.dateEnd) : undefined;
  if (from !== undefined && lastDay !== undefined && lastDay < from)
    throw fieldError('dateEnd', LEDGER_LABELS.dateRangeReversed);
  return { from, to: lastDay === undefined ? undefined : shanghaiDayEnd(lastDay) };
}

export type { Paging } from '../../http/paged-list';

export const pageOf = <T>(list: T[], total: number, paging: Paging): PageOf<T> => ({
  list,
  total,
  pageNum: paging.pageNum,
  pageSize: paging.pageSize,
  pages: Math.ceil(total / paging.pageSize),
});
