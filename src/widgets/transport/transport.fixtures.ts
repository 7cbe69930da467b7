/** Sample data of the transport pages for the fake backend (stories and browser tests). */
import type { TrayType, Warehouse } from '../../contract/stock';
import type { InboundListRow, Waybill, WaybillStatus } from '../../contract/transport';
import { fixtureInboundOrder, fixtureTrayType, fixtureWarehouse } from '../test-support/fixture-builders';

export const ME = { id: 'co-lecheng', name: '上海乐橙食品有限公司' };
const DAY = 24 * 60 * 60 * 1000;
const BASE = Date.parse('2026-11-20T02:00:00.000Z');
const at = (days: number) => new Date(BASE - days * DAY).toISOString();

export const TRAY_TYPES: TrayType[] = [
  fixtureTrayType('1210', '川字塑料托盘', { material: '塑料', dailyRentFen: 30, depositFen: 15000 }),
  fixtureTrayType('1311', '田字塑料托盘', { material: '塑料', dailyRentFen: 35, depositFen: 18000 }),
];

const warehouse = (id: string, companyId: string, name: string): Warehouse =>
  fixtureWarehouse({ id, companyId, name, detailAddress: '叶城路 100 号', createdAt: at(300) });

export const MY_WAREHOUSES = [
  warehouse('wh-jiading', ME.id, '上海嘉定仓'),
  warehouse('wh-suzhou', ME.id, '苏州工业园区仓'),
];
export const CLIENTS = [
  { companyId: 'co-shuwei', companyName: '成都蜀味餐饮供应链有限公司' },
  { companyId: 'co-fruit', companyName: '上海嘉定鲜果批发有限公司' },
];
export const CLIENT_WAREHOUSES = [
  warehouse('wh-shuangliu', 'co-shuwei', '成都双流中央厨房仓'),
  warehouse('wh-fruit', 'co-fruit', '嘉定鲜果批发市场仓'),
];

const waybill = (n: number, status: WaybillStatus, quantity: number): Waybill => {
  const client = CLIENTS[n % 2]!;
  const created = at(n);
  const step = (hours: number) => new Date(Date.parse(created) + hours * 3_600_000).toISOString();
  const reached = (...states: WaybillStatus[]) => states.includes(status);
  return {
    id: `wb-${n}`,
    documentNo: `YD20261120-${String(n).padStart(6, '0')}`,
    trayTypeCode: '1210',
    trayTypeName: '川字塑料托盘',
    quantity,
    createdAt: created,
    updatedAt: created,
    remark: n % 3 === 0 ? '易碎品，轻装轻卸' : '',
    status,
    fromCompanyId: ME.id,
    fromCompanyName: ME.name,
    fromWarehouseId: 'wh-jiading',
    fromWarehouseName: '上海嘉定仓',
    toCompanyId: client.companyId,
    toCompanyName: client.companyName,
    toWarehouseId: CLIENT_WAREHOUSES[n % 2]!.id,
    toWarehouseName: CLIENT_WAREHOUSES[n % 2]!.name,
    ownerCompanyId: ME.id,
    plateNumber: ['沪A6D218', '沪BD12345', '苏E7K309'][n % 3]!,
    driverName: n % 2 ? '王建国' : '',
    driverPhone: n % 2 ? '13900000011' : '',
    vehicleProvider: n % 2 ? 'trans' : null,
    departedAt: reached('inTransit', 'arrived', 'confirmed') ? step(4) : null,
    arrivedAt: reached('arrived', 'confirmed') ? step(24) : null,
    confirmedAt: reached('confirmed') ? step(30) : null,
  };
};

/** Newest first: two waiting to leave, two on the road, three arrived, two confirmed. */
export const WAYBILLS: Waybill[] = [
  waybill(1, 'created', 16),
  waybill(2, 'created', 8),
  waybill(3, 'inTransit', 25),
  waybill(4, 'inTransit', 18),
  waybill(5, 'arrived', 20),
  waybill(6, 'arrived', 15),
  waybill(7, 'arrived', 12),
  waybill(8, 'confirmed', 30),
  waybill(9, 'confirmed', 40),
];

/** Platform deliveries and client returns of 1311 to 苏州工业园区仓 by 苏E88888. */
const inbound = (
  n: number,
  status: InboundListRow['status'],
  source: InboundListRow['source'],
  quantity: number,
  difference?: Pick<InboundListRow, 'receivedQuantity' | 'differenceReason'>,
): InboundListRow => {
  const [tray, to] = [TRAY_TYPES[1]!, MY_WAREHOUSES[1]!];
  const client = source === 'client' ? { ...CLIENTS[0]!, warehouse: CLIENT_WAREHOUSES[0]! } : null;
  return {
    ...fixtureInboundOrder({
      id: `in-${n}`,
      documentNo: `RK20261120-${String(n).padStart(6, '0')}`,
      status,
      trayTypeCode: tray.code,
      trayTypeName: tray.name,
      quantity,
      warehouseId: to.id,
      warehouseName: to.name,
      createdAt: at(n),
      plateNumber: '苏E88888',
      ...difference,
    }),
    source,
    clientCompanyId: client?.companyId ?? null,
    clientCompanyName: client?.companyName ?? '',
    clientWarehouseId: client?.warehouse.id ?? null,
    clientWarehouseName: client?.warehouse.name ?? '',
  };
};

export const INBOUND_ROWS: InboundListRow[] = [
  inbound(1, 'inTransit', 'platform', 100),
  inbound(2, 'signed', 'platform', 60, { receivedQuantity: 58, differenceReason: '两片破损' }),
  inbound(3, 'signed', 'client', 15),
  inbound(4, 'completed', 'platform', 80),
];

export const ALL_TRANSPORT_CODES = [
  'yelopack-transport-out-checkDetail',
  'yelopack-transport-out-confirmArrive',
  'yelopack-transport-out-delete',
  'yelopack-transport-out-export',
  'yelopack-transport-import-checkDetail',
  'yelopack-transport-import-confirmFinish',
  'yelopack-transport-import-buildInbound',
  'yelopack-transport-import-export',
] as const;
