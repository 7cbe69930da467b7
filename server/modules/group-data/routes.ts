import { Type, type TProperties } from '@sinclair/typebox';
import { API, type ApiPath } from '../../../src/contract/api-paths';
import type { RoleValue } from '../../../src/contract/auth';
import type { PermissionCode } from '../../../src/contract/permissions';
import { REPORT_LIST_KINDS, type MovementList } from '../../../src/contract/reports';
import { registerPagedList } from '../../http/paged-list';
import type { ApiRouter } from '../../http/route';
import type { ApiModule } from '../index';
import { literals, StockFields } from '../stock';
import { seedGroupHistory } from './demo-history';
import { MOVEMENT_COLUMNS, REPORT_STOCK_COLUMNS, STOCK_INFO_COLUMNS } from './export-columns';
import { AREA_TITLES, GROUP_DATA_LABELS as L, LIST_TITLES } from './labels';
import { reportListIndexes } from './migrations/0026-report-list-indexes';
import { movementRoutes } from './movements';
import { searchReportStock } from './stock';
import { searchStockInfo } from './stock-info';
import { MovementRowSchema, ReportStockRowSchema, StockInfoRowSchema } from './wire';

const opt = Type.Optional;

/** The two route sets: the same lists, differing in roles, export code, paths and the filters of a group. */
const AREAS = [
  { area: 'group', paths: API.groupCustomer, roles: [6], exportPermission: 'group-data-export' },
  {
    area: 'downstream',
    paths: API.groupDownStreamCustomer,
    roles: [7],
    exportPermission: 'downstream-data-export',
  },
] as const satisfies readonly {
  area: keyof typeof AREA_TITLES;
  paths: Record<keyof typeof API.groupDownStreamCustomer, ApiPath>;
  roles: readonly RoleValue[];
  exportPermission: PermissionCode;
}[];

const MOVEMENT_PATHS = {
  inStock: 'searchInStock',
  outStock: 'searchOutStock',
  multiCirculation: 'searchMultiCirculation',
  returnTray: 'searchReturnTray',
} as const satisfies Record<MovementList, string>;

/** Role 6 narrows to one member (else the whole group); role 7 is refused the field (2003): its scope is its own. */
const memberField = (group: boolean): TProperties =>
  group ? { memberCompanyId: opt(StockFields.id()) } : {};

function areaRoutes(api: ApiRouter, { area, paths, roles, exportPermission }: (typeof AREAS)[number]): void {
  const group = area === 'group';
  const common = { roles, exportPermission };
  const title = (list: keyof typeof LIST_TITLES) => `${AREA_TITLES[area]}-${LIST_TITLES[list]}`;
  for (const [list, name] of Object.entries(MOVEMENT_PATHS) as [
    MovementList,
    (typeof MOVEMENT_PATHS)[MovementList],
  ][]) {
    registerPagedList(api, {
      ...common,
      path: paths[name],
      summary: title(list),
      fileName: () => title(list),
      row: MovementRowSchema,
      filters: {
        ...memberField(group),
        warehouseId: opt(StockFields.id()),
        trayTypeCode: opt(StockFields.trayTypeCode()),
        kind: opt(literals(REPORT_LIST_KINDS[list])),
        startDate: opt(StockFields.day(L.startDate)),
        endDate: opt(StockFields.day(L.endDate)),
        keyword: opt(StockFields.text(50, L.documentKeyword)),
      },
      columns: MOVEMENT_COLUMNS,
      ...movementRoutes(list),
    });
  }
  registerPagedList(api, {
    ...common,
    path: paths.searchStock,
    summary: title('stock'),
    fileName: () => title('stock'),
    row: ReportStockRowSchema,
    filters: {
      ...memberField(group),
      ...(group
        ? {
            holders: opt(literals(['members', 'downstream'] as const)),
            downstreamCompanyId: opt(StockFields.id()),
          }
        : {}),
      warehouseId: opt(StockFields.id()),
      trayTypeCode: opt(StockFields.trayTypeCode()),
      keyword: opt(StockFields.text(50, L.stockKeyword)),
    },
    columns: REPORT_STOCK_COLUMNS,
    run: (deps, session, filters, paging) => searchReportStock(deps.db, session, filters, paging),
  });
  registerPagedList(api, {
    ...common,
    path: paths.searchStockInfo,
    summary: title('stockInfo'),
    fileName: () => title('stockInfo'),
    row: StockInfoRowSchema,
    filters: { ...memberField(group), trayTypeCode: opt(StockFields.trayTypeCode()) },
    columns: STOCK_INFO_COLUMNS,
    run: (deps, session, filters, paging) => searchStockInfo(deps.db, session, filters, paging),
  });
}

/**
 * 集团数据 (role 6, a group over its member factories) and 下游客户数据 (role 7, a downstream customer's
 * own): the movement and stock lists with their exports, and the demo's year of group history.
 */
export const groupDataModule: ApiModule = {
  tag: 'groupData',
  routes(api) {
    for (const area of AREAS) areaRoutes(api, area);
  },
  migrations: { '0026-report-list-indexes': reportListIndexes },
  seedDemo: seedGroupHistory,
};
