import type { BillLineRow } from './bills';

/** A bill line for tests: a month of hire at 0.35 元 a pallet-day, with the fields a test cares about. */
export const billLineFixture = (overrides: Partial<BillLineRow>): BillLineRow => ({
  kind: 'hire',
  warehouseId: 'wh-1',
  warehouseName: '双流配送中心',
  trayTypeCode: '1210',
  trayTypeName: '川字塑料托盘',
  priceId: 'p-1',
  firstDay: '2026-10-26',
  lastDay: '2026-11-25',
  quantity: 100,
  rate: 3500,
  rateUnit: 'centiFenPerPalletDay',
  amountFen: 3500,
  entryIds: [],
  corrects: null,
  ...overrides,
});
