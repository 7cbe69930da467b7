/**
 * An in-memory stand-in for the calls of <yp-transport>, for the stories (offline Storybook) and the
 * browser tests. Keeps the rules the views rely on (batch confirmation all or nothing, delete only while
 * waiting to leave, idempotent creates) so a test can see their effect. Not part of the widget's bundle.
 */
import type { Envelope, ValidationFailure } from '../../contract/envelope';
import type {
  BatchConfirmResult,
  CreateCustomerStockInRequest,
  InboundListRow,
  Waybill,
} from '../../contract/transport';
import {
  answerRoutes,
  installFakeFetch,
  ok,
  type FakeFetch,
  type FakeHandler,
  type FakeRoutes,
} from '../test-support/fake-fetch';
import { fixtureInboundOrder } from '../test-support/fixture-builders';
import { hasKeyword, matches, pageOf, refuse } from '../test-support/fake-lists';
import { PATHS, type TransportResponses } from './api';
import * as fixtures from './transport.fixtures';

export interface FakeTransportOptions {
  /** Permission codes the session holds (default: every transport code). */
  permissions?: readonly string[];
  delayMs?: number;
  /** 生成入库单 answers 2003 naming these fields (a rule only the server checks, e.g. the client's stock). */
  refuseStockInFields?: ValidationFailure['fields'];
}

export interface FakeTransportBackend extends FakeFetch {
  readonly waybills: Waybill[];
  readonly inbound: InboundListRow[];
  restore(): void;
}

export function installFakeTransportBackend(options: FakeTransportOptions = {}): FakeTransportBackend {
  const permissions = [...(options.permissions ?? fixtures.ALL_TRANSPORT_CODES)];
  const waybills = fixtures.WAYBILLS.map((row) => ({ ...row }));
  const inbound = fixtures.INBOUND_ROWS.map((row) => ({ ...row }));
  const answered = new Map<string, Envelope<InboundListRow>>();
  let serial = 100;

  const batchConfirm = (ids: string[]): Envelope<BatchConfirmResult> | Envelope<null> => {
    const rows = ids.map((id) => waybills.find((row) => row.id === id));
    for (const [index, row] of rows.entries()) {
      if (!row) return refuse(`运单 ${ids[index]} 不存在`);
      if (row.status !== 'arrived' && row.status !== 'confirmed')
        return refuse(`运单 ${row.documentNo} 当前不能确认到货`);
    }
    const now = new Date().toISOString();
    const open = [...new Set(rows)].filter((row) => row?.status === 'arrived') as Waybill[];
    for (const row of open) Object.assign(row, { status: 'confirmed', confirmedAt: now, updatedAt: now });
    return ok({ confirmed: open.length, skipped: new Set(ids).size - open.length });
  };

  const remove = (id: unknown): Envelope<Waybill> | Envelope<null> => {
    const row = waybills.find((candidate) => candidate.id === id);
    if (!row) return refuse('运单不存在');
    if (row.status !== 'created' && row.status !== 'deleted') return refuse('运单已出库，不能删除');
    Object.assign(row, { status: 'deleted' });
    return ok(row);
  };

  const stockIn = (request: CreateCustomerStockInRequest): Envelope<InboundListRow> | Envelope<null> => {
    const first = answered.get(request.requestId);
    if (first) return first;
    const client = fixtures.CLIENTS.find((candidate) => candidate.companyId === request.clientCompanyId);
    const clientWarehouse = fixtures.CLIENT_WAREHOUSES.find((w) => w.id === request.clientWarehouseId);
    const warehouse = fixtures.MY_WAREHOUSES.find((w) => w.id === request.warehouseId);
    if (!client || !clientWarehouse || !warehouse) return refuse('仓库不存在');
    serial += 1;
    const now = new Date().toISOString();
    const row: InboundListRow = {
      id: `in-new-${serial}`,
      documentNo: `RK20261122-${String(serial).padStart(6, '0')}`,
      trayTypeCode: request.trayTypeCode,
      trayTypeName: fixtures.TRAY_TYPES.find((tray) => tray.code === request.trayTypeCode)?.name ?? '',
      quantity: request.quantity,
      createdAt: now,
      updatedAt: now,
      remark: request.remark ?? '',
      status: 'signed',
      warehouseId: warehouse.id,
      warehouseName: warehouse.name,
      receivedQuantity: request.quantity,
      differenceReason: '',
      plateNumber: request.plateNumber ?? '',
      signedAt: now,
      source: 'client',
      clientCompanyId: client.companyId,
      clientCompanyName: client.companyName,
      clientWarehouseId: clientWarehouse.id,
      clientWarehouseName: clientWarehouse.name,
    };
    inbound.unshift(row);
    const answer = ok(row);
    answered.set(request.requestId, answer);
    return answer;
  };

  const findInbound = (id: unknown) => inbound.find((row) => row.id === id);

  const routes: FakeRoutes<TransportResponses> = {
    [PATHS.waybillList]: (body) =>
      ok(
        pageOf(
          waybills.filter(
            (row) =>
              row.status !== 'deleted' &&
              matches(body, 'status', row.status) &&
              matches(body, 'warehouseId', row.fromWarehouseId) &&
              matches(body, 'trayTypeCode', row.trayTypeCode) &&
              hasKeyword(body, row.documentNo, row.toCompanyName, row.plateNumber),
          ),
          body,
        ),
      ),
    [PATHS.waybillDetail]: (body) => {
      const row = waybills.find((candidate) => candidate.id === body.id);
      return row ? ok(row) : refuse('运单不存在');
    },
    [PATHS.batchConfirm]: (body) => batchConfirm(body.ids as string[]),
    [PATHS.deleteWaybill]: (body) => remove(body.id),
    [PATHS.inboundList]: (body) =>
      ok(
        pageOf(
          inbound.filter(
            (row) =>
              matches(body, 'status', row.status) &&
              matches(body, 'source', row.source) &&
              matches(body, 'warehouseId', row.warehouseId) &&
              hasKeyword(body, row.documentNo, row.plateNumber, row.clientCompanyName),
          ),
          body,
        ),
      ),
    // The server reads the order alone (readInboundOrder): no source or client fields, unlike the list.
    [PATHS.inboundDetail]: (body) => {
      const row = body.sourceType === 'inbound' ? findInbound(body.id) : undefined;
      return row ? ok(fixtureInboundOrder(row)) : refuse('单据不存在');
    },
    [PATHS.confirmFinish]: (body) => {
      const row = findInbound(body.id);
      if (!row) return refuse('单据不存在');
      if (row.status === 'inTransit') return refuse('入库单当前为「在途」，不能完成');
      row.status = 'completed';
      return ok(row);
    },
    [PATHS.createStockIn]: (body) => stockIn(body as unknown as CreateCustomerStockInRequest),
  };

  /** The session's permissions and the lookups the forms and filters share (use-lookups.ts). */
  const sessionAndLookups: FakeHandler = ({ path, body }) => {
    switch (path.replace(/^\/api\/api\//, '')) {
      case 'permission/loadMenuAndPermission':
        return ok({ menus: [], permissions });
      case 'getTrayTypeCodes':
        return ok(fixtures.TRAY_TYPES);
      case 'recevingaddress/searchList':
        return ok(pageOf(fixtures.MY_WAREHOUSES, { pageNum: 1, pageSize: 100 }));
      case 'customerCompany/getDownstreamC1Company':
        return ok(fixtures.CLIENTS);
      case 'customerCompany/getReceivingAddressByCompanyId':
        return ok(fixtures.CLIENT_WAREHOUSES.filter((w) => w.companyId === body.companyId));
      default:
        return undefined;
    }
  };

  // A 2003 answer is no route's success type, so it is answered before the routes.
  const refused: Envelope<ValidationFailure> | undefined = options.refuseStockInFields?.length
    ? {
        errcode: 2003,
        errmsg: options.refuseStockInFields[0]!.message,
        data: { fields: options.refuseStockInFields },
      }
    : undefined;
  const answer = answerRoutes(routes, sessionAndLookups);
  const fetch = installFakeFetch(
    (call) => (refused && call.path === PATHS.createStockIn ? refused : answer(call)),
    {
      delayMs: options.delayMs,
    },
  );
  return { ...fetch, waybills, inbound, restore: fetch.restore };
}
