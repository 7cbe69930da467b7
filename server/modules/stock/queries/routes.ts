import { API, type ApiPath } from '../../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import type { RoleValue } from '../../../../src/contract/auth';
import type { PermissionCode } from '../../../../src/contract/permissions';
import {
  STOCK_SORT_KEYS,
  type LedgerKind,
  type StockDetailQuery,
  type StockRow,
} from '../../../../src/contract/stock';
import type { Session } from '../../../auth/sessions';
import { businessError } from '../../../http/envelope';
import { registerExport } from '../../../http/export';
import { pageFields, registerPagedList, type PagedList } from '../../../http/paged-list';
import { Strict, type ApiRouter } from '../../../http/route';
import { SHIPMENT_TYPE } from '../documents/shipment/read';
import {
  DEDUCTION_COLUMNS,
  LEDGER_ENTRY_COLUMNS,
  RECYCLING_COLUMNS,
  SHIPMENT_COLUMNS,
  SIGN_COLUMNS,
  STOCK_ROW_COLUMNS,
  TRANSFER_COLUMNS,
} from '../exports/columns';
import { EXPORT_FILE_NAMES as F } from '../exports/labels';
import { LEDGER_KIND_NAMES, STOCK_LABELS } from '../labels';
import { StockFields, dateRangeFields, literals } from '../schemas';
import { allocationTargets } from './allocation-targets';
import { keyedList } from '../../ledger';
import { deductionList, recyclingList, shipmentList, transferList } from './document-lists';
import { allBalanceEntries } from '../../ledger';
import { stockDetail } from './stock-detail';
import { listSignRows } from './sign-list';
import { searchStock, type StockView } from './stock-rows';
import { stockSummary } from './stock-summary';
import {
  AllocationTargetSchema,
  DeductionSchema,
  RecyclingApplicationSchema,
  ShipmentSchema,
  SignRowSchema,
  StockDetailSchema,
  StockRowSchema,
  StockSummarySchema,
  TransferSchema,
} from '../../../http/wire/stock';

const opt = Type.Optional;

const stockFilters = () => ({
  warehouseId: opt(StockFields.id()),
  trayTypeCode: opt(StockFields.trayTypeCode()),
  keyword: opt(StockFields.text(50, '仓库、持有企业或所属企业名称')),
  sortBy: opt(literals(STOCK_SORT_KEYS)),
  sortOrder: opt(literals(['asc', 'desc'] as const)),
});
const stockList = (
  path: ApiPath,
  summary: string,
  view: StockView,
  roles: readonly RoleValue[],
  exportPermission: PermissionCode,
  fileName: () => string,
): PagedList<ReturnType<typeof stockFilters>, StockRow, typeof StockRowSchema> => ({
  path,
  summary,
  row: StockRowSchema,
  roles,
  exportPermission,
  fileName,
  filters: stockFilters(),
  columns: STOCK_ROW_COLUMNS,
  run: (deps, session, filters, paging) =>
    searchStock(deps.db, deps.clock(), view, session.companyId, filters, paging),
});

const detailFilters = () => ({
  warehouseId: StockFields.id(),
  trayTypeCode: StockFields.trayTypeCode(),
  ownerCompanyId: opt(StockFields.id()),
  kind: opt(literals(Object.keys(LEDGER_KIND_NAMES) as LedgerKind[])),
  ...dateRangeFields(),
});

/** The detail of a balance the session holds: own pallets (owner = itself) or C1 stock (owner required). */
function registerDetail(
  api: ApiRouter,
  path: ApiPath,
  scope: 'own' | 'c1',
  roles: readonly RoleValue[],
  permission: PermissionCode,
  exportPermission: PermissionCode,
): void {
  const ownerOf = (session: Session, ownerCompanyId: string | undefined) => {
    if (scope === 'own') return session.companyId;
    if (!ownerCompanyId) throw businessError(STOCK_LABELS.ownerRequired);
    return ownerCompanyId;
  };
  api.post(
    path,
    {
      summary: scope === 'own' ? '自有库存明细（库存与台账）' : 'C1 库存明细（库存与台账）',
      response: StockDetailSchema,
      access: 'session',
      roles,
      permission,
      body: Strict({ ...pageFields(), ...detailFilters() }),
    },
    ({ deps, session, body }) =>
      stockDetail(
        deps.db,
        deps.clock(),
        { holderCompanyId: session.companyId, ownerCompanyId: ownerOf(session, body.ownerCompanyId) },
        body as StockDetailQuery,
      ),
  );
  registerExport(api, `${path}Export`, {
    summary: '导出库存明细（台账）',
    permission: exportPermission,
    roles,
    // Takes the balance list's filters as they are: a warehouse and a tray type narrow it, 全部 exports
    // every balance's entries; the list's sort is accepted, entries are always newest first.
    query: Strict({
      ...detailFilters(),
      ...stockFilters(),
      keyword: opt(StockFields.text(50, '仓库名称')),
    }),
    fileName: () => F.stockDetail,
    columns: LEDGER_ENTRY_COLUMNS,
    rows: ({ deps, session, query }) => {
      const balance = {
        holderCompanyId: session.companyId,
        ownerCompanyId: ownerOf(session, query.ownerCompanyId),
      };
      return allBalanceEntries(deps.db, balance, query);
    },
  });
}

/** Every stock list, detail and summary call, with their exports. */
export function stockQueryRoutes(api: ApiRouter): void {
  registerPagedList(
    api,
    stockList(
      API.customerStock.searchCustomerStock,
      '自有库存列表',
      'own',
      [2],
      'yelopack-stock-own-export',
      () => F.ownStock,
    ),
  );
  registerPagedList(
    api,
    stockList(
      API.customerStock.searchCustomerStockC1,
      '自有库存(C1)列表',
      'c1',
      [2],
      'yelopack-stock-ownC1-export',
      () => F.c1Stock,
    ),
  );
  registerPagedList(
    api,
    stockList(
      API.downstreamCustomer.searchStock,
      '下游 C1 客户的库存',
      'held',
      [7],
      'yelopack-stock-ownC1-export',
      () => F.heldStock,
    ),
  );
  registerPagedList(
    api,
    stockList(
      API.consumerStock.searchDownstreamStock,
      '下游客户库存',
      'downstream',
      [2],
      'yelopack-stock-own-export',
      () => F.downstreamStock,
    ),
  );

  registerDetail(
    api,
    API.customerStock.detail,
    'own',
    [2],
    'yelopack-stock-own-checkDetail',
    'yelopack-stock-own-exportDetail',
  );
  registerDetail(
    api,
    API.downstreamCustomer.stockDetail,
    'c1',
    [2, 7],
    'yelopack-stock-ownC1-check',
    'yelopack-stock-ownC1-exportDetail',
  );

  api.post(
    API.customerStock.getStockSummary,
    {
      summary: '库存概览（库存看板）',
      response: StockSummarySchema,
      access: 'session',
      roles: [2],
      body: Strict({ warehouseId: opt(StockFields.id()), trayTypeCode: opt(StockFields.trayTypeCode()) }),
    },
    ({ deps, session, body }) => stockSummary(deps.db, deps.clock(), session.companyId, body),
  );
  api.post(
    API.customerStock.getAllocationInfo,
    {
      summary: '可调拨的平台客户',
      response: Type.Array(AllocationTargetSchema),
      access: 'session',
      roles: [2, 7],
      body: Strict({ keyword: opt(StockFields.text(50, '企业名称')) }),
    },
    ({ deps, session, body }) => allocationTargets(deps.db, session.companyId, body.keyword),
  );

  registerPagedList(api, {
    path: API.customerStock.searchAllocationList,
    summary: '调拨记录（发出与接收；下游客户数据区取消自己发出的调拨）',
    row: TransferSchema,
    roles: [2, 7],
    exportPermission: 'yelopack-stock-transfer-export',
    fileName: () => F.transfers,
    filters: {
      direction: opt(literals(['out', 'in'] as const)),
      status: opt(literals(['pending', 'accepted', 'corrected', 'rejected', 'cancelled'] as const)),
      trayTypeCode: opt(StockFields.trayTypeCode()),
      keyword: opt(StockFields.text(50, '单据编号或企业名称')),
      ...dateRangeFields(),
    },
    columns: TRANSFER_COLUMNS,
    ...keyedList(transferList),
  });
  registerPagedList(api, {
    path: API.customerWarehousingManagement.searchSignList,
    summary: '入库管理：待签收的入库单与调拨单',
    row: SignRowSchema,
    roles: [2],
    exportPermission: 'yelopack-stock-sign-export',
    fileName: () => F.signList,
    filters: {
      sourceType: opt(literals(['inbound', 'transfer'] as const)),
      status: opt(literals(['pending', 'signed'] as const)),
      keyword: opt(StockFields.text(50, '单据编号或发货方')),
      ...dateRangeFields(),
    },
    columns: SIGN_COLUMNS,
    run: (deps, session, filters, paging) => listSignRows(deps.db, session.companyId, filters, paging),
  });
  const shipmentFilters = {
    // Every shipment is a circulation since migration 0008; the widget still names the type it lists.
    type: opt(literals([SHIPMENT_TYPE])),
    direction: opt(literals(['out', 'in'] as const)),
    status: opt(literals(['inTransit', 'arrived'] as const)),
    keyword: opt(StockFields.text(50, '单据编号、企业名称或车牌号')),
    ...dateRangeFields(),
  };
  for (const [path, summary, roles, fileName] of [
    [API.consumerStock.searchShipmentList, '流转出库记录（销售出库是运单）', [2], () => F.shipments],
    [API.downstreamCustomer.searchLogisticsItem, '下游 C1 客户的收发货记录', [7], () => F.logistics],
  ] as const) {
    registerPagedList(api, {
      path,
      summary,
      row: ShipmentSchema,
      roles,
      exportPermission: 'yelopack-stock-circulation-export',
      fileName,
      filters: shipmentFilters,
      columns: SHIPMENT_COLUMNS,
      ...keyedList(shipmentList),
    });
  }
  registerPagedList(api, {
    path: API.consumerStock.searchDeductionList,
    summary: '超期扣减明细',
    row: DeductionSchema,
    roles: [2],
    exportPermission: 'yelopack-stock-own-exportDetail',
    fileName: () => F.deductions,
    filters: {
      holderCompanyId: opt(StockFields.id()),
      trayTypeCode: opt(StockFields.trayTypeCode()),
      ...dateRangeFields(),
    },
    columns: DEDUCTION_COLUMNS,
    ...keyedList(deductionList),
  });
  registerPagedList(api, {
    path: API.consumerStock.searchRecyclingList,
    summary: '回收申请记录',
    row: RecyclingApplicationSchema,
    roles: [2],
    exportPermission: 'yelopack-returntray-record-export',
    fileName: () => F.recyclings,
    filters: {
      status: opt(literals(['applied', 'collected', 'cancelled'] as const)),
      trayTypeCode: opt(StockFields.trayTypeCode()),
      ...dateRangeFields(),
    },
    columns: RECYCLING_COLUMNS,
    ...keyedList(recyclingList),
  });
}
