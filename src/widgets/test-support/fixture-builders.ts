/** Builders of the reference data every widget's fake backend needs (invented; stories and browser tests). */
import type { InboundOrder, TrayType, Warehouse } from '../../contract/stock';

/** A tray type; its size is read from its code (1210 is 1200×1000 mm, 1208 is 1200×800 mm). */
export function fixtureTrayType(
  code: string,
  name: string,
  terms: Pick<TrayType, 'material' | 'dailyRentFen' | 'depositFen'>,
): TrayType {
  const [length, width] = [code.slice(0, 2), code.slice(2)].map((part) => Number(part) * 100);
  return { code, name, size: `${length}×${width} mm`, ...terms };
}

/** A warehouse in 上海市嘉定区 looked after by 周敏, with no map position, unless `fields` say otherwise. */
export function fixtureWarehouse(
  fields: Pick<Warehouse, 'id' | 'companyId' | 'name'> & Partial<Warehouse>,
): Warehouse {
  return {
    province: '上海市',
    city: '上海市',
    district: '嘉定区',
    detailAddress: '',
    contact: '周敏',
    phone: '13812345678',
    longitude: null,
    latitude: null,
    isDefault: false,
    createdAt: '2025-03-01T01:00:00Z',
    ...fields,
  };
}

const HALF_DAY_MS = 12 * 60 * 60 * 1000;

/**
 * An inbound order as the server's detail call sends it (readInboundOrder): InboundOrder's fields and no
 * other, so a list row (InboundListRow) given as `fields` loses its list-only ones. Unless `fields` say
 * otherwise: no remark, plate or difference; once signed, received in full half a day after creation.
 */
export function fixtureInboundOrder(
  fields: Pick<
    InboundOrder,
    | 'id'
    | 'documentNo'
    | 'status'
    | 'trayTypeCode'
    | 'trayTypeName'
    | 'quantity'
    | 'warehouseId'
    | 'warehouseName'
    | 'createdAt'
  > &
    Partial<InboundOrder>,
): InboundOrder {
  const signed = fields.status !== 'inTransit';
  const {
    id,
    documentNo,
    status,
    trayTypeCode,
    trayTypeName,
    quantity,
    warehouseId,
    warehouseName,
    createdAt,
    updatedAt = createdAt,
    remark = '',
    receivedQuantity = signed ? quantity : null,
    differenceReason = '',
    plateNumber = '',
    signedAt = signed ? new Date(Date.parse(createdAt) + HALF_DAY_MS).toISOString() : null,
  } = fields;
  return {
    id,
    documentNo,
    trayTypeCode,
    trayTypeName,
    quantity,
    createdAt,
    updatedAt,
    remark,
    status,
    warehouseId,
    warehouseName,
    receivedQuantity,
    differenceReason,
    plateNumber,
    signedAt,
  };
}
