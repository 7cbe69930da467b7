/** The list view's filter state and how it becomes a getMessageList request. Pure, so it is unit tested. */
import type { MessageListQuery, MessageType } from '../../contract/messages';

export type ReadFilter = 'all' | 'unread' | 'read';

export interface MessageFilters {
  /** null: every type */
  type: MessageType | null;
  read: ReadFilter;
  keyword: string;
  /** [start, end] yyyy-MM-dd; an empty end means no limit on that side. */
  dateRange: readonly [string, string] | null;
}

export const NO_FILTERS: MessageFilters = { type: null, read: 'all', keyword: '', dateRange: null };

export const DEFAULT_PAGE_SIZE = 10;

/** Only the filters that are set go on the wire. */
export function toListQuery(filters: MessageFilters, pageNum: number, pageSize: number): MessageListQuery {
  const query: MessageListQuery = { pageNum, pageSize };
  if (filters.type) query.type = filters.type;
  if (filters.read !== 'all') query.read = filters.read === 'read';
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  const [dateStart, dateEnd] = filters.dateRange ?? ['', ''];
  if (dateStart) query.dateStart = dateStart;
  if (dateEnd) query.dateEnd = dateEnd;
  return query;
}
