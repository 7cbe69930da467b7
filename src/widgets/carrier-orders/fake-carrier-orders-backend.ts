/**
 * An in-memory stand-in for the calls of <yp-carrier-orders>, for the stories (offline Storybook) and the
 * browser tests. Keeps the rules the views rely on: a move only from the status and by the party of
 * CARRIER_ORDER_TRANSITIONS (else 状态已变化), plate rules (2003 on plateNumber), a reason to reject or
 * cancel, 1–6 ticket photos, a settlement line on signing, every move logged. `move` plays the other
 * party (or another tab) changing an order on the server. Not part of the widget's bundle.
 */
import { API } from '../../contract/api-paths';
import type { Envelope, ValidationFailure } from '../../contract/envelope';
import {
  carrierOrderActions,
  CARRIER_ORDER_TRANSITIONS,
  maskPhone,
  settlementTotal,
  TICKET_PHOTOS_MAX,
  type CarrierOrderAction,
  type CarrierOrderDetail,
  type CarrierOrderLog,
  type SettlementAdjustment,
  type VehicleAssignment,
} from '../../contract/freight';
import { isValidPlateNumber } from '../../contract/plate-number';
import { CARRIER_ORDER_EVENT } from '../../core/live/carrier-order-stream';
import { installFakeEventSource, type FakeEventSources } from '../../core/test-support/fake-event-source';
import type { UploadedFile } from '../../contract/platform';
import {
  answerRoutes,
  installFakeFetch,
  ok,
  type FakeFetch,
  type FakeRoutes,
} from '../test-support/fake-fetch';
import { hasKeyword, matches, pageOf, refuse } from '../test-support/fake-lists';
import { PATHS, type CarrierOrderResponses } from './api';
import * as fixtures from './carrier-orders.fixtures';
import type { StoredOrder } from './carrier-orders.fixtures';

export interface FakeCarrierOrdersOptions {
  /** Permission codes the session holds (default: every freight code). */
  permissions?: readonly string[];
  /** The session's side of every order (default: the fixtures', mostly shipper). */
  party?: StoredOrder['party'];
  delayMs?: number;
  /** Plates busy on another order: assigning one answers 2003 on plateNumber (a rule only the server knows). */
  busyPlates?: readonly string[];
}

export interface FakeCarrierOrdersBackend extends FakeFetch {
  readonly orders: StoredOrder[];
  /** The stand-in for the carrier-order stream (its open URLs, pushes). */
  readonly streams: FakeEventSources;
  /**
   * The other party (or another tab) takes `action` on the server, without a party check; announced on
   * the stream like every transition unless `announce` is false (then `announce(id)` sends it later).
   */
  move(id: string, action: CarrierOrderAction, announce?: boolean): CarrierOrderDetail;
  /** Pushes the order's current status and version as a `carrierOrder` event. */
  announce(id: string): void;
  restore(): void;
}

/** A 2003 naming one field. It is no route's success type, so it travels typed as a refusal. */
const invalid = (field: string, message: string): Envelope<null> => {
  const answer: Envelope<ValidationFailure> = {
    errcode: 2003,
    errmsg: message,
    data: { fields: [{ field, message }] },
  };
  return answer as unknown as Envelope<null>;
};

export function installFakeCarrierOrdersBackend(
  options: FakeCarrierOrdersOptions = {},
): FakeCarrierOrdersBackend {
  const permissions = [...(options.permissions ?? fixtures.ALL_CARRIER_CODES)];
  // Deep copies: a test's writes never reach the fixtures the next test starts from.
  const orders = fixtures.ORDERS.map((row) => ({
    ...structuredClone(row),
    party: options.party ?? row.party,
  }));
  const logs = new Map(orders.map((row) => [row.id, fixtures.logsOf(row)]));
  const history: VehicleAssignment[] = orders.flatMap((row) => (row.vehicle ? [{ ...row.vehicle }] : []));
  history.push(fixtures.vehicle('co-2', 'CY20261120-000002', 0, 'rejected', '粤B7788K'));
  let serial = 0;
  const streams = installFakeEventSource();

  const find = (id: unknown) => orders.find((row) => row.id === id);
  const now = () => new Date().toISOString();

  const announce = (row: StoredOrder) =>
    streams.push(API.carrierOrderManagement.stream, CARRIER_ORDER_EVENT, {
      id: row.id,
      status: row.status,
      version: row.version,
    });

  const apply = (row: StoredOrder, action: CarrierOrderAction, remark = '', announced = true): void => {
    const from = row.status;
    row.status = CARRIER_ORDER_TRANSITIONS[action].to;
    row.version += 1;
    row.updatedAt = now();
    const log: CarrierOrderLog = {
      id: `lg-new-${++serial}`,
      carrierOrderId: row.id,
      action,
      from,
      to: row.status,
      actorName: '测试用户',
      actorCompanyName: row.party === 'shipper' ? row.shipperCompanyName : row.carrierCompanyName,
      remark,
      createdAt: row.updatedAt,
    };
    logs.get(row.id)!.push(log);
    if (announced) announce(row);
  };

  /** The session's move: only what its party may do in the order's status. */
  const act = (
    id: unknown,
    action: CarrierOrderAction,
    change: (row: StoredOrder) => Envelope<null> | void = () => undefined,
    remark = '',
  ): Envelope<CarrierOrderDetail> | Envelope<null> => {
    const row = find(id);
    if (!row) return refuse('承运订单不存在');
    if (!carrierOrderActions(row.status, row.party).includes(action))
      return refuse('订单状态已变化，请刷新后重试');
    const refused = change(row);
    if (refused) return refused;
    apply(row, action, remark);
    return ok(fixtures.answered(row));
  };

  const audit = (row: StoredOrder, approve: boolean, reason: unknown) => {
    const current = history.find((entry) => entry.id === row.vehicle?.id);
    if (!current) return refuse('车辆不存在');
    Object.assign(current, {
      status: approve ? 'approved' : 'rejected',
      rejectReason: approve ? null : String(reason).trim(),
      auditedBy: '测试用户',
      auditedAt: now(),
    });
    row.vehicle = { ...current };
    return undefined;
  };

  const vehicleAudit = (body: Record<string, unknown>, row: StoredOrder | undefined) => {
    const approve = body.approve === true;
    if (!approve && !String(body.reason ?? '').trim()) return invalid('reason', '请输入驳回原因');
    return act(row?.id ?? body.id, approve ? 'approveVehicle' : 'rejectVehicle', (order) =>
      audit(order, approve, body.reason),
    );
  };

  const assign = (body: Record<string, unknown>) => {
    const plateNumber = String(body.plateNumber ?? '');
    if (!isValidPlateNumber(plateNumber)) return invalid('plateNumber', '车牌号格式不正确');
    if (options.busyPlates?.includes(plateNumber)) return invalid('plateNumber', '该车辆正在承运其他订单');
    return act(body.id, 'assignVehicle', (row) => {
      for (const entry of history)
        if (entry.carrierOrderId === row.id && (entry.status === 'pending' || entry.status === 'approved'))
          entry.status = 'replaced';
      const entry: VehicleAssignment = {
        ...fixtures.vehicle(row.id, row.documentNo, history.length + 1, 'pending', plateNumber),
        driverName: String(body.driverName),
        driverPhone: String(body.driverPhone),
        assignedAt: now(),
      };
      history.push(entry);
      row.vehicle = { ...entry };
    });
  };

  const tickets = (body: Record<string, unknown>, action: 'load' | 'unload') => {
    const ids = (body.ticketFileIds as string[] | undefined) ?? [];
    if (ids.length < 1 || ids.length > TICKET_PHOTOS_MAX)
      return invalid('ticketFileIds', '请上传 1 至 6 张照片');
    return act(body.id, action, (row) => {
      const kind = action === 'load' ? 'loading' : 'unloading';
      for (const fileId of ids)
        row.tickets = [...row.tickets, { fileId, kind, url: fixtures.ticketImage(kind), uploadedAt: now() }];
    });
  };

  const sign = (body: Record<string, unknown>) => {
    const adjustments = (body.adjustments as SettlementAdjustment[] | undefined) ?? [];
    return act(body.id, 'sign', (row) => {
      row.settlement = {
        id: `st-${row.id}`,
        carrierOrderId: row.id,
        carrierOrderNo: row.documentNo,
        demandOrderNo: row.demandOrderNo,
        shipperCompanyName: row.shipperCompanyName,
        carrierCompanyName: row.carrierCompanyName,
        priceFen: row.priceFen,
        adjustments,
        totalFen: settlementTotal(row.priceFen, adjustments),
        completedAt: now(),
      };
    });
  };

  const cancel = (body: Record<string, unknown>) => {
    const reason = String(body.reason ?? '').trim();
    if (!reason) return invalid('reason', '请输入取消原因');
    return act(body.id, 'cancel', (row) => void (row.cancelReason = reason), reason);
  };

  const settlements = () => orders.flatMap((row) => (row.settlement ? [row.settlement] : []));

  const routes: FakeRoutes<CarrierOrderResponses> = {
    [PATHS.list]: (body) =>
      ok(
        pageOf(
          orders
            .filter(
              (row) =>
                matches(body, 'status', row.status) &&
                matches(body, 'party', row.party) &&
                hasKeyword(
                  body,
                  row.documentNo,
                  row.vehicle?.plateNumber ?? '',
                  row.shipperCompanyName,
                  row.carrierCompanyName,
                ),
            )
            .map(fixtures.answered),
          body,
        ),
      ),
    [PATHS.detail]: (body) => {
      const row = find(body.id);
      return row ? ok(fixtures.answered(row)) : refuse('承运订单不存在');
    },
    [PATHS.logs]: (body) => (find(body.id) ? ok([...logs.get(String(body.id))!]) : refuse('承运订单不存在')),
    [PATHS.cancel]: cancel,
    [PATHS.vehicleAudit]: (body) => vehicleAudit(body, find(body.id)),
    [PATHS.modifyVehicle]: assign,
    [PATHS.reachLoad]: (body) => act(body.id, 'reachLoad'),
    [PATHS.load]: (body) => tickets(body, 'load'),
    [PATHS.reachUnload]: (body) => act(body.id, 'reachUnload'),
    [PATHS.unload]: (body) => tickets(body, 'unload'),
    [PATHS.sign]: sign,
    [PATHS.vehicleHistory]: (body) =>
      ok(
        pageOf(
          history
            .filter(
              (entry) =>
                matches(body, 'status', entry.status) &&
                hasKeyword(body, entry.carrierOrderNo, entry.plateNumber, entry.driverName),
            )
            // The shipper sees the carrier's driver's phone masked, as the server sends it.
            .map((entry) => ({ ...entry, driverPhone: maskPhone(entry.driverPhone) })),
          body,
        ),
      ),
    [PATHS.auditOrReject]: (body) => {
      const entry = history.find((candidate) => candidate.id === body.historyId);
      if (!entry || entry.status !== 'pending') return refuse('该派车记录已审核');
      const answer = vehicleAudit(body, find(entry.carrierOrderId));
      return answer.errcode === 0 ? ok({ ...entry }) : (answer as Envelope<null>);
    },
    [PATHS.vehicleLogs]: (body) => {
      const entry = history.find((candidate) => candidate.id === body.historyId);
      return entry ? ok([...(logs.get(entry.carrierOrderId) ?? [])]) : refuse('派车记录不存在');
    },
    [PATHS.settlements]: (body) =>
      ok(
        pageOf(
          settlements().filter((line) =>
            hasKeyword(body, line.carrierOrderNo, line.shipperCompanyName, line.carrierCompanyName),
          ),
          body,
        ),
      ),
    [PATHS.settlementDetail]: (body) => {
      const line = settlements().find((candidate) => candidate.id === body.id);
      return line ? ok(line) : refuse('结算单不存在');
    },
  };

  const upload = (body: Record<string, unknown>): Envelope<UploadedFile> => {
    const fileId = `upload-${++serial}`;
    return ok({
      fileId,
      name: String(body.file),
      size: 68,
      contentType: 'image/png',
      url: `${API.common.file}?id=${fileId}`,
    });
  };

  const answer = answerRoutes(routes, ({ path, body }) => {
    if (path === API.permission.loadMenuAndPermission) return ok({ menus: [], permissions });
    if (path === PATHS.upload) return upload(body);
    return undefined;
  });
  const fetch = installFakeFetch(answer, { delayMs: options.delayMs });

  const stored = (id: string) => {
    const row = find(id);
    if (!row) throw new Error(`no carrier order ${id}`);
    return row;
  };
  const move = (id: string, action: CarrierOrderAction, announced = true): CarrierOrderDetail => {
    const row = stored(id);
    if (action === 'assignVehicle') {
      const entry = fixtures.vehicle(row.id, row.documentNo, history.length + 1, 'pending', '川A88888');
      history.push(entry);
      row.vehicle = entry;
    }
    apply(row, action, '', announced);
    return fixtures.answered(row);
  };

  return {
    ...fetch,
    orders,
    streams,
    move,
    announce: (id) => announce(stored(id)),
    restore() {
      fetch.restore();
      streams.restore();
    },
  };
}
