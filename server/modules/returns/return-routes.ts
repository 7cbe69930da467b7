import { API } from '../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import type { PermissionCode } from '../../../src/contract/permissions';
import { Strict, type ApiRouter } from '../../http/route';
import { readRecycling, requireWarehouseOf, StockFields } from '../stock';
import { returnableStock } from './availability';
import { bookDoorPickup, cancelDoorPickup, createSelfReturn } from './customer-service';
import { listDepots } from './depots';
import { readReturn } from './read';
import { BookDoorPickupBody, ReturnFields, returnedPallets } from './schemas';
import {
  checkReturnNumber,
  confirmTransportRecord,
  logisticsSwitch,
  recycleStockFlag,
} from './transport-service';
import { readTransportRecord } from './transport-read';
import {
  CheckReturnNumberResultSchema,
  LogisticsSwitchSchema,
  RecycleStockFlagSchema,
  ReturnDepotSchema,
  ReturnableStockSchema,
  TransportRecordSchema,
  TrayReturnDetailSchema,
} from './wire';
import { RecyclingApplicationSchema } from '../../http/wire/stock';

const idBody = () => Strict({ id: StockFields.id() });
/** A customer's call of the return pages (role 2), with the code it needs where it needs one. */
const customerCall = (summary: string, permission?: PermissionCode) =>
  ({ summary, access: 'session', roles: [2], ...(permission ? { permission } : {}) }) as const;
const GO_RETURN = 'yelopack-return-toDoor-goReturn';

/**
 * The customer's return calls. Permissions (SPEC §6 door pickup: export, check, go return; self return:
 * export, check; return records: export, check). SPEC §6 names no code for cancelling a door pickup nor
 * for the transport records page (运输记录, under /yelopack/return beside 上门取件): cancelling and
 * confirming a transport record as a return use yelopack-return-toDoor-goReturn (both are "going to
 * return"), the record's source detail yelopack-return-toDoor-check, its list export
 * yelopack-return-toDoor-export.
 */
export function returnRoutes(api: ApiRouter): void {
  api.post(
    API.trayReturn.getDepotList,
    {
      ...customerCall('平台回收站（自行归还表单）'),
      response: Type.Array(ReturnDepotSchema),
      body: Strict({ keyword: Type.Optional(StockFields.text(50, '回收站名称或城市')) }),
    },
    ({ deps, body }) => listDepots(deps.db, body.keyword),
  );
  api.post(
    API.trayReturn.getReturnableStock,
    {
      ...customerCall('仓库可归还的托盘（在库减去待取件/待签收的归还）'),
      response: Type.Array(ReturnableStockSchema),
      body: Strict({ warehouseId: StockFields.id() }),
    },
    async ({ deps, session, body }) => {
      await requireWarehouseOf(deps.db, session.companyId, body.warehouseId);
      return returnableStock(deps.db, session.companyId, body.warehouseId);
    },
  );
  api.post(
    API.trayReturn.bookDoorPickup,
    {
      ...customerCall('去归还：预约上门取件', GO_RETURN),
      response: TrayReturnDetailSchema,
      body: BookDoorPickupBody,
    },
    ({ deps, session, body }) => bookDoorPickup(deps, session, body),
  );
  api.post(
    API.trayReturn.createSelfReturn,
    {
      ...customerCall('去归还：自行归还到平台回收站', GO_RETURN),
      response: TrayReturnDetailSchema,
      body: Strict({
        ...returnedPallets(),
        depotId: StockFields.id(),
        plateNumber: ReturnFields.plateNumber(),
        expectedDate: StockFields.day('预计到达日期 yyyy-MM-dd（不早于今天，北京时间）'),
        remark: ReturnFields.remark(),
      }),
    },
    ({ deps, session, body }) => createSelfReturn(deps, session, body),
  );
  api.post(
    API.trayReturn.cancelDoorPickup,
    {
      ...customerCall('取消上门取件（待取件时）', GO_RETURN),
      response: TrayReturnDetailSchema,
      body: idBody(),
    },
    ({ deps, session, body }) => cancelDoorPickup(deps, session, body.id),
  );
  for (const [path, summary, permission, scope] of [
    [
      API.trayReturn.getDoorPickupDetail,
      '上门取件详情',
      'yelopack-return-toDoor-check',
      { channel: 'toDoor' },
    ],
    [API.trayReturn.getSelfReturnDetail, '自行归还详情', 'yelopack-return-self-check', { channel: 'self' }],
    [
      API.trayReturn.getFactoryReturnDetail,
      '工厂归还详情',
      'yelopack-returntray-record-check',
      { receivedOnly: true },
    ],
  ] as const) {
    api.post(
      path,
      { ...customerCall(summary, permission), response: TrayReturnDetailSchema, body: idBody() },
      ({ deps, session, body }) => readReturn(deps.db, body.id, { companyId: session.companyId, ...scope }),
    );
  }

  api.post(
    API.logisticsDemand.transportRecordConfirmSourceDetail,
    {
      ...customerCall('运输记录来源（运单、车辆、回收站、数量）', 'yelopack-return-toDoor-check'),
      response: TransportRecordSchema,
      body: idBody(),
    },
    ({ deps, session, body }) => readTransportRecord(deps.db, body.id, session.companyId),
  );
  api.post(
    API.logisticsDemand.checkReturnNumber,
    {
      ...customerCall('校验归还单号（已发放、本企业、未使用）'),
      response: CheckReturnNumberResultSchema,
      body: Strict({ returnNumber: ReturnFields.returnNumber() }),
    },
    ({ deps, session, body }) => checkReturnNumber(deps.db, session.companyId, body.returnNumber),
  );
  api.post(
    API.logisticsDemand.transportationRecordConfirmation,
    {
      ...customerCall('运输记录确认归还（生成归还记录，托盘出库一次）', GO_RETURN),
      response: TrayReturnDetailSchema,
      body: Strict({ id: StockFields.id(), returnNumber: Type.Optional(ReturnFields.returnNumber()) }),
    },
    ({ deps, session, body }) => confirmTransportRecord(deps, session, body),
  );
  api.post(
    API.config.logisticsSwitch,
    {
      summary: '运输记录确认是否需要归还单号',
      response: LogisticsSwitchSchema,
      access: 'session',
      body: Strict({}),
    },
    ({ deps }) => logisticsSwitch(deps.db),
  );
  api.post(
    API.customer.getRecycleStockFlag,
    { ...customerCall('是否有已申请未回收的托盘'), response: RecycleStockFlagSchema, body: Strict({}) },
    ({ deps, session }) => recycleStockFlag(deps.db, session.companyId),
  );
  api.post(
    API.recycle.getDetail,
    {
      ...customerCall('回收申请详情', 'yelopack-returntray-record-check'),
      response: RecyclingApplicationSchema,
      body: idBody(),
    },
    ({ deps, session, body }) => readRecycling(deps.db, body.id, session.companyId),
  );
}
