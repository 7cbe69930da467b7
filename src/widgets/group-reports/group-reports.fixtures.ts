/**
 * Invented figures of 苏州华润包装集团 (its members 昆山工厂 and 无锡工厂, their downstream clients) and of
 * the downstream customer 成都蜀味, for the fake backend of the stories and browser tests.
 */
import type { LedgerKind, Shipment, Transfer } from '../../contract/stock';
import {
  MOVEMENT_CLASS,
  type MemberFigures,
  type MovementRow,
  type ReportCompany,
  type ReportStockRow,
  type StockInfoRow,
} from '../../contract/reports';
import { LEDGER_KIND_DOCUMENT } from '../../contract/stock';
import { DEFAULT_TRANSFER_DISPUTE_DAYS } from '../../contract/transfer-disputes';
import { fixtureTrayType, fixtureWarehouse } from '../test-support/fixture-builders';

export const GROUP_NAME = '苏州华润包装集团';
export const KUNSHAN: ReportCompany = { companyId: 'co-kunshan', companyName: '昆山工厂' };
export const WUXI: ReportCompany = { companyId: 'co-wuxi', companyName: '无锡工厂' };
export const MEMBERS = [KUNSHAN, WUXI];
export const SHUWEI: ReportCompany = { companyId: 'co-shuwei', companyName: '成都蜀味' };
const HEMA: ReportCompany = { companyId: 'co-hema', companyName: '上海盒马鲜生' };

export const TRAY_TYPES = [
  fixtureTrayType('1210', '川字塑料托盘', { material: '塑料', dailyRentFen: 30, depositFen: 15000 }),
  fixtureTrayType('1311', '田字网格托盘', { material: '塑料', dailyRentFen: 35, depositFen: 18000 }),
];

/** 成都蜀味's own warehouses (the 仓库 filter of role 7). */
export const SHUWEI_WAREHOUSES = [
  fixtureWarehouse({
    id: 'wh-shuwei-1',
    companyId: SHUWEI.companyId,
    name: '成都双流仓',
    province: '四川省',
    city: '成都市',
  }),
];

export const MEMBER_FIGURES: MemberFigures[] = [
  {
    ...KUNSHAN,
    onHand: 1850,
    inTransit: 120,
    awaitingSignature: 60,
    atDownstream: 430,
    monthIn: 640,
    monthOut: 590,
    warehouses: 2,
  },
  {
    ...WUXI,
    onHand: 1240,
    inTransit: 80,
    awaitingSignature: 0,
    atDownstream: 215,
    monthIn: 380,
    monthOut: 410,
    warehouses: 1,
  },
];

const place = { province: '江苏省', updatedAt: '2026-11-20T02:00:00Z' };
const balance = (
  holder: ReportCompany,
  owner: ReportCompany,
  warehouse: [string, string, string],
  trayTypeCode: '1210' | '1311',
  onHand: number,
): ReportStockRow => ({
  ...holder,
  ...place,
  warehouseId: warehouse[0],
  warehouseName: warehouse[1],
  city: warehouse[2],
  trayTypeCode,
  trayTypeName: trayTypeCode === '1210' ? '川字塑料托盘' : '田字网格托盘',
  ownerCompanyId: owner.companyId,
  ownerCompanyName: owner.companyName,
  onHand,
  available: onHand - 40,
  inTransit: 30,
  awaitingSignature: 10,
});

/** The members' own balances. */
export const MEMBER_STOCK: ReportStockRow[] = [
  balance(KUNSHAN, KUNSHAN, ['wh-ks-1', '昆山花桥仓', '苏州市'], '1210', 1200),
  balance(KUNSHAN, KUNSHAN, ['wh-ks-2', '昆山中转仓', '苏州市'], '1311', 650),
  balance(WUXI, WUXI, ['wh-wx-1', '无锡新区仓', '无锡市'], '1210', 1240),
];

/** The members' pallets their downstream clients hold. */
export const DOWNSTREAM_STOCK: ReportStockRow[] = [
  { ...balance(HEMA, KUNSHAN, ['wh-hema-1', '盒马上海仓', '上海市'], '1210', 430), province: '上海市' },
  { ...balance(SHUWEI, WUXI, ['wh-shuwei-1', '成都双流仓', '成都市'], '1210', 215), province: '四川省' },
];

/** 成都蜀味's own balances (role 7). */
export const SHUWEI_STOCK: ReportStockRow[] = [
  { ...balance(SHUWEI, WUXI, ['wh-shuwei-1', '成都双流仓', '成都市'], '1210', 215), province: '四川省' },
  { ...balance(SHUWEI, WUXI, ['wh-shuwei-1', '成都双流仓', '成都市'], '1311', 90), province: '四川省' },
];

/** What the company's downstream clients hold of its pallets of one tray type. */
const heldDownstream = (company: ReportCompany, trayTypeCode: string) =>
  DOWNSTREAM_STOCK.filter(
    (row) => row.ownerCompanyId === company.companyId && row.trayTypeCode === trayTypeCode,
  ).reduce((sum, row) => sum + row.onHand, 0);

const info = (company: ReportCompany, rows: ReportStockRow[]): StockInfoRow[] =>
  (['1210', '1311'] as const)
    .map((code) => rows.filter((row) => row.companyId === company.companyId && row.trayTypeCode === code))
    .filter((same) => same.length > 0)
    .map((same) => ({
      ...company,
      trayTypeCode: same[0]!.trayTypeCode,
      trayTypeName: same[0]!.trayTypeName,
      onHand: same.reduce((sum, row) => sum + row.onHand, 0),
      available: same.reduce((sum, row) => sum + row.available, 0),
      inTransit: same.reduce((sum, row) => sum + row.inTransit, 0),
      awaitingSignature: same.reduce((sum, row) => sum + row.awaitingSignature, 0),
      atDownstream: heldDownstream(company, same[0]!.trayTypeCode),
      warehouses: new Set(same.map((row) => row.warehouseId)).size,
    }));

export const MEMBER_STOCK_INFO: StockInfoRow[] = [
  ...info(KUNSHAN, MEMBER_STOCK),
  ...info(WUXI, MEMBER_STOCK),
];
export const SHUWEI_STOCK_INFO: StockInfoRow[] = info(SHUWEI, SHUWEI_STOCK);

const movement = (
  index: number,
  company: ReportCompany,
  kind: LedgerKind,
  createdAt: string,
  quantity: number,
  warehouse: [string, string] = company === WUXI ? ['wh-wx-1', '无锡新区仓'] : ['wh-ks-1', '昆山花桥仓'],
): MovementRow => ({
  ...company,
  id: `mv-${index}`,
  createdAt,
  kind,
  documentType: LEDGER_KIND_DOCUMENT[kind],
  documentId: `doc-${index}`,
  documentNo: `JT2026${String(1100 + index).padStart(6, '0')}`,
  warehouseId: warehouse[0],
  warehouseName: warehouse[1],
  trayTypeCode: '1210',
  trayTypeName: '川字塑料托盘',
  ownerCompanyName: company.companyName,
  quantity,
  delta: MOVEMENT_CLASS[kind] === 'out' ? -quantity : quantity,
});

/** The members' ledger entries, newest first (every list takes the kinds it lists). */
export const MEMBER_MOVEMENTS: MovementRow[] = [
  movement(1, KUNSHAN, 'inbound', '2026-11-20T03:10:00Z', 300),
  movement(2, WUXI, 'transferIn', '2026-11-18T06:00:00Z', 120),
  movement(3, KUNSHAN, 'saleOut', '2026-11-16T01:30:00Z', 200),
  movement(4, WUXI, 'circulationOut', '2026-11-12T08:45:00Z', 80),
  movement(5, KUNSHAN, 'circulationIn', '2026-11-10T02:20:00Z', 60),
  movement(6, KUNSHAN, 'trayReturn', '2026-11-05T07:00:00Z', 150),
  movement(7, WUXI, 'customerReturnIn', '2026-10-28T05:00:00Z', 40),
];

/** 成都蜀味's ledger entries, newest first. */
export const SHUWEI_MOVEMENTS: MovementRow[] = [
  movement(11, SHUWEI, 'saleIn', '2026-11-19T02:00:00Z', 200, ['wh-shuwei-1', '成都双流仓']),
  movement(12, SHUWEI, 'circulationOut', '2026-11-14T04:00:00Z', 50, ['wh-shuwei-1', '成都双流仓']),
  movement(13, SHUWEI, 'customerReturnOut', '2026-11-08T09:00:00Z', 30, ['wh-shuwei-1', '成都双流仓']),
].map((row) => ({ ...row, ownerCompanyName: WUXI.companyName }));

/** A member's on hand at the end of bucket `index` of `count`: a rise with a seasonal swing. */
export function onHandAt(company: ReportCompany, index: number): number {
  const base = company === WUXI ? 1000 : 1400;
  return base + index * 15 + Math.round(180 * Math.sin(index / 2));
}
/** A member's pallets in and out in bucket `index`. */
export const inboundAt = (company: ReportCompany, index: number) =>
  (company === WUXI ? 60 : 90) + (index % 4) * 10;
export const outboundAt = (company: ReportCompany, index: number) =>
  (company === WUXI ? 50 : 80) + (index % 3) * 12;

const documentBase = (id: string, documentNo: string, createdAt: string, quantity: number) => ({
  id,
  documentNo,
  trayTypeCode: '1210',
  trayTypeName: '川字塑料托盘',
  quantity,
  createdAt,
  updatedAt: createdAt,
  remark: '',
});

/** Circulations sent to 成都蜀味, still on the road (在途待确认到货). */
export const SHUWEI_ARRIVALS: Shipment[] = [
  {
    ...documentBase('sh-1', 'LZ202611220001', '2026-11-22T03:00:00Z', 80),
    type: 'circulation',
    status: 'inTransit',
    fromCompanyId: WUXI.companyId,
    fromCompanyName: WUXI.companyName,
    fromWarehouseId: 'wh-wx-1',
    fromWarehouseName: '无锡新区仓',
    toCompanyId: SHUWEI.companyId,
    toCompanyName: SHUWEI.companyName,
    toWarehouseId: 'wh-shuwei-1',
    toWarehouseName: '成都双流仓',
    ownerCompanyId: WUXI.companyId,
    plateNumber: '苏B12345',
    arrivedAt: null,
  },
];

const sentTransfer = (
  id: string,
  documentNo: string,
  status: Transfer['status'],
  createdAt: string,
  quantity: number,
): Transfer => ({
  ...documentBase(id, documentNo, createdAt, quantity),
  status,
  fromCompanyId: SHUWEI.companyId,
  fromCompanyName: SHUWEI.companyName,
  fromWarehouseId: 'wh-shuwei-1',
  fromWarehouseName: '成都双流仓',
  toCompanyId: HEMA.companyId,
  toCompanyName: HEMA.companyName,
  toWarehouseId: null,
  toWarehouseName: '',
  direction: 'out',
  correctedQuantity: null,
  disputeReason: '',
  disputedAt: null,
  disputableUntil: new Date(Date.parse(createdAt) + DEFAULT_TRANSFER_DISPUTE_DAYS * 86_400_000).toISOString(),
});

/** Transfers 成都蜀味 sent: one waiting for its receiver, one signed. */
export const SHUWEI_TRANSFERS: Transfer[] = [
  sentTransfer('tr-1', 'DB202611230001', 'pending', '2026-11-23T06:00:00Z', 20),
  sentTransfer('tr-2', 'DB202611100001', 'accepted', '2026-11-10T06:00:00Z', 35),
];

/** 成都蜀味's own clients and their warehouse: where it sends pallets on (流转出库). */
export const SHUWEI_CLIENTS = [{ companyId: HEMA.companyId, companyName: HEMA.companyName }];
export const SHUWEI_CLIENT_WAREHOUSES = [
  fixtureWarehouse({ id: 'wh-hema-1', name: '盒马成都仓', companyId: HEMA.companyId }),
];
