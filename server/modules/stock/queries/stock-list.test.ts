import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/contract/envelope';
import { STOCK_SORT_KEYS, type StockRow, type StockSortKey } from '../../../../src/contract/stock';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';

const LIST = '/api/api/customerStock/searchCustomerStock';

const keyOf = (row: StockRow, sortBy: StockSortKey): string | number =>
  sortBy === 'warehouseName' ? row.warehouseName : sortBy === 'trayTypeCode' ? row.trayTypeCode : row[sortBy];

describe.each(TEST_DIALECTS)('the own stock list on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    token = await server.login('demo_pallet');
  });
  afterAll(() => server.close());

  const list = async (body: object) => {
    const { body: answer } = await server.post<Page<StockRow>>(LIST, body, token);
    expect(answer.errcode).toBe(0);
    return answer.data;
  };

  it.each(
    STOCK_SORT_KEYS.flatMap((sortBy) => (['asc', 'desc'] as const).map((order) => [sortBy, order] as const)),
  )('pages through every balance sorted by %s %s, each once and in order', async (sortBy, sortOrder) => {
    const whole = await list({ pageNum: 1, pageSize: 100, sortBy, sortOrder });
    expect(whole.total).toBe(whole.list.length);
    expect(whole.total).toBeGreaterThan(3);
    const keys = whole.list.map((row) => keyOf(row, sortBy));
    const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(keys).toEqual(sortOrder === 'asc' ? sorted : sorted.reverse());

    const paged: StockRow[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(whole.total / 3); pageNum += 1) {
      const page = await list({ pageNum, pageSize: 3, sortBy, sortOrder });
      expect(page).toMatchObject({ total: whole.total, pages: Math.ceil(whole.total / 3) });
      paged.push(...page.list);
    }
    expect(paged).toEqual(whole.list);
  });

  it('answers a page past the last with no rows and the true total', async () => {
    const whole = await list({ pageNum: 1, pageSize: 100 });
    const past = await list({ pageNum: 50, pageSize: 20 });
    expect(past).toMatchObject({ list: [], total: whole.total, pageNum: 50 });
  });

  it('shows the overdue count of each row whatever the sort', async () => {
    const byOverdue = await list({ pageNum: 1, pageSize: 100, sortBy: 'overdue', sortOrder: 'desc' });
    const byName = await list({ pageNum: 1, pageSize: 100, sortBy: 'warehouseName', sortOrder: 'asc' });
    const overdueOf = (rows: StockRow[]) =>
      Object.fromEntries(rows.map((row) => [`${row.warehouseId}/${row.trayTypeCode}`, row.overdue]));
    expect(overdueOf(byName.list)).toEqual(overdueOf(byOverdue.list));
    expect(byOverdue.list.some((row) => row.overdue > 0)).toBe(true);
  });

  it('narrows by keyword, warehouse and tray type, counting only what matches', async () => {
    const whole = await list({ pageNum: 1, pageSize: 100 });
    const first = whole.list[0] as StockRow;
    const byKeyword = await list({ pageNum: 1, pageSize: 100, keyword: first.warehouseName });
    expect(byKeyword.list.every((row) => row.warehouseName === first.warehouseName)).toBe(true);
    expect(byKeyword.total).toBe(byKeyword.list.length);
    const byKey = await list({
      pageNum: 1,
      pageSize: 100,
      warehouseId: first.warehouseId,
      trayTypeCode: first.trayTypeCode,
    });
    expect(byKey).toMatchObject({ total: 1, list: [first] });
  });
});
