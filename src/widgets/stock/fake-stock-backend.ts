/**
 * An in-memory stand-in for the stock calls (and loadMenuAndPermission), for the stories (offline
 * Storybook) and the browser tests. It keeps balances and a ledger, so an action really moves pallets:
 * a transfer lowers on-hand, writes a ledger entry, and a repeated requestId changes nothing.
 * Not part of the widget's bundle.
 */
import type { Envelope, Page, ValidationFailure } from '../../contract/envelope';
import { PERMISSIONS } from '../../contract/permissions';
import type {
  AllocationTarget,
  Deduction,
  DeductionQuery,
  LedgerEntryRow,
  LedgerKind,
  StockDetailQuery,
  StockQuery,
  StockRow,
  StockSummary,
  TrayType,
  Warehouse,
} from '../../contract/stock';
import { formatDate } from '../../core';
import { installFakeFetch, ok, type FakeFetch } from '../test-support/fake-fetch';

export interface StockFixtures {
  trayTypes: TrayType[];
  /** The session company's warehouses. */
  warehouses: Warehouse[];
  own: StockRow[];
  c1: StockRow[];
  downstream: StockRow[];
  ledger: LedgerEntryRow[];
  allocationTargets: AllocationTarget[];
  downstreamClients: AllocationTarget[];
  /** Receiving addresses by client company id. */
  addresses: Record<string, Warehouse[]>;
  deductions: Deduction[];
}

export interface FakeStockBackend extends FakeFetch {
  /** The server's data as it is now. */
  readonly data: StockFixtures;
}

export interface FakeStockOptions {
  delayMs?: number;
  /** The codes loadMenuAndPermission grants (default: every code). */
  permissions?: readonly string[];
  /** Every stock action is answered 2003 naming these fields (the server's own checks). */
  refuseFields?: ValidationFailure['fields'];
}

const failure = (errmsg: string): Envelope => ({ errcode: -1, errmsg, data: null });

function paged<T>(rows: readonly T[], { pageNum, pageSize }: { pageNum: number; pageSize: number }): Page<T> {
  const start = (pageNum - 1) * pageSize;
  return {
    list: rows.slice(start, start + pageSize),
    total: rows.length,
    pageNum,
    pageSize,
    pages: Math.ceil(rows.length / pageSize),
  };
}

function searchStock(rows: readonly StockRow[], query: StockQuery): Page<StockRow> {
  const keyword = query.keyword ?? '';
  const matching = rows
    .filter((row) => !query.warehouseId || row.warehouseId === query.warehouseId)
    .filter((row) => !query.trayTypeCode || row.trayTypeCode === query.trayTypeCode)
    .filter(
      (row) =>
        !keyword ||
        [row.warehouseName, row.holderCompanyName, row.ownerCompanyName].some((name) =>
          name.includes(keyword),
        ),
    );
  if (query.sortBy) {
    const key = query.sortBy;
    const sign = query.sortOrder === 'desc' ? -1 : 1;
    matching.sort((a, b) => sign * (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
  }
  return paged(matching, query);
}

const sameBalance = (
  row: StockRow,
  query: { warehouseId: string; trayTypeCode: string; ownerCompanyId?: string },
) =>
  row.warehouseId === query.warehouseId &&
  row.trayTypeCode === query.trayTypeCode &&
  (!query.ownerCompanyId || row.ownerCompanyId === query.ownerCompanyId);

function sumBy<K extends 'warehouseId' | 'trayTypeCode'>(rows: readonly StockRow[], key: K) {
  const groups = new Map<
    string,
    { name: string; onHand: number; available: number; inTransit: number; awaitingSignature: number }
  >();
  for (const row of rows) {
    const group = groups.get(row[key]) ?? {
      name: key === 'warehouseId' ? row.warehouseName : row.trayTypeName,
      onHand: 0,
      available: 0,
      inTransit: 0,
      awaitingSignature: 0,
    };
    group.onHand += row.onHand;
    group.available += row.available;
    group.inTransit += row.inTransit;
    group.awaitingSignature += row.awaitingSignature;
    groups.set(row[key], group);
  }
  return [...groups].map(([id, { name, ...quantities }]) => ({ id, name, ...quantities }));
}

function summarize(
  data: StockFixtures,
  query: { warehouseId?: string; trayTypeCode?: string },
): StockSummary {
  const matches = (row: { warehouseId: string; trayTypeCode: string }) =>
    (!query.warehouseId || row.warehouseId === query.warehouseId) &&
    (!query.trayTypeCode || row.trayTypeCode === query.trayTypeCode);
  const own = data.own.filter(matches);
  const downstream = data.downstream.filter(
    (row) => !query.trayTypeCode || row.trayTypeCode === query.trayTypeCode,
  );
  const total = (
    rows: readonly StockRow[],
    key: 'onHand' | 'available' | 'inTransit' | 'awaitingSignature' | 'overdue',
  ) => rows.reduce((sum, row) => sum + row[key], 0);
  return {
    onHand: total(own, 'onHand'),
    available: total(own, 'available'),
    inTransit: total(own, 'inTransit'),
    awaitingSignature: total(own, 'awaitingSignature'),
    atDownstream: total(downstream, 'onHand'),
    overdueRisk: total(downstream, 'overdue'),
    byWarehouse: sumBy(own, 'warehouseId').map(({ id, name, ...rest }) => ({
      warehouseId: id,
      warehouseName: name,
      ...rest,
    })),
    byTrayType: sumBy(own, 'trayTypeCode').map(({ id, name, ...rest }) => ({
      trayTypeCode: id,
      trayTypeName: name,
      ...rest,
    })),
    recentMovements: data.ledger
      .filter(matches)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 10),
  };
}

function ledgerOf(data: StockFixtures, query: StockDetailQuery): Page<LedgerEntryRow> {
  const rows = data.ledger
    .filter((entry) => entry.warehouseId === query.warehouseId && entry.trayTypeCode === query.trayTypeCode)
    .filter((entry) => !query.kind || entry.kind === query.kind)
    .filter((entry) => !query.dateStart || formatDate(entry.createdAt) >= query.dateStart)
    .filter((entry) => !query.dateEnd || formatDate(entry.createdAt) <= query.dateEnd)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return paged(rows, query);
}

export function installFakeStockBackend(
  initial: StockFixtures,
  {
    delayMs = 0,
    permissions = PERMISSIONS.map((permission) => permission.code),
    refuseFields,
  }: FakeStockOptions = {},
): FakeStockBackend {
  const data = structuredClone(initial);
  /** requestId → the answer it got, so a repeat changes nothing (the contract's Idempotent). */
  const answered = new Map<string, Envelope>();
  let sequence = 0;

  /** Takes pallets out of one balance and records it; refuses more than is available (the server's rule). */
  const moveOut = (
    rows: StockRow[],
    body: { warehouseId: string; trayTypeCode: string; ownerCompanyId?: string; quantity: number },
    kind: LedgerKind,
  ): Envelope => {
    const row = rows.find((candidate) => sameBalance(candidate, body));
    if (!row) return failure('库存不存在');
    if (body.quantity > row.available)
      return failure(`库存不足：${row.trayTypeCode} ${row.trayTypeName}可用数量为 ${row.available}`);
    row.onHand -= body.quantity;
    row.available -= body.quantity;
    sequence += 1;
    const entry: LedgerEntryRow = {
      id: `fake-entry-${sequence}`,
      warehouseId: row.warehouseId,
      warehouseName: row.warehouseName,
      trayTypeCode: row.trayTypeCode,
      kind,
      delta: -body.quantity,
      documentType: kind === 'saleOut' ? 'saleOutbound' : kind === 'recycle' ? 'recycling' : 'transfer',
      documentId: `fake-document-${sequence}`,
      documentNo: `FAKE${String(sequence).padStart(6, '0')}`,
      createdAt: new Date().toISOString(),
    };
    data.ledger.push(entry);
    return ok({ id: entry.documentId, documentNo: entry.documentNo });
  };

  const once = (body: Record<string, unknown>, act: () => Envelope): Envelope => {
    const requestId = String(body.requestId ?? '');
    if (!requestId)
      return {
        errcode: 2003,
        errmsg: '参数错误',
        data: { fields: [{ field: 'requestId', message: '必填' }] },
      };
    if (refuseFields?.length)
      return { errcode: 2003, errmsg: refuseFields[0]!.message, data: { fields: refuseFields } };
    const earlier = answered.get(requestId);
    if (earlier) return earlier;
    const answer = act();
    if (answer.errcode === 0) answered.set(requestId, answer);
    return answer;
  };

  const fetch = installFakeFetch(
    (call) => {
      const body = call.body;
      const endpoint = call.path.replace(/^\/api\/api\//, '');
      switch (endpoint) {
        case 'permission/loadMenuAndPermission':
          return ok({ menus: [], permissions: [...permissions] });
        case 'getTrayTypeCodes':
          return ok(data.trayTypes);
        case 'recevingaddress/searchList':
          return ok(paged(data.warehouses, body as { pageNum: number; pageSize: number }));
        case 'customerStock/getStockSummary':
          return ok(summarize(data, body));
        case 'customerStock/searchCustomerStock':
          return ok(searchStock(data.own, body as unknown as StockQuery));
        case 'customerStock/searchCustomerStockC1':
          return ok(searchStock(data.c1, body as unknown as StockQuery));
        case 'consumerStock/searchDownstreamStock':
          return ok(searchStock(data.downstream, body as unknown as StockQuery));
        case 'customerStock/detail':
        case 'downstreamCustomer/stockDetail': {
          const query = body as unknown as StockDetailQuery;
          const balance = (endpoint === 'customerStock/detail' ? data.own : data.c1).find((row) =>
            sameBalance(row, query),
          );
          return balance ? ok({ balance, entries: ledgerOf(data, query) }) : failure('库存不存在');
        }
        case 'consumerStock/searchDeductionList': {
          const query = body as unknown as DeductionQuery;
          return ok(
            paged(
              data.deductions.filter((row) => !query.trayTypeCode || row.trayTypeCode === query.trayTypeCode),
              query,
            ),
          );
        }
        case 'customerStock/getAllocationInfo':
          return ok(data.allocationTargets);
        case 'customerCompany/getDownstreamC1Company':
          return ok(data.downstreamClients);
        case 'customerCompany/getReceivingAddressByCompanyId':
          return ok(data.addresses[String(body.companyId)] ?? []);
        case 'customerStock/updateAllocationStockOut':
        case 'transportationManagement/createCustomerOutboundOrder':
        case 'downstreamCustomer/transferStockOut': {
          const { fromWarehouseId, trayTypeCode, quantity, ownerCompanyId } = body as {
            fromWarehouseId: string;
            trayTypeCode: string;
            quantity: number;
            ownerCompanyId?: string;
          };
          const rows = endpoint.startsWith('downstreamCustomer') ? data.c1 : data.own;
          const kind = endpoint.startsWith('transportation') ? 'saleOut' : 'transferOut';
          return once(body, () =>
            moveOut(rows, { warehouseId: fromWarehouseId, trayTypeCode, ownerCompanyId, quantity }, kind),
          );
        }
        case 'customerStock/applyRecycling':
        case 'downstreamCustomer/applyDownstreamRecycle': {
          const request = body as {
            warehouseId: string;
            trayTypeCode: string;
            ownerCompanyId?: string;
            quantity: number;
          };
          const rows = endpoint.startsWith('downstreamCustomer') ? data.c1 : data.own;
          return once(body, () => moveOut(rows, request, 'recycle'));
        }
        default:
          return undefined;
      }
    },
    { delayMs },
  );

  return { ...fetch, data };
}
