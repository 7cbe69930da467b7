import { Type } from '@sinclair/typebox';
import { API, type ExportPath } from '../../../src/contract/api-paths';
import {
  CARRIER_ORDER_STATUS_LABELS,
  DEMAND_LIMITS,
  FREIGHT_CODES,
  TICKET_PHOTOS_MAX,
  VEHICLE_AUDIT_STATUS_LABELS,
} from '../../../src/contract/freight';
import { registerExport } from '../../http/export';
import { Fields } from '../../http/fields';
import { pageFields, registerPagedList } from '../../http/paged-list';
import { Strict, type ApiRouter } from '../../http/route';
import { OneOf, OneOfKeys, PageOf } from '../../http/wire/schema';
import type { ApiModule } from '../index';
import { everyDocument, keyedList, paged } from '../ledger';
import { StockFields, dateRangeFields } from '../stock';
import { cancelCarrierOrder, reach, signCarrierOrder } from './actions';
import { carrierOrderDetail, ticketsOf } from './detail';
import {
  ORDER_COLUMNS,
  SETTLEMENT_COLUMNS,
  SETTLEMENT_DETAIL_COLUMNS,
  settlementDetailRows,
} from './export-columns';
import { CARRIER_EXPORT_LABELS, CARRIER_LABELS } from './labels';
import { assignmentLogs, carrierOrderList, carrierOrderLogs, vehicleHistoryList } from './list';
import { streamCarrierOrders } from './live';
import { carrierOrders } from './migrations/0028-carrier-orders';
import { carrierListKeys } from './migrations/0030-carrier-list-keys';
import { orderOf } from './order-row';
import { seedDemoCarrierOrders } from './seed';
import { signDemandOrder } from './sign-demand';
import { settlementDetail, settlementList } from './settlements';
import { recordTickets } from './tickets';
import { assignVehicle, auditAssignment, auditVehicle } from './vehicles';
import {
  CarrierOrderDetailSchema,
  CarrierOrderLogSchema,
  CarrierOrderSchema,
  SettlementLineSchema,
  TicketSchema,
  VehicleAssignmentSchema,
} from './wire';

const opt = Type.Optional;
/** The pallet area (role 2): shippers and carriers alike. */
const session = { access: 'session', roles: [2] } as const;
const byId = Strict({ id: Fields.id() });
const reason = () => Type.String({ minLength: 1, maxLength: 200, description: CARRIER_LABELS.reason });
const party = () => OneOf(['shipper', 'carrier'] as const);
const audit = {
  approve: Type.Boolean({ description: 'true 通过；false 驳回（须填原因）' }),
  reason: opt(Type.String({ maxLength: 200, description: CARRIER_LABELS.reason })),
};
const auditCodes = [FREIGHT_CODES.vehicleAudit, FREIGHT_CODES.vehicleReject] as const;

/** yeloflex/entrustDemandOrder/sign: signing creates the carrier order (the rest of the group is entrust's). */
function signRoute(api: ApiRouter): void {
  api.post(
    API.entrustDemandOrder.sign,
    {
      ...session,
      summary:
        '签约：以短信验证码（场景 sign，一次有效）签署已选定的需求单，同一事务生成承运订单（待派车）；同一请求重复提交返回同一承运订单',
      response: CarrierOrderDetailSchema,
      permission: FREIGHT_CODES.demandSign,
      body: Strict({ id: Fields.id(), code: Fields.smsCode() }),
    },
    ({ deps, session, body, request }) => signDemandOrder(deps, session, body, request.ip),
  );
}

/** carrierOrderManagement/*: reading an order. */
function readRoutes(api: ApiRouter): void {
  registerPagedList(api, {
    path: API.carrierOrderManagement.list,
    summary: '承运订单列表（托运方与承运方；状态、身份、日期、关键字筛选，新订单在前）',
    row: CarrierOrderSchema,
    roles: session.roles,
    exportPermission: FREIGHT_CODES.waybillExport,
    fileName: () => CARRIER_EXPORT_LABELS.ordersFile,
    filters: {
      status: opt(OneOfKeys(CARRIER_ORDER_STATUS_LABELS)),
      party: opt(party()),
      keyword: opt(StockFields.text(50, CARRIER_LABELS.keyword)),
      ...dateRangeFields(),
    },
    columns: ORDER_COLUMNS,
    ...keyedList(carrierOrderList),
  });
  api.post(
    API.carrierOrderManagement.detail,
    {
      ...session,
      summary: '承运订单详情（车辆、磅单照片、结算）',
      response: CarrierOrderDetailSchema,
      body: byId,
    },
    ({ deps, session, body }) => carrierOrderDetail(deps.db, session.companyId, body.id),
  );
  api.post(
    API.carrierOrderManagement.tickets,
    { ...session, summary: '装货磅单与卸货回单照片', response: Type.Array(TicketSchema), body: byId },
    async ({ deps, session, body }) =>
      ticketsOf(deps.db, await orderOf(deps.db, session.companyId, body.id), session.companyId),
  );
  api.post(
    API.carrierOrderManagement.logs,
    {
      ...session,
      summary: '承运订单操作日志（谁、何时、状态变化）',
      response: Type.Array(CarrierOrderLogSchema),
      body: byId,
    },
    ({ deps, session, body }) => carrierOrderLogs(deps.db, session, body.id),
  );
  // EventSource cannot set headers, hence the token in the query on this route (never logged).
  api.getRaw(
    API.carrierOrderManagement.stream,
    {
      ...session,
      summary: '承运订单状态实时推送（server-sent events: carrierOrder）',
      produces: ['text/event-stream'],
      query: Strict({}),
      queryToken: true,
    },
    ({ deps, session, reply }) => streamCarrierOrders(deps, session, reply),
  );
}

/** carrierOrderManagement/*: the transitions (CARRIER_ORDER_TRANSITIONS). */
function moveRoutes(api: ApiRouter): void {
  const dispatch = { ...session, response: CarrierOrderDetailSchema, permission: FREIGHT_CODES.dispatch };
  api.post(
    API.carrierOrderManagement.modifyVehicle,
    {
      ...dispatch,
      summary: '派车或更换车辆（承运方，装货前；新车辆待托运方审核）',
      body: Strict({
        id: Fields.id(),
        plateNumber: Fields.plateNumber(),
        driverName: Type.String({ minLength: 1, maxLength: 20, description: CARRIER_LABELS.driverName }),
        driverPhone: Fields.mobile(),
        driverIdCard: opt(
          Type.String({ pattern: '^\\d{17}[\\dXx]$', description: CARRIER_LABELS.driverIdCard }),
        ),
      }),
    },
    ({ deps, session, body }) => assignVehicle(deps, session, body),
  );
  api.post(
    API.carrierOrderManagement.vehicleAudit,
    {
      ...session,
      summary: '车辆审核（托运方：通过 → 待装货；驳回须填原因 → 待派车）',
      response: CarrierOrderDetailSchema,
      permission: auditCodes,
      body: Strict({ id: Fields.id(), ...audit }),
    },
    async ({ deps, session, body }) =>
      auditVehicle(deps, session, await orderOf(deps.db, session.companyId, body.id), body),
  );
  for (const action of ['reachLoad', 'reachUnload'] as const)
    api.post(
      API.carrierOrderManagement[action],
      {
        ...dispatch,
        summary: action === 'reachLoad' ? '到达装货地（承运方）' : '到达卸货地（承运方）',
        body: byId,
      },
      ({ deps, session, body }) => reach(deps, session, action, body.id),
    );
  for (const action of ['load', 'unload'] as const)
    api.post(
      API.carrierOrderManagement[action],
      {
        ...dispatch,
        summary:
          action === 'load'
            ? `装货（承运方，附 1-${TICKET_PHOTOS_MAX} 张装货磅单照片）`
            : `卸货（承运方，附 1-${TICKET_PHOTOS_MAX} 张卸货回单照片）`,
        body: Strict({
          id: Fields.id(),
          ticketFileIds: Type.Array(Fields.id(), {
            minItems: 1,
            maxItems: TICKET_PHOTOS_MAX,
            description: '经 common/uploadFile 上传的图片 fileId',
          }),
        }),
      },
      ({ deps, session, body }) => recordTickets(deps, session, action, body),
    );
  api.post(
    API.carrierOrderManagement.sign,
    {
      ...session,
      summary: '签收（托运方：已卸货 → 已完成；可加减调整项，生成结算记录）',
      response: CarrierOrderDetailSchema,
      permission: FREIGHT_CODES.waybillSign,
      body: Strict({
        id: Fields.id(),
        adjustments: Type.Array(
          Strict({
            reason: Type.String({
              minLength: 1,
              maxLength: 50,
              description: CARRIER_LABELS.adjustmentReason,
            }),
            amountFen: Type.Integer({
              minimum: -DEMAND_LIMITS.priceFenMax,
              maximum: DEMAND_LIMITS.priceFenMax,
              description: '调整金额（分）：正数加收，负数扣减',
            }),
          }),
          { maxItems: 20 },
        ),
      }),
    },
    ({ deps, session, body }) => signCarrierOrder(deps, session, body),
  );
  api.post(
    API.carrierOrderManagement.cancel,
    {
      ...session,
      summary: '取消承运订单（任一方，装货前，须填原因）',
      response: CarrierOrderDetailSchema,
      permission: FREIGHT_CODES.carrierCancel,
      body: Strict({ id: Fields.id(), reason: reason() }),
    },
    ({ deps, session, body }) => cancelCarrierOrder(deps, session, body),
  );
}

/** carrierOrderVehicleHistory/*: every assignment and its audit (车辆审核). */
function vehicleHistoryRoutes(api: ApiRouter): void {
  api.post(
    API.carrierOrderVehicleHistory.searchList,
    {
      ...session,
      summary: '车辆审核记录（本企业承运订单的每次派车，新记录在前）',
      response: PageOf(VehicleAssignmentSchema),
      permission: [FREIGHT_CODES.vehicleCheck, FREIGHT_CODES.dispatch],
      body: Strict({
        ...pageFields(),
        status: opt(OneOfKeys(VEHICLE_AUDIT_STATUS_LABELS)),
        carrierOrderId: opt(Fields.id()),
        keyword: opt(StockFields.text(50, CARRIER_LABELS.historyKeyword)),
      }),
    },
    ({ deps, session, body }) => paged(deps.db, vehicleHistoryList(deps.db, session.companyId, body), body),
  );
  api.post(
    API.carrierOrderVehicleHistory.auditOrReject,
    {
      ...session,
      summary: '按车辆记录审核（通过或驳回，同 carrierOrderManagement/vehicleAudit）',
      response: CarrierOrderDetailSchema,
      permission: auditCodes,
      body: Strict({ historyId: Fields.id(), ...audit }),
    },
    ({ deps, session, body }) => auditAssignment(deps, session, body),
  );
  api.post(
    API.carrierOrderVehicleHistory.viewLogs,
    {
      ...session,
      summary: '一条车辆记录的日志（派车、审核）',
      response: Type.Array(CarrierOrderLogSchema),
      body: Strict({ historyId: Fields.id() }),
    },
    ({ deps, session, body }) => assignmentLogs(deps.db, session, body.historyId),
  );
}

/** yeloflex/entrustSettle/*: settlement lines of completed orders, both parties. */
function settleRoutes(api: ApiRouter): void {
  const filters = {
    party: opt(party()),
    keyword: opt(StockFields.text(50, CARRIER_LABELS.settleKeyword)),
    ...dateRangeFields(),
  };
  registerPagedList(api, {
    path: API.entrustSettle.entrustSettlementListForWeb,
    summary: '运费结算列表（已完成承运订单的结算金额，按完成时间倒序）',
    row: SettlementLineSchema,
    roles: session.roles,
    exportPermission: FREIGHT_CODES.settleExport,
    fileName: () => CARRIER_EXPORT_LABELS.settlementsFile,
    filters,
    columns: SETTLEMENT_COLUMNS,
    ...keyedList(settlementList),
  });
  api.post(
    API.entrustSettle.getSettlementDetail,
    { ...session, summary: '结算详情（运费与调整项）', response: SettlementLineSchema, body: byId },
    ({ deps, session, body }) => settlementDetail(deps.db, session, body.id),
  );
  // SPEC names this second export without the list's `Export` suffix: one row per adjustment.
  registerExport(api, API.entrustSettle.exportSettlementDetail as ExportPath, {
    summary: '导出运费结算明细（每个调整项一行）',
    permission: FREIGHT_CODES.settleExport,
    roles: session.roles,
    query: Strict(filters),
    fileName: () => CARRIER_EXPORT_LABELS.settlementDetailFile,
    columns: SETTLEMENT_DETAIL_COLUMNS,
    rows: ({ deps, session, query }) =>
      settlementDetailRows(everyDocument(deps.db, settlementList(deps.db, session.companyId, query))),
  });
}

/** Carrier orders, their vehicles and settlement (the model: src/contract/freight.ts). */
export const carrierOrdersModule: ApiModule = {
  tag: 'carrierOrderManagement',
  migrations: { '0028-carrier-orders': carrierOrders, '0030-carrier-list-keys': carrierListKeys },
  seedDemo: seedDemoCarrierOrders,
  routes(api) {
    signRoute(api);
    readRoutes(api);
    moveRoutes(api);
    vehicleHistoryRoutes(api);
    settleRoutes(api);
  },
};
