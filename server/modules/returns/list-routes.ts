import { API } from '../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import type { ApiRouter } from '../../http/route';
import { dateRangeFields, literals, RECYCLING_COLUMNS, recyclingList, StockFields } from '../stock';
import { keyedList } from '../ledger';
import { registerPagedList } from '../../http/paged-list';
import {
  CUSTOMER_RETURN_COLUMNS,
  DOOR_PICKUP_COLUMNS,
  FACTORY_RETURN_COLUMNS,
  PICKUP_COLUMNS,
  SELF_RETURN_COLUMNS,
  TRANSPORT_RECORD_COLUMNS,
} from './export-columns';
import { RETURN_FILE_NAMES as F } from './labels';
import { customerReturnList, listPickups, returnList, transportRecordList } from './lists';
import type { ReturnQuery } from '../../../src/contract/returns';
import { CustomerReturnRowSchema, PickupRowSchema, TransportRecordSchema, TrayReturnSchema } from './wire';
import { RecyclingApplicationSchema } from '../../http/wire/stock';

const opt = Type.Optional;

type Filters<Q> = Omit<Q, 'pageNum' | 'pageSize'>;

const returnFilters = () => ({
  status: opt(literals(['booked', 'pickedUp', 'submitted', 'received', 'cancelled'] as const)),
  channel: opt(literals(['toDoor', 'self', 'transport'] as const)),
  warehouseId: opt(StockFields.id()),
  trayTypeCode: opt(StockFields.trayTypeCode()),
  keyword: opt(StockFields.text(50, '归还单号、联系人、车牌号或归还编号')),
  ...dateRangeFields(),
});

/** Every return list (paged POST + keyset export GET `<path>Export`); permissions as in return-routes.ts. */
export function returnListRoutes(api: ApiRouter): void {
  for (const [path, summary, kind, exportPermission, fileName, columns] of [
    [
      API.trayReturn.searchDoorPickupList,
      '上门取件列表',
      'toDoor',
      'yelopack-return-toDoor-export',
      () => F.doorPickups,
      DOOR_PICKUP_COLUMNS,
    ],
    [
      API.trayReturn.searchSelfReturnList,
      '自行归还列表',
      'self',
      'yelopack-return-self-export',
      () => F.selfReturns,
      SELF_RETURN_COLUMNS,
    ],
    [
      API.trayReturn.searchFactoryReturnList,
      '工厂归还列表（已签收的归还）',
      'factory',
      'yelopack-returntray-record-export',
      () => F.factoryReturns,
      FACTORY_RETURN_COLUMNS,
    ],
  ] as const) {
    registerPagedList(api, {
      path,
      summary,
      row: TrayReturnSchema,
      roles: [2],
      exportPermission,
      fileName,
      filters: returnFilters(),
      columns,
      ...keyedList((db, companyId, filters: Filters<ReturnQuery>) =>
        returnList(db, companyId, kind, filters),
      ),
    });
  }

  registerPagedList(api, {
    path: API.trayReturn.searchCustomerReturnList,
    summary: '客户归还列表（下游客户归还的托盘）',
    row: CustomerReturnRowSchema,
    roles: [2],
    exportPermission: 'yelopack-returntray-record-export',
    fileName: () => F.customerReturns,
    filters: {
      status: opt(literals(['inTransit', 'signed', 'completed'] as const)),
      trayTypeCode: opt(StockFields.trayTypeCode()),
      keyword: opt(StockFields.text(50, '单据编号或客户名称')),
      ...dateRangeFields(),
    },
    columns: CUSTOMER_RETURN_COLUMNS,
    ...keyedList(customerReturnList),
  });

  registerPagedList(api, {
    path: API.logisticsDemand.searchTransportRecordList,
    summary: '运输记录（平台物流运往回收站的托盘）',
    row: TransportRecordSchema,
    roles: [2],
    exportPermission: 'yelopack-return-toDoor-export',
    fileName: () => F.transportRecords,
    filters: {
      status: opt(literals(['pending', 'confirmed'] as const)),
      keyword: opt(StockFields.text(50, '记录编号、运单号或车牌号')),
      ...dateRangeFields(),
    },
    columns: TRANSPORT_RECORD_COLUMNS,
    ...keyedList(transportRecordList),
  });

  registerPagedList(api, {
    path: API.recycle.searchList,
    summary: '回收申请记录',
    row: RecyclingApplicationSchema,
    roles: [2],
    exportPermission: 'yelopack-returntray-record-export',
    fileName: () => F.recycles,
    filters: {
      status: opt(literals(['applied', 'collected', 'cancelled'] as const)),
      trayTypeCode: opt(StockFields.trayTypeCode()),
      ...dateRangeFields(),
    },
    columns: RECYCLING_COLUMNS,
    ...keyedList(recyclingList),
  });

  registerPagedList(api, {
    path: API.recycling.searchPickupList,
    summary: '待取件：已预约的上门取件与待回收的回收申请',
    row: PickupRowSchema,
    roles: [2],
    exportPermission: 'yelopack-return-toDoor-export',
    fileName: () => F.pickups,
    filters: {
      source: opt(literals(['toDoor', 'recycling'] as const)),
      warehouseId: opt(StockFields.id()),
    },
    columns: PICKUP_COLUMNS,
    run: (deps, session, filters, paging) => listPickups(deps.db, session.companyId, filters, paging),
  });
}
