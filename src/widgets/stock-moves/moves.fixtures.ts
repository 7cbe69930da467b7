/**
 * Invented data for the fake backend of the stories and browser tests (never shown by the real widget):
 * 上海乐橙 with two warehouses, its downstream clients, documents to sign, transfers, shipments, codes.
 */
import type {
  InboundOrder,
  PalletCode,
  Shipment,
  StockRow,
  Transfer,
  TrayType,
  Warehouse,
} from '../../contract/stock';
import { fixtureTrayType, fixtureWarehouse } from '../test-support/fixture-builders';

/** The fake keeps its sale outbounds as shipments (the server makes them waybills: contract/transport.ts). */
export type FakeShipment = Omit<Shipment, 'type'> & { type: Shipment['type'] | 'saleOutbound' };

const at = (day: number, hour = 9) => new Date(Date.UTC(2025, 2, day, hour - 8)).toISOString();

export const ME = { id: 'co-lecheng', name: '上海乐橙食品有限公司' };

export const TRAY_TYPES: TrayType[] = [
  fixtureTrayType('1210', '川字塑料托盘', { material: 'HDPE', dailyRentFen: 35, depositFen: 18000 }),
  fixtureTrayType('1311', '田字网格托盘', { material: 'HDPE', dailyRentFen: 42, depositFen: 21000 }),
  fixtureTrayType('1208', '九脚注塑托盘', { material: 'PP', dailyRentFen: 28, depositFen: 12000 }),
];

const warehouse = (id: string, companyId: string, name: string, city: string, district: string): Warehouse =>
  fixtureWarehouse({
    id,
    companyId,
    name,
    province: city === '成都市' ? '四川省' : city === '上海市' ? '上海市' : '江苏省',
    city,
    district,
    detailAddress: `${district}物流园 8 号库`,
    longitude: 121.26,
    latitude: 31.38,
    isDefault: id === 'wh-jiading',
    createdAt: at(1),
  });

export const MY_WAREHOUSES: Warehouse[] = [
  warehouse('wh-jiading', ME.id, '上海嘉定仓', '上海市', '嘉定区'),
  warehouse('wh-suzhou', ME.id, '苏州工业园区仓', '苏州市', '工业园区'),
];

export const CLIENTS = [
  { companyId: 'co-shuwei', companyName: '成都蜀味餐饮供应链有限公司' },
  { companyId: 'co-jiading-fruit', companyName: '上海嘉定鲜果批发有限公司' },
];

export const CLIENT_WAREHOUSES: Warehouse[] = [
  warehouse('wh-shuangliu', 'co-shuwei', '成都双流中央厨房仓', '成都市', '双流区'),
  warehouse('wh-fruit', 'co-jiading-fruit', '嘉定鲜果批发市场仓', '上海市', '嘉定区'),
];

/** A balance of `onHand` pallets, `reserved` of them booked for returns (not available). */
const stockRow = (
  warehouseId: string,
  trayTypeCode: string,
  onHand: number,
  owner = ME,
  reserved = 0,
): StockRow => {
  const type = TRAY_TYPES.find((candidate) => candidate.code === trayTypeCode)!;
  return {
    warehouseId,
    warehouseName: MY_WAREHOUSES.find((candidate) => candidate.id === warehouseId)!.name,
    holderCompanyId: ME.id,
    holderCompanyName: ME.name,
    ownerCompanyId: owner.id,
    ownerCompanyName: owner.name,
    trayTypeCode,
    trayTypeName: type.name,
    onHand,
    available: onHand - reserved,
    inTransit: 0,
    awaitingSignature: 0,
    overdue: 0,
  };
};

export const OWN_STOCK: StockRow[] = [
  stockRow('wh-jiading', '1210', 30),
  // 20 of them booked for a door pickup: 100 available.
  stockRow('wh-jiading', '1311', 120, ME, 20),
  stockRow('wh-suzhou', '1210', 640),
];

const HUARUN = { id: 'co-huarun', name: '苏州华润包装集团' };
const BAIYUN = { id: 'co-baiyun', name: '广州白云物流有限公司' };

export const C1_STOCK: StockRow[] = [
  stockRow('wh-jiading', '1210', 10, HUARUN),
  stockRow('wh-jiading', '1311', 4, HUARUN),
  stockRow('wh-jiading', '1210', 25, BAIYUN),
];

const base = (id: string, documentNo: string, trayTypeCode: string, quantity: number, day: number) => ({
  id,
  documentNo,
  trayTypeCode,
  trayTypeName: TRAY_TYPES.find((type) => type.code === trayTypeCode)!.name,
  quantity,
  createdAt: at(day),
  updatedAt: at(day),
  remark: '',
});

export const INBOUND_ORDERS: InboundOrder[] = [
  {
    ...base('in-1', 'RK20250310001', '1210', 120, 10),
    status: 'inTransit',
    warehouseId: 'wh-jiading',
    warehouseName: '上海嘉定仓',
    receivedQuantity: null,
    differenceReason: '',
    plateNumber: '沪A12345',
    signedAt: null,
  },
  {
    ...base('in-2', 'RK20250301002', '1311', 80, 1),
    status: 'signed',
    warehouseId: 'wh-suzhou',
    warehouseName: '苏州工业园区仓',
    receivedQuantity: 78,
    differenceReason: '两片破损',
    plateNumber: '苏E2B345',
    signedAt: at(2),
  },
];

/** A receiver's dispute window still open whenever the stories and tests run (30 days from now). */
export const OPEN_WINDOW_END = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();

const transfer = (
  id: string,
  documentNo: string,
  direction: 'out' | 'in',
  status: Transfer['status'],
  quantity: number,
  day: number,
): Transfer => ({
  ...base(id, documentNo, '1210', quantity, day),
  status,
  direction,
  fromCompanyId: direction === 'out' ? ME.id : BAIYUN.id,
  fromCompanyName: direction === 'out' ? ME.name : BAIYUN.name,
  fromWarehouseId: direction === 'out' ? 'wh-jiading' : 'wh-baiyun',
  fromWarehouseName: direction === 'out' ? '上海嘉定仓' : '广州白云仓',
  toCompanyId: direction === 'out' ? BAIYUN.id : ME.id,
  toCompanyName: direction === 'out' ? BAIYUN.name : ME.name,
  toWarehouseId: status === 'accepted' ? (direction === 'out' ? 'wh-baiyun' : 'wh-jiading') : null,
  toWarehouseName: status === 'accepted' ? (direction === 'out' ? '广州白云仓' : '上海嘉定仓') : '',
  correctedQuantity: null,
  disputeReason: '',
  disputedAt: null,
  disputableUntil: status === 'pending' || status === 'accepted' ? OPEN_WINDOW_END : null,
});

export const TRANSFERS: Transfer[] = [
  transfer('tr-1', 'DB20250312001', 'out', 'pending', 40, 12),
  transfer('tr-2', 'DB20250308002', 'out', 'accepted', 60, 8),
  transfer('tr-3', 'DB20250305003', 'out', 'cancelled', 20, 5),
  transfer('tr-4', 'DB20250311004', 'in', 'pending', 50, 11),
  ...Array.from({ length: 10 }, (_, index) =>
    transfer(
      `tr-old-${index}`,
      `DB202502${String(20 - index).padStart(2, '0')}10${index}`,
      'out',
      'accepted',
      10 + index,
      1,
    ),
  ),
];

const shipment = (
  id: string,
  documentNo: string,
  type: FakeShipment['type'],
  status: Shipment['status'],
  day: number,
): FakeShipment => ({
  ...base(id, documentNo, '1210', 30, day),
  type,
  status,
  fromCompanyId: ME.id,
  fromCompanyName: ME.name,
  fromWarehouseId: 'wh-jiading',
  fromWarehouseName: '上海嘉定仓',
  toCompanyId: 'co-shuwei',
  toCompanyName: CLIENTS[0]!.companyName,
  toWarehouseId: 'wh-shuangliu',
  toWarehouseName: '成都双流中央厨房仓',
  ownerCompanyId: type === 'circulation' ? HUARUN.id : ME.id,
  plateNumber: '沪B67890',
  arrivedAt: status === 'arrived' ? at(day + 2) : null,
});

export const SHIPMENTS: FakeShipment[] = [
  shipment('sh-1', 'CK20250309001', 'saleOutbound', 'inTransit', 9),
  shipment('sh-2', 'CK20250302002', 'saleOutbound', 'arrived', 2),
  shipment('sh-3', 'LZ20250307001', 'circulation', 'arrived', 7),
];

const CODE_STATUSES: PalletCode['status'][] = ['inStock', 'inStock', 'inTransit', 'atDownstream', 'recycled'];

export const PALLET_CODES: PalletCode[] = Array.from({ length: 23 }, (_, index) => {
  const type = TRAY_TYPES[index % 3]!;
  const home = MY_WAREHOUSES[index % 2]!;
  return {
    traceId: `${(0x3f2b8c1e + index).toString(16)}9a7d4e6b8c2d1f0a9b8e${(0x7d6c + index).toString(16)}`,
    trayTypeCode: type.code,
    trayTypeName: type.name,
    warehouseId: home.id,
    warehouseName: home.name,
    status: CODE_STATUSES[index % CODE_STATUSES.length]!,
    boundAt: at(1 + (index % 10)),
    lastMovedAt: at(11 + (index % 10)),
  };
});

/** Every permission code of these pages (the admin's set). */
export const ALL_MOVES_CODES = [
  'yelopack-stock-sign-check',
  'yelopack-stock-sign-sign',
  'yelopack-stock-sign-export',
  'yelopack-stock-transfer-cancel',
  'yelopack-stock-transfer-export',
  'yelopack-stock-own-saleOut',
  'yelopack-stock-circulation-out',
  'yelopack-stock-circulation-export',
  'yelopack-stock-code-export',
];
