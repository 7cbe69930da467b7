/**
 * An in-memory stand-in for the calls of <yp-stock-moves> and <yp-pallet-codes>, for the stories (offline
 * Storybook) and the browser tests. Keeps the rules the views rely on (signing, cancelling, idempotent
 * creates, stock limits) so a test can see their effect. Not part of the widget's bundle.
 */
import type { Envelope, ValidationFailure } from '../../contract/envelope';
import type {
  CreateCirculationRequest,
  CreateSaleOutboundRequest,
  InboundOrder,
  PalletCode,
  SignRequest,
  SignOutcome,
  SignRow,
  StockRow,
  Transfer,
  TransferStatus,
} from '../../contract/stock';
import { formatDate } from '../../core';
import { installFakeFetch, ok, type FakeFetch } from '../test-support/fake-fetch';
import { hasKeyword, matches, pageOf, refuse } from '../test-support/fake-lists';
import * as fixtures from './moves.fixtures';

type Body = Record<string, unknown>;

const inDates = (query: Body, instant: string) =>
  (!query.dateStart || formatDate(instant) >= String(query.dateStart)) &&
  (!query.dateEnd || formatDate(instant) <= String(query.dateEnd));
/** What a transfer's state makes of its row on 入库管理 (the server's sign list says the same in SQL). */
const TRANSFER_OUTCOMES: Readonly<Record<TransferStatus, SignOutcome | null>> = {
  pending: null,
  accepted: 'signed',
  corrected: 'corrected',
  rejected: 'rejected',
  cancelled: null,
};

const newest = <T extends { createdAt: string }>(a: T, b: T) => b.createdAt.localeCompare(a.createdAt);

export interface FakeMovesOptions {
  /** Permission codes the session holds (default: all of these pages). */
  permissions?: readonly string[];
  delayMs?: number;
  /** sign and the two creates answer 2003 naming these fields (a rule only the server checks). */
  refuseFields?: ValidationFailure['fields'];
}

export interface FakeMovesBackend extends FakeFetch {
  readonly inbound: InboundOrder[];
  readonly transfers: Transfer[];
  readonly shipments: fixtures.FakeShipment[];
  readonly ownStock: StockRow[];
  restore(): void;
}

export function installFakeMovesBackend(options: FakeMovesOptions = {}): FakeMovesBackend {
  const permissions = [...(options.permissions ?? fixtures.ALL_MOVES_CODES)];
  const inbound = fixtures.INBOUND_ORDERS.map((order) => ({ ...order }));
  const transfers = fixtures.TRANSFERS.map((transfer) => ({ ...transfer }));
  const shipments = fixtures.SHIPMENTS.map((shipment) => ({ ...shipment }));
  const ownStock = fixtures.OWN_STOCK.map((row) => ({ ...row }));
  const c1Stock = fixtures.C1_STOCK.map((row) => ({ ...row }));
  const codes: PalletCode[] = fixtures.PALLET_CODES.map((code) => ({ ...code }));
  /** requestId → the answer first given (the server's idempotency). */
  const answered = new Map<string, Envelope>();
  let serial = 100;
  const refusedFields: Envelope | undefined = options.refuseFields?.length
    ? { errcode: 2003, errmsg: options.refuseFields[0]!.message, data: { fields: options.refuseFields } }
    : undefined;

  const signRows = (): SignRow[] => [
    ...inbound.map((order) => ({
      id: order.id,
      sourceType: 'inbound' as const,
      documentNo: order.documentNo,
      fromName: '平台',
      trayTypeCode: order.trayTypeCode,
      trayTypeName: order.trayTypeName,
      quantity: order.quantity,
      receivedQuantity: order.receivedQuantity,
      warehouseName: order.warehouseName,
      status: order.status === 'inTransit' ? ('pending' as const) : ('signed' as const),
      outcome: order.status === 'inTransit' ? null : ('signed' as const),
      createdAt: order.createdAt,
      signedAt: order.signedAt,
    })),
    ...transfers
      .filter((transfer) => transfer.direction === 'in' && transfer.status !== 'cancelled')
      .map((transfer) => ({
        id: transfer.id,
        sourceType: 'transfer' as const,
        documentNo: transfer.documentNo,
        fromName: transfer.fromCompanyName,
        trayTypeCode: transfer.trayTypeCode,
        trayTypeName: transfer.trayTypeName,
        quantity: transfer.quantity,
        receivedQuantity:
          transfer.status === 'accepted'
            ? transfer.quantity
            : transfer.status === 'rejected'
              ? 0
              : transfer.correctedQuantity,
        warehouseName: transfer.toWarehouseName,
        status: transfer.status === 'pending' ? ('pending' as const) : ('signed' as const),
        outcome: TRANSFER_OUTCOMES[transfer.status],
        createdAt: transfer.createdAt,
        signedAt: transfer.status === 'pending' ? null : (transfer.disputedAt ?? transfer.updatedAt),
      })),
  ];

  const sign = (request: SignRequest): Envelope => {
    const now = new Date().toISOString();
    if (request.sourceType === 'inbound') {
      const order = inbound.find((candidate) => candidate.id === request.id);
      if (!order) return refuse('单据不存在');
      if (order.status !== 'inTransit') return refuse('该单据已签收');
      const received = request.receivedQuantity ?? order.quantity;
      if (received > order.quantity) return refuse('实收数量不能超过发货数量');
      if (received < order.quantity && !request.differenceReason) return refuse('请填写差异原因');
      Object.assign(order, {
        status: 'signed',
        receivedQuantity: received,
        differenceReason: request.differenceReason ?? '',
        signedAt: now,
        updatedAt: now,
      });
      return ok(null);
    }
    const transfer = transfers.find(
      (candidate) => candidate.id === request.id && candidate.direction === 'in',
    );
    const target = fixtures.MY_WAREHOUSES.find((candidate) => candidate.id === request.warehouseId);
    if (!transfer) return refuse('单据不存在');
    if (transfer.status !== 'pending') return refuse('该调拨已处理');
    if (!target) return refuse('请选择收货仓库');
    Object.assign(transfer, {
      status: 'accepted',
      toWarehouseId: target.id,
      toWarehouseName: target.name,
      updatedAt: now,
    });
    return ok(null);
  };

  const take = (
    rows: StockRow[],
    warehouseId: string,
    owner: string,
    trayTypeCode: string,
    quantity: number,
  ) => {
    const row = rows.find(
      (candidate) =>
        candidate.warehouseId === warehouseId &&
        candidate.ownerCompanyId === owner &&
        candidate.trayTypeCode === trayTypeCode,
    );
    if (!row || row.available < quantity) return false;
    row.onHand -= quantity;
    row.available -= quantity;
    return true;
  };

  const newShipment = (
    type: fixtures.FakeShipment['type'],
    request: {
      fromWarehouseId: string;
      toCompanyId: string;
      toWarehouseId: string;
      plateNumber?: string;
      remark?: string;
    },
    line: { trayTypeCode: string; quantity: number; ownerCompanyId: string },
  ): fixtures.FakeShipment => {
    const now = new Date().toISOString();
    const client = fixtures.CLIENTS.find((candidate) => candidate.companyId === request.toCompanyId);
    serial += 1;
    const shipment: fixtures.FakeShipment = {
      id: `sh-new-${serial}`,
      documentNo: `${type === 'circulation' ? 'LZ' : 'CK'}20250315${serial}`,
      trayTypeCode: line.trayTypeCode,
      trayTypeName: fixtures.TRAY_TYPES.find((tray) => tray.code === line.trayTypeCode)?.name ?? '',
      quantity: line.quantity,
      createdAt: now,
      updatedAt: now,
      remark: request.remark ?? '',
      type,
      status: 'inTransit',
      fromCompanyId: fixtures.ME.id,
      fromCompanyName: fixtures.ME.name,
      fromWarehouseId: request.fromWarehouseId,
      fromWarehouseName: fixtures.MY_WAREHOUSES.find((w) => w.id === request.fromWarehouseId)?.name ?? '',
      toCompanyId: request.toCompanyId,
      toCompanyName: client?.companyName ?? '',
      toWarehouseId: request.toWarehouseId,
      toWarehouseName: fixtures.CLIENT_WAREHOUSES.find((w) => w.id === request.toWarehouseId)?.name ?? '',
      ownerCompanyId: line.ownerCompanyId,
      plateNumber: request.plateNumber ?? '',
      arrivedAt: null,
    };
    shipments.unshift(shipment);
    return shipment;
  };

  /** Answers a create once per requestId, like the server. */
  const once = (requestId: unknown, create: () => Envelope): Envelope => {
    const key = String(requestId);
    const first = answered.get(key);
    if (first) return first;
    const answer = create();
    if (answer.errcode === 0) answered.set(key, answer);
    return answer;
  };

  /** The receiver's 更正数量 / 拒收 (src/contract/transfer-disputes.ts), once per requestId. */
  const dispute = (body: Body, to: 'corrected' | 'rejected'): Envelope =>
    once(body.requestId, () => {
      const now = new Date().toISOString();
      const transfer = transfers.find(
        (candidate) => candidate.id === body.id && candidate.direction === 'in',
      );
      if (!transfer) return refuse('单据不存在');
      const allowed = transfer.status === 'pending' || (to === 'corrected' && transfer.status === 'accepted');
      if (!allowed) return refuse('该调拨已处理');
      const target = fixtures.MY_WAREHOUSES.find((candidate) => candidate.id === body.warehouseId);
      if (to === 'corrected' && transfer.status === 'pending' && !target) return refuse('请选择收货仓库');
      Object.assign(transfer, {
        status: to,
        correctedQuantity: to === 'corrected' ? Number(body.correctedQuantity) : null,
        disputeReason: String(body.reason),
        disputedAt: now,
        disputableUntil: null,
        updatedAt: now,
        ...(target ? { toWarehouseId: target.id, toWarehouseName: target.name } : {}),
      });
      return ok({ ...transfer });
    });

  const saleOutbound = (request: CreateSaleOutboundRequest) =>
    once(request.requestId, () =>
      take(ownStock, request.fromWarehouseId, fixtures.ME.id, request.trayTypeCode, request.quantity)
        ? ok(newShipment('saleOutbound', request, { ...request, ownerCompanyId: fixtures.ME.id }))
        : refuse('可用库存不足'),
    );

  const circulation = (request: CreateCirculationRequest) =>
    once(request.requestId, () => {
      const enough = request.lines.every((line) =>
        c1Stock.some(
          (row) =>
            row.warehouseId === request.fromWarehouseId &&
            row.ownerCompanyId === line.ownerCompanyId &&
            row.trayTypeCode === line.trayTypeCode &&
            row.available >= line.quantity,
        ),
      );
      if (!enough) return refuse('可用库存不足');
      return ok(
        request.lines.map((line) => {
          take(c1Stock, request.fromWarehouseId, line.ownerCompanyId, line.trayTypeCode, line.quantity);
          return newShipment('circulation', request, line);
        }),
      );
    });

  const stockOf = (rows: StockRow[], query: Body) =>
    pageOf(
      rows.filter(
        (row) =>
          matches(query, 'warehouseId', row.warehouseId) && matches(query, 'trayTypeCode', row.trayTypeCode),
      ),
      query,
    );

  const fetch = installFakeFetch((call) => {
    const body = call.body;
    const endpoint = call.path.replace(/^\/api\/api\//, '');
    switch (endpoint) {
      case 'permission/loadMenuAndPermission':
        return ok({ menus: [], permissions });
      case 'customerWarehousingManagement/searchSignList':
        return ok(
          pageOf(
            signRows()
              .filter(
                (row) => matches(body, 'status', row.status) && matches(body, 'sourceType', row.sourceType),
              )
              .filter((row) => hasKeyword(body, row.documentNo, row.fromName) && inDates(body, row.createdAt))
              .sort(newest),
            body,
          ),
        );
      case 'customerWarehousingManagement/getCustomerWarehousingDetail': {
        const found =
          body.sourceType === 'inbound'
            ? inbound.find((order) => order.id === body.id)
            : transfers.find((transfer) => transfer.id === body.id && transfer.direction === 'in');
        return found ? ok({ ...found }) : refuse('单据不存在');
      }
      case 'customerWarehousingManagement/sign':
        return refusedFields ?? sign(body as unknown as SignRequest);
      case 'transferDispute/correct':
        return refusedFields ?? dispute(body, 'corrected');
      case 'transferDispute/reject':
        return refusedFields ?? dispute(body, 'rejected');
      case 'customerStock/searchAllocationList':
        return ok(
          pageOf(
            transfers
              .filter(
                (transfer) =>
                  matches(body, 'direction', transfer.direction) && matches(body, 'status', transfer.status),
              )
              .filter((row) => hasKeyword(body, row.documentNo, row.fromCompanyName, row.toCompanyName))
              .filter((row) => inDates(body, row.createdAt))
              .sort(newest),
            body,
          ),
        );
      case 'customerStock/cancelAllocationStockOut': {
        const transfer = transfers.find(
          (candidate) => candidate.id === body.id && candidate.direction === 'out',
        );
        if (!transfer) return refuse('单据不存在');
        if (transfer.status !== 'pending') return refuse('对方已签收，无法取消');
        Object.assign(transfer, { status: 'cancelled', disputableUntil: null });
        return ok(null);
      }
      case 'consumerStock/searchShipmentList':
        return ok(
          pageOf(
            shipments
              .filter((row) => matches(body, 'type', row.type) && matches(body, 'status', row.status))
              .filter(
                (row) => hasKeyword(body, row.documentNo, row.toCompanyName) && inDates(body, row.createdAt),
              )
              .sort(newest),
            body,
          ),
        );
      case 'transportationManagement/searchList':
        // Sale outbounds are waybills on the server; here they stay shipments, shown in a waybill's shape.
        return ok(
          pageOf(
            shipments
              .filter((row) => row.type === 'saleOutbound')
              .sort(newest)
              .map((row) => ({
                ...row,
                status: row.status === 'arrived' ? 'confirmed' : 'inTransit',
                driverName: '',
                driverPhone: '',
                vehicleProvider: null,
                departedAt: row.createdAt,
                confirmedAt: row.arrivedAt,
              })),
            body,
          ),
        );
      case 'transportationManagement/createCustomerOutboundOrder':
        return refusedFields ?? saleOutbound(body as unknown as CreateSaleOutboundRequest);
      case 'downstreamCustomer/createMultiCirculationOutOrder':
        return refusedFields ?? circulation(body as unknown as CreateCirculationRequest);
      case 'customerStock/searchCustomerStock':
        return ok(stockOf(ownStock, body));
      case 'customerStock/searchCustomerStockC1':
        return ok(stockOf(c1Stock, body));
      case 'code/searchCodeList':
        return ok(
          pageOf(
            codes.filter(
              (code) =>
                matches(body, 'traceId', code.traceId) &&
                matches(body, 'warehouseId', code.warehouseId) &&
                matches(body, 'trayTypeCode', code.trayTypeCode) &&
                matches(body, 'status', code.status),
            ),
            body,
          ),
        );
      case 'code/getCodeDetail': {
        const code = codes.find((candidate) => candidate.traceId === body.traceId);
        return code ? ok(code) : refuse('编码不存在');
      }
      case 'getTrayTypeCodes':
        return ok(fixtures.TRAY_TYPES);
      case 'recevingaddress/searchList':
        return ok(pageOf(fixtures.MY_WAREHOUSES, body));
      case 'customerCompany/getDownstreamC1Company':
        return ok(fixtures.CLIENTS);
      case 'customerCompany/getReceivingAddressByCompanyId':
        return ok(fixtures.CLIENT_WAREHOUSES.filter((warehouse) => warehouse.companyId === body.companyId));
      default:
        return undefined;
    }
  }, options);

  return { ...fetch, inbound, transfers, shipments, ownStock };
}
