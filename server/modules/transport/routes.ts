import { API } from '../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import { LISTED_WAYBILL_STATUSES } from '../../../src/contract/transport';
import { Fields } from '../../http/fields';
import { registerPagedList } from '../../http/paged-list';
import { Strict, type ApiRouter } from '../../http/route';
import type { ApiModule } from '../index';
import { completeInboundOrder, dateRangeFields, literals, StockFields } from '../stock';
import { keyedList } from '../ledger';
import { INBOUND_COLUMNS, WAYBILL_COLUMNS } from './exports';
import { createCustomerStockIn } from './inbound/service';
import { readInboundRow } from './inbound/read';
import { TRANSPORT_EXPORT_FILE_NAMES as F } from './labels';
import { inboundList, waybillList } from './lists';
import { readWaybill } from './waybill/read';
import {
  arriveWaybill,
  batchConfirmArrival,
  createWaybill,
  deleteWaybill,
  departWaybill,
} from './waybill/service';
import { CreateWaybillBody } from './waybill/request';
import { BatchConfirmResultSchema, InboundListRowSchema, WaybillSchema } from './wire';
import { seedDemoStock } from './demo-stock';

const opt = Type.Optional;

/** Outbound management (/yelopack/transport/out, outDetail): the sender's waybills. */
function waybillRoutes(api: ApiRouter): void {
  registerPagedList(api, {
    path: API.transportationManagement.searchList,
    summary: '出库管理：运单列表',
    row: WaybillSchema,
    roles: [2],
    exportPermission: 'yelopack-transport-out-export',
    fileName: () => F.waybills,
    filters: {
      status: opt(literals(LISTED_WAYBILL_STATUSES)),
      keyword: opt(StockFields.text(50, '运单号、客户名称或车牌号')),
      warehouseId: opt(StockFields.id()),
      trayTypeCode: opt(StockFields.trayTypeCode()),
      ...dateRangeFields(),
    },
    columns: WAYBILL_COLUMNS,
    ...keyedList(waybillList),
  });
  api.post(
    API.transportationManagement.getDetailById,
    {
      summary: '运单详情',
      response: WaybillSchema,
      access: 'session',
      roles: [2],
      permission: 'yelopack-transport-out-checkDetail',
      body: Strict({ id: StockFields.id() }),
    },
    ({ deps, session, body }) => readWaybill(deps.db, body.id, session.companyId),
  );
  api.post(
    API.transportationManagement.createCustomerOutboundOrder,
    {
      summary: '销售出库：生成待出库运单（出库时扣减库存）',
      response: WaybillSchema,
      access: 'session',
      roles: [2],
      permission: 'yelopack-stock-own-saleOut',
      body: CreateWaybillBody,
    },
    ({ deps, session, body }) => createWaybill(deps, session, body),
  );
  api.post(
    API.transportationManagement.batchConfirmArrive,
    {
      summary: '批量确认到货（全部成功或全部不变）',
      response: BatchConfirmResultSchema,
      access: 'session',
      roles: [2],
      permission: 'yelopack-transport-out-confirmArrive',
      body: Strict({ ids: Type.Array(StockFields.id(), { minItems: 1, maxItems: 500 }) }),
    },
    ({ deps, session, body }) => batchConfirmArrival(deps, session, body.ids),
  );
  api.post(
    API.transportationManagement.deleteWaitStockOut,
    {
      summary: '删除待出库运单',
      response: WaybillSchema,
      access: 'session',
      roles: [2],
      permission: 'yelopack-transport-out-delete',
      body: Strict({ id: StockFields.id() }),
    },
    ({ deps, session, body }) => deleteWaybill(deps, session, body.id),
  );
}

/** The platform's TMS reports vehicles leaving and arriving (no user session; x-platform-key). */
function platformWaybillRoutes(api: ApiRouter): void {
  const event = () =>
    Strict({
      waybillNo: opt(StockFields.required(32, '运单号')),
      id: opt(StockFields.id()),
      at: opt(Type.String({ format: 'date-time', description: '发生时间 ISO 8601' })),
    });
  const at = (value: string | undefined) => (value === undefined ? undefined : Date.parse(value));
  api.post(
    API.platform.waybillDepart,
    {
      summary: 'TMS：车辆出发（运单出库，扣减发货方库存）',
      response: WaybillSchema,
      access: 'platform',
      body: event(),
    },
    ({ deps, body }) => departWaybill(deps, { ...body, at: at(body.at) }),
  );
  api.post(
    API.platform.waybillArrive,
    { summary: 'TMS：车辆到达', response: WaybillSchema, access: 'platform', body: event() },
    ({ deps, body }) => arriveWaybill(deps, { ...body, at: at(body.at) }),
  );
}

/** Inbound management (/yelopack/transport/import, importDetail, importOrder). */
function inboundRoutes(api: ApiRouter): void {
  registerPagedList(api, {
    path: API.customerWarehousingManagement.searchList,
    summary: '入库管理：入库单列表（平台入库与客户归还）',
    row: InboundListRowSchema,
    roles: [2],
    exportPermission: 'yelopack-transport-import-export',
    fileName: () => F.inbound,
    filters: {
      status: opt(literals(['inTransit', 'signed', 'completed'] as const)),
      source: opt(literals(['platform', 'client'] as const)),
      warehouseId: opt(StockFields.id()),
      trayTypeCode: opt(StockFields.trayTypeCode()),
      keyword: opt(StockFields.text(50, '单据编号、车牌号或客户名称')),
      ...dateRangeFields(),
    },
    columns: INBOUND_COLUMNS,
    ...keyedList(inboundList),
  });
  api.post(
    API.customerWarehousingManagement.confirmCustomerStockInFinish,
    {
      summary: '确认入库完成（已签收 → 已完成）',
      response: InboundListRowSchema,
      access: 'session',
      roles: [2],
      permission: 'yelopack-transport-import-confirmFinish',
      body: Strict({ id: StockFields.id() }),
    },
    async ({ deps, session, body }) => {
      await completeInboundOrder(deps, session, body.id);
      return readInboundRow(deps.db, body.id, session.companyId);
    },
  );
  api.post(
    API.customerWarehousingManagement.createCustomerStockIn,
    {
      summary: '生成入库单：下游客户归还的托盘入本企业仓库（立即签收）',
      response: InboundListRowSchema,
      access: 'session',
      roles: [2],
      permission: 'yelopack-transport-import-buildInbound',
      body: Strict({
        requestId: StockFields.requestId(),
        clientCompanyId: StockFields.id(),
        clientWarehouseId: StockFields.id(),
        warehouseId: StockFields.id(),
        trayTypeCode: StockFields.trayTypeCode(),
        quantity: StockFields.quantity(),
        plateNumber: opt(Fields.plateNumber()),
        remark: opt(StockFields.text(200, '备注')),
      }),
    },
    ({ deps, session, body }) => createCustomerStockIn(deps, session, body),
  );
}

/** SPEC §7 transport calls: waybills (sale outbound), the TMS's reports, inbound management. */
export const transportModule: ApiModule = {
  tag: 'transport',
  seedDemo: seedDemoStock,
  routes(api) {
    waybillRoutes(api);
    platformWaybillRoutes(api);
    inboundRoutes(api);
  },
};
