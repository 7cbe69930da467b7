import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/contract/envelope';
import { Errcode } from '../../../../src/contract/errcodes';
import type { StockDetail, StockRow } from '../../../../src/contract/stock';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';

const C = '/api/api/customerStock';

describe.each(TEST_DIALECTS)('the stock detail export on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    token = await server.login('demo_pallet');
  });
  afterAll(() => server.close());

  it("holds exactly the balance's ledger, newest first, like the detail pages", async () => {
    const stock = await server.post<Page<StockRow>>(
      `${C}/searchCustomerStock`,
      { pageNum: 1, pageSize: 1, sortBy: 'onHand', sortOrder: 'desc' },
      token,
    );
    const balance = stock.body.data.list[0]!;
    const key = { warehouseId: balance.warehouseId, trayTypeCode: balance.trayTypeCode };
    const detail = await server.post<StockDetail>(
      `${C}/detail`,
      { ...key, pageNum: 1, pageSize: 100 },
      token,
    );
    expect(detail.body.errcode).toBe(Errcode.SUCCESS);
    const { entries } = detail.body.data;

    const query = new URLSearchParams({ ...key, format: 'csv', token });
    const response = await fetch(`${server.baseUrl}${C}/detailExport?${query}`);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const documentNos = lines
      .slice(1)
      .map((line) => line.split(',').find((cell) => entries.list.some((e) => e.documentNo === cell)));

    expect(lines.length - 1).toBe(entries.total);
    expect(documentNos.slice(0, entries.list.length)).toEqual(entries.list.map((entry) => entry.documentNo));
  });
});
