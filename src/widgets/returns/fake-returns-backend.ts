/**
 * An in-memory stand-in for the return calls for the stories (offline Storybook) and browser tests,
 * with the server's rules the views show: bookings within the available stock, a repeated requestId
 * changes nothing, cancelling only while booked, return numbers checked and used once.
 * Not part of the widget's bundle.
 */
import type { Envelope, Page, ValidationFailure } from '../../contract/envelope';
import type {
  BookDoorPickupRequest,
  CheckReturnNumberResult,
  CreateSelfReturnRequest,
  ReturnStatus,
  TransportRecord,
  TrayReturn,
  TrayReturnDetail,
} from '../../contract/returns';
import { installFakeFetch, ok, type FakeFetch } from '../test-support/fake-fetch';
import {
  ALL_RETURN_CODES,
  CUSTOMER_RETURNS,
  DEPOTS,
  ON_HAND,
  RETURN_NUMBERS,
  RETURNS,
  TRANSPORT_RECORDS,
  TRAY_TYPES,
  WAREHOUSES,
} from './returns.fixtures';

export interface FakeReturnsBackend extends FakeFetch {
  readonly returns: TrayReturn[];
  readonly records: TransportRecord[];
}

export interface FakeReturnsOptions {
  permissions?: readonly string[];
  delayMs?: number;
  /** /api/config/logisticsSwitch (default true) */
  returnNumberRequired?: boolean;
  /** Pallets of applied recycling applications (getRecycleStockFlag). */
  pendingRecycle?: number;
  /** Every list answers empty. */
  empty?: boolean;
  /** Every write answers 2003 naming these fields (server names, e.g. pickupDate, returnNumber). */
  refuseFields?: ValidationFailure['fields'];
}

const page = <T>(rows: T[], body: Record<string, unknown>): Page<T> => {
  const pageNum = Number(body.pageNum ?? 1);
  const pageSize = Number(body.pageSize ?? 10);
  return {
    list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: rows.length,
    pageNum,
    pageSize,
    pages: Math.ceil(rows.length / pageSize),
  };
};

const FIRST_STEP: Record<TrayReturn['channel'], ReturnStatus> = {
  toDoor: 'booked',
  self: 'submitted',
  transport: 'received',
};
const detailOf = (item: TrayReturn): TrayReturnDetail => ({
  ...item,
  timeline: [
    { status: FIRST_STEP[item.channel], at: item.createdAt },
    ...(item.pickedUpAt ? [{ status: 'pickedUp' as const, at: item.pickedUpAt }] : []),
    ...(item.receivedAt && item.channel !== 'transport'
      ? [{ status: 'received' as const, at: item.receivedAt }]
      : []),
    ...(item.cancelledAt ? [{ status: 'cancelled' as const, at: item.cancelledAt }] : []),
  ],
});

export function installFakeReturnsBackend(options: FakeReturnsOptions = {}): FakeReturnsBackend {
  const permissions = [...(options.permissions ?? ALL_RETURN_CODES)];
  const returns = options.empty ? [] : RETURNS.map((item) => ({ ...item }));
  const records = options.empty ? [] : TRANSPORT_RECORDS.map((record) => ({ ...record }));
  const usedNumbers = new Set([RETURN_NUMBERS.used]);
  const byRequest = new Map<string, TrayReturn>();
  let serial = 100;
  const refuse = (errmsg: string): Envelope => ({ errcode: -1, errmsg, data: null });
  const refusedFields = options.refuseFields?.length
    ? { errcode: 2003, errmsg: options.refuseFields[0]!.message, data: { fields: options.refuseFields } }
    : undefined;
  const reserved = (warehouseId: string, code: string) =>
    returns
      .filter(
        (r) =>
          r.warehouseId === warehouseId &&
          r.trayTypeCode === code &&
          ['booked', 'submitted'].includes(r.status),
      )
      .reduce((sum, r) => sum + r.quantity, 0);
  const available = (warehouseId: string, code: string) =>
    Math.max(0, (ON_HAND[warehouseId]?.[code] ?? 0) - reserved(warehouseId, code));
  const checkNumber = (value: string): CheckReturnNumberResult => {
    if (value === RETURN_NUMBERS.other)
      return { valid: false, reason: 'otherCompany', message: '归还单号不属于本企业' };
    if (!/^HN2026\d{6}$/.test(value)) return { valid: false, reason: 'notIssued', message: '归还单号不存在' };
    if (usedNumbers.has(value)) return { valid: false, reason: 'used', message: '归还单号已被使用' };
    return { valid: true, reason: null, message: '' };
  };
  const listed = (filter: (r: TrayReturn) => boolean, body: Record<string, unknown>) =>
    page(
      returns
        .filter(filter)
        .filter((r) => !body.status || r.status === body.status)
        .filter((r) => !body.channel || r.channel === body.channel)
        .filter(
          (r) =>
            !body.keyword || `${r.documentNo}${r.contact}${r.plateNumber}`.includes(String(body.keyword)),
        ),
      body,
    );
  const create = (
    channel: 'toDoor' | 'self',
    input: BookDoorPickupRequest | CreateSelfReturnRequest,
  ): Envelope => {
    if (refusedFields) return refusedFields;
    const repeated = byRequest.get(input.requestId);
    if (repeated) return ok(detailOf(repeated));
    if (input.quantity > available(input.warehouseId, input.trayTypeCode)) return refuse('可用库存不足');
    const warehouse = WAREHOUSES.find((w) => w.id === input.warehouseId);
    const tray = TRAY_TYPES.find((t) => t.code === input.trayTypeCode);
    const depot = 'depotId' in input ? DEPOTS.find((d) => d.id === input.depotId) : undefined;
    const now = new Date().toISOString();
    const created: TrayReturn = {
      ...(RETURNS[0] as TrayReturn),
      id: `ret-new-${++serial}`,
      documentNo: `GH20261122-000${serial}`,
      channel,
      status: channel === 'toDoor' ? 'booked' : 'submitted',
      warehouseId: input.warehouseId,
      warehouseName: warehouse?.name ?? '',
      trayTypeCode: input.trayTypeCode,
      trayTypeName: tray?.name ?? '',
      quantity: input.quantity,
      pickedQuantity: null,
      goodQuantity: null,
      damagedQuantity: null,
      lostQuantity: null,
      pickupDate: 'pickupDate' in input ? input.pickupDate : '',
      contact: 'contact' in input ? input.contact : '',
      phone: 'phone' in input ? input.phone : '',
      depotId: depot?.id ?? null,
      depotName: depot?.name ?? '',
      plateNumber: 'plateNumber' in input ? input.plateNumber : '',
      expectedDate: 'expectedDate' in input ? input.expectedDate : '',
      transportRecordId: null,
      returnNumber: '',
      remark: input.remark ?? '',
      createdAt: now,
      updatedAt: now,
      pickedUpAt: null,
      receivedAt: null,
      cancelledAt: null,
    };
    returns.unshift(created);
    byRequest.set(input.requestId, created);
    return ok(detailOf(created));
  };

  const fetch = installFakeFetch((call) => {
    const body = call.body;
    const path = call.path;
    const name = path.split('/').at(-1);
    if (path.endsWith('permission/loadMenuAndPermission')) return ok({ menus: [], permissions });
    switch (name) {
      case 'searchDoorPickupList':
        return ok(listed((r) => r.channel === 'toDoor', body));
      case 'searchSelfReturnList':
        return ok(listed((r) => r.channel === 'self', body));
      case 'searchFactoryReturnList':
        return ok(listed((r) => r.status === 'received', { ...body, status: undefined }));
      case 'getDoorPickupDetail':
      case 'getSelfReturnDetail':
      case 'getFactoryReturnDetail': {
        const found = returns.find((r) => r.id === body.id);
        return found ? ok(detailOf(found)) : refuse('归还单不存在');
      }
      case 'bookDoorPickup':
        return create('toDoor', body as unknown as BookDoorPickupRequest);
      case 'createSelfReturn':
        return create('self', body as unknown as CreateSelfReturnRequest);
      case 'cancelDoorPickup': {
        const found = returns.find((r) => r.id === body.id);
        if (!found) return refuse('归还单不存在');
        if (found.status === 'cancelled') return ok(detailOf(found));
        if (found.status !== 'booked') return refuse(`归还单当前为「已取件」，不能取消`);
        Object.assign(found, { status: 'cancelled', cancelledAt: new Date().toISOString() });
        return ok(detailOf(found));
      }
      case 'getDepotList':
        return ok(DEPOTS);
      case 'getReturnableStock': {
        const warehouseId = String(body.warehouseId);
        return ok(
          Object.entries(ON_HAND[warehouseId] ?? {}).map(([code, onHand]) => ({
            trayTypeCode: code,
            trayTypeName: TRAY_TYPES.find((t) => t.code === code)?.name ?? '',
            onHand,
            available: available(warehouseId, code),
          })),
        );
      }
      case 'getRecycleStockFlag':
        return ok({
          required: (options.pendingRecycle ?? 0) > 0,
          pendingRecycle: options.pendingRecycle ?? 0,
        });
      case 'logisticsSwitch':
        return ok({ returnNumberRequired: options.returnNumberRequired ?? true });
      case 'searchTransportRecordList':
        return ok(
          page(
            records.filter((r) => !body.status || r.status === body.status),
            body,
          ),
        );
      case 'transportRecordConfirmSourceDetail': {
        const found = records.find((r) => r.id === body.id);
        return found ? ok(found) : refuse('运输记录不存在');
      }
      case 'checkReturnNumber':
        return ok(checkNumber(String(body.returnNumber)));
      case 'transportationRecordConfirmation': {
        if (refusedFields) return refusedFields;
        const record = records.find((r) => r.id === body.id);
        if (!record) return refuse('运输记录不存在');
        const existing = returns.find((r) => r.transportRecordId === record.id);
        if (existing) return ok(detailOf(existing));
        const number = body.returnNumber ? String(body.returnNumber) : '';
        if (number) {
          const check = checkNumber(number);
          if (!check.valid) return refuse(check.message);
          usedNumbers.add(number);
        }
        const created: TrayReturn = {
          ...(RETURNS.find((r) => r.channel === 'transport') as TrayReturn),
          id: `ret-new-${++serial}`,
          documentNo: `GH20261122-000${serial}`,
          transportRecordId: record.id,
          returnNumber: number,
          quantity: record.quantity,
        };
        returns.unshift(created);
        Object.assign(record, { status: 'confirmed', returnId: created.id, returnNumber: number });
        return ok(detailOf(created));
      }
      case 'searchCustomerReturnList':
        return ok(page(options.empty ? [] : CUSTOMER_RETURNS, body));
      case 'searchList':
        return path.includes('recevingaddress') ? ok(page(WAREHOUSES, body)) : undefined;
      case 'getTrayTypeCodes':
        return ok(TRAY_TYPES);
      default:
        return undefined;
    }
  }, options);

  return { ...fetch, returns, records };
}
