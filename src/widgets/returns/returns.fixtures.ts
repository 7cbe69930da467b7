/** Demo data of the stories and browser tests: 上海乐橙's returns in every state (invented numbers). */
import type {
  CustomerReturnRow,
  ReturnDepot,
  ReturnStatus,
  TransportRecord,
  TrayReturn,
} from '../../contract/returns';
import type { TrayType, Warehouse } from '../../contract/stock';
import { fixtureTrayType, fixtureWarehouse } from '../test-support/fixture-builders';

export const ALL_RETURN_CODES = [
  'yelopack-return-toDoor-export',
  'yelopack-return-toDoor-check',
  'yelopack-return-toDoor-goReturn',
  'yelopack-return-self-export',
  'yelopack-return-self-check',
  'yelopack-returntray-record-export',
  'yelopack-returntray-record-check',
];

export const WAREHOUSES: Warehouse[] = [
  fixtureWarehouse({ id: 'wh-jiading', companyId: 'co-lecheng', name: '上海嘉定仓', isDefault: true }),
  fixtureWarehouse({ id: 'wh-suzhou', companyId: 'co-lecheng', name: '苏州工业园区仓' }),
];

export const TRAY_TYPES: TrayType[] = [
  fixtureTrayType('1210', '川字塑料托盘', { material: '塑料', dailyRentFen: 30, depositFen: 15000 }),
  fixtureTrayType('1311', '田字网格托盘', { material: '塑料', dailyRentFen: 35, depositFen: 18000 }),
];

export const DEPOTS: ReturnDepot[] = [
  {
    id: 'depot-qingpu',
    name: '乐橙托盘上海青浦回收站',
    province: '上海市',
    city: '上海市',
    address: '青浦区华新镇华腾路 1288 号',
    contact: '周师傅',
    phone: '13816620731',
    longitude: 121.2317,
    latitude: 31.2524,
  },
  {
    id: 'depot-suzhou',
    name: '苏州工业园区回收站',
    province: '江苏省',
    city: '苏州市',
    address: '工业园区星湖街 328 号',
    contact: '陈师傅',
    phone: '13962128840',
    longitude: 120.7395,
    latitude: 31.2655,
  },
];

/** On hand per warehouse × tray type. */
export const ON_HAND: Record<string, Record<string, number>> = {
  'wh-jiading': { '1210': 320, '1311': 40 },
  'wh-suzhou': { '1311': 85 },
};

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 9, day, hour)).toISOString();

function make(
  n: number,
  channel: TrayReturn['channel'],
  status: ReturnStatus,
  extra: Partial<TrayReturn> = {},
): TrayReturn {
  const received = status === 'received';
  const picked = status === 'pickedUp' || (received && channel === 'toDoor');
  const quantity = 10 + n;
  return {
    id: `ret-${n}`,
    documentNo: `GH202610${String(n).padStart(2, '0')}-${String(n).padStart(6, '0')}`,
    channel,
    status,
    companyId: 'co-lecheng',
    companyName: '上海乐橙食品有限公司',
    warehouseId: 'wh-jiading',
    warehouseName: '上海嘉定仓',
    trayTypeCode: '1210',
    trayTypeName: '川字塑料托盘',
    quantity,
    pickedQuantity: channel === 'toDoor' && picked ? quantity : null,
    goodQuantity: received ? quantity - 3 : null,
    damagedQuantity: received ? 2 : null,
    lostQuantity: received ? 1 : null,
    pickupDate: channel === 'toDoor' ? '2026-10-20' : '',
    contact: channel === 'toDoor' ? '王建国' : '',
    phone: channel === 'toDoor' ? '13812345678' : '',
    depotId: channel === 'toDoor' ? null : 'depot-qingpu',
    depotName: channel === 'toDoor' ? '' : '乐橙托盘上海青浦回收站',
    plateNumber: channel === 'toDoor' ? '' : '沪B6K218',
    expectedDate: channel === 'self' ? '2026-10-21' : '',
    transportRecordId: channel === 'transport' ? 'rec-1' : null,
    returnNumber: channel === 'transport' ? 'HN2026000001' : '',
    remark: '',
    createdAt: at(n),
    updatedAt: at(n, 12),
    pickedUpAt: picked ? at(n, 14) : null,
    receivedAt: received ? at(n + 1) : null,
    cancelledAt: status === 'cancelled' ? at(n, 11) : null,
    ...extra,
  };
}

/** Newest first, like the server. */
export const RETURNS: TrayReturn[] = [
  make(12, 'toDoor', 'booked'),
  make(11, 'toDoor', 'pickedUp'),
  make(10, 'toDoor', 'received'),
  make(9, 'toDoor', 'cancelled'),
  make(8, 'self', 'submitted'),
  make(7, 'self', 'received'),
  make(6, 'transport', 'received'),
];

export const TRANSPORT_RECORDS: TransportRecord[] = [
  {
    id: 'rec-2',
    recordNo: 'YS20261015-000002',
    status: 'pending',
    warehouseId: 'wh-jiading',
    warehouseName: '上海嘉定仓',
    depotId: 'depot-qingpu',
    depotName: '乐橙托盘上海青浦回收站',
    trayTypeCode: '1210',
    trayTypeName: '川字塑料托盘',
    quantity: 15,
    goodQuantity: 14,
    damagedQuantity: 1,
    lostQuantity: 0,
    waybillNo: 'YD202610150015',
    plateNumber: '苏E3M907',
    driverName: '赵师傅',
    departedAt: at(15),
    arrivedAt: at(15, 15),
    returnId: null,
    returnNumber: '',
    confirmedAt: null,
  },
];

/** Return numbers the platform issued: one free, one used, one of another company. */
export const RETURN_NUMBERS = { free: 'HN2026000002', used: 'HN2026000001', other: 'HN2026100001' };

export const CUSTOMER_RETURNS: CustomerReturnRow[] = [
  {
    id: 'in-1',
    documentNo: 'RK20261012-000031',
    clientCompanyId: 'co-shuwei',
    clientCompanyName: '上海蜀味餐饮管理有限公司',
    warehouseId: 'wh-jiading',
    warehouseName: '上海嘉定仓',
    trayTypeCode: '1210',
    trayTypeName: '川字塑料托盘',
    quantity: 24,
    status: 'signed',
    receivedQuantity: 24,
    createdAt: at(12),
    signedAt: at(12),
  },
];
