import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/contract/envelope';
import type { StockRow, StockSummary } from '../../../../src/contract/stock';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';

const C = '/api/api/customerStock';

describe.each(TEST_DIALECTS)('the stock summary on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    token = await server.login('demo_pallet');
  });
  afterAll(() => server.close());

  const call = async <T>(path: string, body: object) => {
    const { body: answer } = await server.post<T>(`${C}/${path}`, body, token);
    expect(answer.errcode).toBe(0);
    return answer.data;
  };
  /** What the company holds under the filters, from the own and C1 stock lists (every pallet it holds). */
  const heldOnHand = async (filters: object) => {
    let sum = 0;
    for (const path of ['searchCustomerStock', 'searchCustomerStockC1'])
      for (const row of (await call<Page<StockRow>>(path, { pageNum: 1, pageSize: 100, ...filters })).list)
        sum += row.onHand;
    return sum;
  };

  it('adds up exactly the balances each combination of filters selects, call after call', async () => {
    const whole = await call<StockSummary>('getStockSummary', {});
    const warehouse = whole.byWarehouse.find((row) => row.onHand > 0);
    const trayType = whole.byTrayType.find((row) => row.onHand > 0);
    if (!warehouse || !trayType) throw new Error('the demo company holds no pallets');
    for (const filters of [
      {},
      { warehouseId: warehouse.warehouseId },
      { trayTypeCode: trayType.trayTypeCode },
      { warehouseId: warehouse.warehouseId, trayTypeCode: trayType.trayTypeCode },
      // Another warehouse with the same shape of query: its own figures, none of the first's.
      ...whole.byWarehouse.slice(1, 2).map((row) => ({ warehouseId: row.warehouseId })),
    ]) {
      const summary = await call<StockSummary>('getStockSummary', filters);
      expect(summary.onHand).toBe(await heldOnHand(filters));
      expect(summary.byWarehouse.reduce((sum, row) => sum + row.onHand, 0)).toBe(summary.onHand);
      expect(summary.byTrayType.reduce((sum, row) => sum + row.onHand, 0)).toBe(summary.onHand);
      if ('warehouseId' in filters)
        expect(summary.recentMovements.every((entry) => entry.warehouseId === filters.warehouseId)).toBe(
          true,
        );
      if ('trayTypeCode' in filters)
        expect(summary.recentMovements.every((entry) => entry.trayTypeCode === filters.trayTypeCode)).toBe(
          true,
        );
    }
  });
});
