/**
 * Invented stock data for the fake backend (stories and browser tests; never shown by the real widget):
 * 上海乐橙食品有限公司 with four warehouses × three tray types, its ledger, a C1 customer's view and
 * the downstream clients holding its pallets.
 */
import {
  LEDGER_KIND_DOCUMENT,
  type LedgerEntryRow,
  type LedgerKind,
  type StockRow,
  type TrayType,
  type Warehouse,
} from '../../contract/stock';
import { fixtureTrayType, fixtureWarehouse } from '../test-support/fixture-builders';
import type { StockFixtures } from './fake-stock-backend';

const ME = { id: 'co-lecheng', name: '上海乐橙食品有限公司' };
const UPSTREAM = { id: 'co-huarun', name: '苏州华润包装集团' };

export const FIXTURE_TRAY_TYPES: TrayType[] = [
  fixtureTrayType('1210', '川字塑料托盘', { material: 'HDPE', dailyRentFen: 35, depositFen: 12000 }),
  fixtureTrayType('1311', '田字网格托盘', { material: 'HDPE', dailyRentFen: 45, depositFen: 15000 }),
  fixtureTrayType('1208', '九脚注塑托盘', { material: 'PP', dailyRentFen: 25, depositFen: 8000 }),
];

const warehouse = (
  id: string,
  name: string,
  city: string,
  district: string,
  longitude: number,
  latitude: number,
) =>
  fixtureWarehouse({
    id,
    companyId: ME.id,
    name,
    province: city === '上海市' ? '上海市' : '江苏省',
    city,
    district,
    detailAddress: `${district}物流园 8 号库`,
    contact: '王建国',
    longitude,
    latitude,
    isDefault: id === 'wh-jiading',
    createdAt: '2024-06-01T02:00:00Z',
  });

export const FIXTURE_WAREHOUSES: Warehouse[] = [
  warehouse('wh-jiading', '上海嘉定仓', '上海市', '嘉定区', 121.2655, 31.3747),
  warehouse('wh-kunshan', '昆山仓', '苏州市', '昆山市', 120.9808, 31.3856),
  warehouse('wh-sip', '苏州工业园区仓', '苏州市', '工业园区', 120.7236, 31.3246),
  warehouse('wh-wuxi', '无锡新吴仓', '无锡市', '新吴区', 120.3632, 31.4906),
];

function ownRow(house: Warehouse, type: TrayType, index: number): StockRow {
  const onHand = 40 + ((index * 37) % 260);
  return {
    warehouseId: house.id,
    warehouseName: house.name,
    holderCompanyId: ME.id,
    holderCompanyName: ME.name,
    ownerCompanyId: ME.id,
    ownerCompanyName: ME.name,
    trayTypeCode: type.code,
    trayTypeName: type.name,
    onHand,
    // Every fourth balance has 30 pallets booked for a door pickup: on hand, not available.
    available: index % 4 === 0 ? onHand - 30 : onHand,
    inTransit: (index * 13) % 50,
    awaitingSignature: index % 3 === 0 ? 20 : 0,
    overdue: 0,
  };
}

const OWN: StockRow[] = FIXTURE_WAREHOUSES.flatMap((house, h) =>
  FIXTURE_TRAY_TYPES.map((type, t) => ownRow(house, type, h * 3 + t + 1)),
);

const C1: StockRow[] = [
  {
    ...OWN[0]!,
    warehouseId: 'wh-chengdu',
    warehouseName: '成都双流仓',
    holderCompanyId: 'co-shuwei',
    holderCompanyName: '成都蜀味餐饮供应链有限公司',
    ownerCompanyId: ME.id,
    ownerCompanyName: ME.name,
    onHand: 120,
    overdue: 15,
  },
  {
    ...OWN[1]!,
    warehouseId: 'wh-chengdu',
    warehouseName: '成都双流仓',
    holderCompanyId: 'co-shuwei',
    holderCompanyName: '成都蜀味餐饮供应链有限公司',
    ownerCompanyId: UPSTREAM.id,
    ownerCompanyName: UPSTREAM.name,
    onHand: 64,
    overdue: 0,
  },
];

const DOWNSTREAM: StockRow[] = [
  { ...C1[0]! },
  {
    ...OWN[2]!,
    warehouseId: 'wh-guangzhou-client',
    warehouseName: '广州白云配送中心',
    holderCompanyId: 'co-baiyun-fresh',
    holderCompanyName: '广州白云鲜果批发有限公司',
    onHand: 48,
    inTransit: 12,
    overdue: 6,
  },
];

const KINDS: LedgerKind[] = ['inbound', 'saleOut', 'transferOut', 'transferIn', 'recycle', 'saleIn'];
const SIGN: Record<LedgerKind, 1 | -1> = {
  inbound: 1,
  saleOut: -1,
  saleIn: 1,
  transferOut: -1,
  transferIn: 1,
  transferCancel: 1,
  transferCorrection: 1,
  circulationOut: -1,
  circulationIn: 1,
  recycle: -1,
  recycleCancel: 1,
  deduction: -1,
  trayReturn: -1,
  customerReturnOut: -1,
  customerReturnIn: 1,
};

/** 14 entries for the first balance (上海嘉定仓 × 1210), a few for the others; one an hour back from 2025-03-01. */
const LEDGER: LedgerEntryRow[] = OWN.flatMap((row, r) =>
  Array.from({ length: r === 0 ? 14 : 2 }, (_, e) => {
    const kind = KINDS[(r + e) % KINDS.length]!;
    const n = r * 100 + e;
    return {
      id: `entry-${n}`,
      warehouseId: row.warehouseId,
      warehouseName: row.warehouseName,
      trayTypeCode: row.trayTypeCode,
      kind,
      delta: SIGN[kind] * (10 + ((n * 7) % 40)),
      documentType: LEDGER_KIND_DOCUMENT[kind],
      documentId: `doc-${n}`,
      documentNo: `${kind === 'inbound' ? 'RK' : kind.startsWith('transfer') ? 'DB' : 'CK'}2025022${String(n).padStart(4, '0')}`,
      createdAt: new Date(Date.UTC(2025, 2, 1, 2) - (e * 12 + r) * 3_600_000).toISOString(),
    };
  }),
);

export function stockFixtures(): StockFixtures {
  return structuredClone({
    trayTypes: FIXTURE_TRAY_TYPES,
    warehouses: FIXTURE_WAREHOUSES,
    own: OWN,
    c1: C1,
    downstream: DOWNSTREAM,
    ledger: LEDGER,
    allocationTargets: [
      { companyId: 'co-baiyun', companyName: '广州白云物流有限公司' },
      { companyId: 'co-huarun', companyName: '苏州华润包装集团' },
    ],
    downstreamClients: [
      { companyId: 'co-shuwei', companyName: '成都蜀味餐饮供应链有限公司' },
      { companyId: 'co-baiyun-fresh', companyName: '广州白云鲜果批发有限公司' },
    ],
    addresses: {
      'co-shuwei': [
        {
          ...FIXTURE_WAREHOUSES[0]!,
          id: 'wh-chengdu',
          companyId: 'co-shuwei',
          name: '成都双流仓',
          city: '成都市',
          province: '四川省',
          district: '双流区',
          longitude: 103.9234,
          latitude: 30.5745,
        },
      ],
      'co-baiyun-fresh': [
        {
          ...FIXTURE_WAREHOUSES[0]!,
          id: 'wh-guangzhou-client',
          companyId: 'co-baiyun-fresh',
          name: '广州白云配送中心',
          city: '广州市',
          province: '广东省',
          district: '白云区',
          longitude: 113.2732,
          latitude: 23.1621,
        },
      ],
    },
    deductions: DOWNSTREAM.filter((row) => row.overdue > 0).map((row, index) => ({
      id: `deduction-${index + 1}`,
      documentNo: `KJ20250228000${index + 1}`,
      trayTypeCode: row.trayTypeCode,
      trayTypeName: row.trayTypeName,
      quantity: row.overdue,
      createdAt: '2025-02-28T08:00:00Z',
      updatedAt: '2025-02-28T08:00:00Z',
      remark: '',
      holderCompanyId: row.holderCompanyId,
      holderCompanyName: row.holderCompanyName,
      warehouseId: row.warehouseId,
      warehouseName: row.warehouseName,
      ownerCompanyId: ME.id,
      overdueDays: 12 + index * 9,
      amountFen:
        row.overdue * (FIXTURE_TRAY_TYPES.find((type) => type.code === row.trayTypeCode)?.depositFen ?? 0),
    })),
  });
}
