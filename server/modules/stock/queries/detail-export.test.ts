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

  it('speaks the language of the download link: English headers, movement types and document types', async () => {
    const query = new URLSearchParams({ format: 'csv', locale: 'en-US', token });
    const response = await fetch(`${server.baseUrl}${C}/detailExport?${query}`);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('Stock movements_'));
    const [header, ...rows] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Time,Movement type,Quantity change,Document type,Document no.,Warehouse,Pallet type code',
    );
    expect(rows.length).toBeGreaterThan(0);
    // every row's movement and document type in English, none left in Chinese
    expect(rows.filter((row) => /\p{Script=Han}/u.test(row.split(',').slice(1, 4).join(',')))).toEqual([]);
  });

  /** The CSV's data lines as cells (demo names hold no comma or quote). */
  const csvRows = async (filters: Record<string, string>) => {
    const query = new URLSearchParams({ ...filters, format: 'csv', token });
    const text = await (await fetch(`${server.baseUrl}${C}/detailExport?${query}`)).text();
    return text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','));
  };

  it("with the list's 全部 filters exports every balance's ledger of the company, newest first", async () => {
    const stock = await server.post<Page<StockRow>>(
      `${C}/searchCustomerStock`,
      { pageNum: 1, pageSize: 100 },
      token,
    );
    const balances = stock.body.data.list;
    expect(balances.length).toBeGreaterThan(1);
    let expected = 0;
    for (const balance of balances) {
      const key = { warehouseId: balance.warehouseId, trayTypeCode: balance.trayTypeCode };
      const detail = await server.post<StockDetail>(
        `${C}/detail`,
        { ...key, pageNum: 1, pageSize: 1 },
        token,
      );
      expected += detail.body.data.entries.total;
    }
    const check = await fetch(`${server.baseUrl}${C}/detailExport?format=xlsx&check=1&token=${token}`);
    expect((await check.json()).errcode).toBe(Errcode.SUCCESS);

    const rows = await csvRows({});
    expect(rows.length).toBe(expected);
    const times = rows.map((cells) => cells[0]!);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(rows.map((cells) => cells[5])).size).toBeGreaterThan(1);

    const warehouse = balances[0]!.warehouseName;
    const named = await csvRows({ keyword: warehouse, sortBy: 'onHand', sortOrder: 'desc' });
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((cells) => cells[5] === warehouse)).toBe(true);
  });
});
