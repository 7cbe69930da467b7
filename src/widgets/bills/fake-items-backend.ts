/**
 * The fake answers of a bill's item lists, overdue clients and deductions (clientCustomerBill/*, see
 * src/contract/bill-items.ts), for the stories and browser tests: part of installFakeBillsBackend's
 * routes. Warehouse sub-bills are computed from the bill fixtures' lines (they add up to the bill);
 * entries, stock and candidates are small fixtures. A deduction takes the candidate's pallets away.
 */
import type {
  BillChargeRow,
  BillEntryRow,
  BillStockRow,
  DeductCandidateRow,
  WarehouseBillRow,
} from '../../contract/bill-items';
import { BILL_LINE_KINDS, type ClientBillDetail } from '../../contract/bills';
import type { OverdueCustomerRow } from '../../contract/customers';
import { ok, type FakeCall, type FakeRoutes } from '../test-support/fake-fetch';
import { pageOf, refuse } from '../test-support/fake-lists';
import {
  AMENDMENT_LIST_CALL,
  CHARGE_LIST_CALLS,
  DEDUCT_CALL,
  DEDUCT_DAYS_CALL,
  ENTRY_LIST_CALLS,
  OVERDUE_CLIENTS_CALL,
  STOCK_LIST_CALLS,
  WAREHOUSE_BILL_CALL,
  type ItemsResponses,
} from './items-api';

const TRAY = { trayTypeCode: '1210', trayTypeName: '川字塑料托盘' };

const entry = (
  entryId: string,
  kind: BillEntryRow['kind'],
  day: string,
  warehouseName: string,
  quantity: number,
): BillEntryRow => ({
  entryId,
  kind,
  documentType: kind === 'saleIn' ? 'saleOutbound' : kind === 'deduction' ? 'deduction' : 'inboundOrder',
  documentNo: `DJ-${entryId}`,
  day,
  warehouseId: `wh-${warehouseName}`,
  warehouseName,
  ...TRAY,
  quantity,
});

export const STOCK_IN_FIXTURES: readonly BillEntryRow[] = [
  entry('in-1', 'saleIn', '2026-08-02', '双流配送中心', 300),
  entry('in-2', 'saleIn', '2026-10-08', '龙泉驿仓', 45),
];
export const STOCK_OUT_FIXTURES: readonly BillEntryRow[] = [
  entry('out-1', 'customerReturnOut', '2026-11-12', '双流配送中心', 17),
  entry('out-2', 'deduction', '2026-11-18', '龙泉驿仓', 3),
];

const charge = (
  row: BillEntryRow,
  lineKind: BillChargeRow['lineKind'],
  [counted, rate, amountFen]: [number, number, number],
  overdueDays: number | null,
): BillChargeRow => ({
  ...row,
  lineKind,
  counted,
  rate,
  rateUnit: lineKind === 'overdueInStock' ? 'centiFenPerPalletDay' : 'fenPerPallet',
  amountFen,
  overdueDays,
});

/** The shares of 成都蜀味's lines (SHUWEI_LINES of fake-bills-backend): each list adds up to its line. */
export const CHARGE_FIXTURES: Readonly<Record<keyof typeof CHARGE_LIST_CALLS, readonly BillChargeRow[]>> = {
  overdueInStock: [charge(STOCK_IN_FIXTURES[1]!, 'overdueInStock', [645, 5000, 32250], 13)],
  overdueReturn: [charge(STOCK_OUT_FIXTURES[0]!, 'overdueReturn', [12, 3000, 36000], 21)],
  offset: [charge(STOCK_OUT_FIXTURES[0]!, 'offset', [5, 3000, -15000], null)],
  deduction: [charge(STOCK_OUT_FIXTURES[1]!, 'deduction', [3, 15000, 45000], null)],
};

export const STOCK_FIXTURES: readonly BillStockRow[] = [
  {
    warehouseId: 'wh-双流配送中心',
    warehouseName: '双流配送中心',
    ...TRAY,
    held: 283,
    free: 40,
    hire: 200,
    overdue: 43,
    asOf: '2026-11-20',
  },
];

export const OVERDUE_CLIENT_FIXTURES: readonly OverdueCustomerRow[] = [
  {
    clientCompanyId: 'co-shuwei',
    name: '成都蜀味餐饮供应链有限公司',
    ...TRAY,
    held: 328,
    overdue: 288,
    overdueDays: 62,
    overdueByTerms: 43,
    dueWithin7Days: 18,
  },
];

const CANDIDATES: readonly DeductCandidateRow[] = [
  {
    clientCompanyId: 'co-shuwei',
    clientName: '成都蜀味餐饮供应链有限公司',
    warehouseId: 'wh-龙泉驿仓',
    warehouseName: '龙泉驿仓',
    ...TRAY,
    deductible: 6,
    overdueDays: 9,
  },
];

/** The warehouse sub-bills of a bill, from its lines. */
function warehouseBills(bill: ClientBillDetail): WarehouseBillRow[] {
  const ids = [...new Set(bill.lines.map((line) => line.warehouseId))];
  return ids.map((warehouseId) => {
    const lines = bill.lines.filter((line) => line.warehouseId === warehouseId);
    const sum = (kind?: string) =>
      lines.filter((line) => !kind || line.kind === kind).reduce((total, line) => total + line.amountFen, 0);
    return {
      warehouseId,
      warehouseName: lines[0]!.warehouseName,
      amounts: BILL_LINE_KINDS.filter((kind) => lines.some((line) => line.kind === kind)).map((kind) => ({
        kind,
        amountFen: sum(kind),
      })),
      totalFen: sum(),
      lines,
    };
  });
}

/** The item routes over the fake's bills; `deductDays` and the candidates live as long as the backend. */
export function itemRoutes(bills: readonly ClientBillDetail[]): FakeRoutes<ItemsResponses> {
  let deductDays = 60;
  const candidates = CANDIDATES.map((row) => ({ ...row }));
  let documents = 0;
  const billOf = (body: FakeCall['body']) =>
    body.id
      ? bills.find((b) => b.id === body.id)
      : bills.find((b) => b.state === 'live' && b.clientCompanyId === body.clientCompanyId);
  /** A list of a bill that exists, or the server's not-found. */
  const ofBill =
    <T>(rows: (bill: ClientBillDetail, body: FakeCall['body']) => readonly T[]) =>
    (body: FakeCall['body']) => {
      const bill = billOf(body);
      return bill ? ok(pageOf(rows(bill, body), body)) : refuse(body.id ? '账单不存在' : '客户不存在');
    };
  const lived = (rows: readonly BillChargeRow[]) => (bill: ClientBillDetail) =>
    bill.clientCompanyId === 'co-shuwei' && bill.state === 'live' ? rows : [];
  return {
    [WAREHOUSE_BILL_CALL]: ofBill((bill, body) =>
      warehouseBills(bill).filter((row) => !body.warehouseId || row.warehouseId === body.warehouseId),
    ),
    [ENTRY_LIST_CALLS.stockIn]: ofBill(() => STOCK_IN_FIXTURES),
    [ENTRY_LIST_CALLS.stockOut]: ofBill(() => STOCK_OUT_FIXTURES),
    [ENTRY_LIST_CALLS.historyStockOut]: ofBill(() => []),
    [STOCK_LIST_CALLS.stock]: ofBill(() => STOCK_FIXTURES),
    [STOCK_LIST_CALLS.historyStock]: ofBill(() => STOCK_FIXTURES),
    [AMENDMENT_LIST_CALL]: ofBill(() => []),
    [CHARGE_LIST_CALLS.overdueInStock]: ofBill(lived(CHARGE_FIXTURES.overdueInStock)),
    [CHARGE_LIST_CALLS.overdueReturn]: ofBill(lived(CHARGE_FIXTURES.overdueReturn)),
    [CHARGE_LIST_CALLS.offset]: ofBill(lived(CHARGE_FIXTURES.offset)),
    [CHARGE_LIST_CALLS.deduction]: ofBill(lived(CHARGE_FIXTURES.deduction)),
    [OVERDUE_CLIENTS_CALL]: (body) => ok(pageOf(OVERDUE_CLIENT_FIXTURES, body)),
    [DEDUCT_DAYS_CALL]: (body) =>
      ok({
        deductDays,
        overdueDays: 90,
        candidates: pageOf(
          candidates.filter((row) => row.deductible > 0),
          body,
        ),
      }),
    [DEDUCT_CALL]: (body) => {
      if (typeof body.deductDays === 'number') deductDays = body.deductDays;
      const items = (body.items ?? []) as { warehouseId: string; quantity: number }[];
      const deductions = items.map((item) => {
        const found = candidates.find((row) => row.warehouseId === item.warehouseId)!;
        found.deductible -= item.quantity;
        documents += 1;
        return {
          id: `deduction-${documents}`,
          documentNo: `KJ2026112400000${documents}`,
          quantity: item.quantity,
          amountFen: item.quantity * 15000,
        };
      });
      return ok({ deductDays, deductions });
    },
  };
}
