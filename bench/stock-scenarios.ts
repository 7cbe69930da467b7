/** The stock area's read calls under load, as the demo company asks them: bench/load.ts runs them all, bench/raw-ratio.ts some of them beside the raw baseline. */
import type { DatasetMeta } from './dataset';
import { isPage, type Scenario } from './load-run';

const C = '/api/api/customerStock';

export function stockScenarios(meta: DatasetMeta) {
  const detail = (balance: DatasetMeta['biggestBalance']) => ({
    pageNum: 1,
    pageSize: 20,
    warehouseId: balance.warehouseId,
    trayTypeCode: balance.trayTypeCode,
  });
  const hasEntries = (data: unknown) => isPage(20)((data as { entries: unknown }).entries);
  return {
    stockList: {
      name: 'stock list p1 (sort onHand desc)',
      path: `${C}/searchCustomerStock`,
      body: { pageNum: 1, pageSize: 20, sortBy: 'onHand', sortOrder: 'desc' },
      expect: isPage(20),
    },
    stockListLastPage: {
      name: 'stock list last page (sort overdue asc)',
      path: `${C}/searchCustomerStock`,
      body: { pageNum: 5, pageSize: 20, sortBy: 'overdue', sortOrder: 'asc' },
      expect: isPage(1),
    },
    biggestBalanceDetail: {
      name: `stock detail, biggest ordinary balance (${meta.biggestBalance.entries} entries)`,
      path: `${C}/detail`,
      body: detail(meta.biggestBalance),
      expect: hasEntries,
    },
    exportBalanceDetail: {
      name: `stock detail, export balance (${meta.exportBalance.entries} entries)`,
      path: `${C}/detail`,
      body: detail(meta.exportBalance),
      expect: hasEntries,
    },
    summary: {
      name: 'stock summary',
      path: `${C}/getStockSummary`,
      body: {},
      expect: (data) => Array.isArray((data as { byWarehouse?: unknown }).byWarehouse),
    },
    transfers: {
      name: `transfer list p1 (${meta.demoTransfers} transfers)`,
      path: `${C}/searchAllocationList`,
      body: { pageNum: 1, pageSize: 20 },
      expect: isPage(20),
    },
    deepTransfers: {
      name: 'transfer list p500',
      path: `${C}/searchAllocationList`,
      body: { pageNum: 500, pageSize: 20 },
      expect: isPage(20),
    },
  } satisfies Record<string, Scenario>;
}
