import { describe, expect, it } from 'vitest';
import { NO_FILTERS, toListQuery } from './message-query';

describe('toListQuery', () => {
  it('sends only paging when no filter is set', () => {
    expect(toListQuery(NO_FILTERS, 1, 10)).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('maps every filter to its wire field', () => {
    const query = toListQuery(
      { type: 'bill', read: 'unread', keyword: '  账单 ', dateRange: ['2025-01-01', '2025-01-31'] },
      3,
      20,
    );
    expect(query).toEqual({
      pageNum: 3,
      pageSize: 20,
      type: 'bill',
      read: false,
      keyword: '账单',
      dateStart: '2025-01-01',
      dateEnd: '2025-01-31',
    });
  });

  it('sends read: true for 已读 and leaves out an open end of the date range', () => {
    expect(toListQuery({ ...NO_FILTERS, read: 'read', dateRange: ['', '2025-02-01'] }, 1, 10)).toEqual({
      pageNum: 1,
      pageSize: 10,
      read: true,
      dateEnd: '2025-02-01',
    });
  });
});
