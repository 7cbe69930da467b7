/**
 * An in-memory stand-in for client/*, clientCustomerBill/overdueCustomerList and getTrayTypeCodes for the
 * stories (offline Storybook) and browser tests. Not part of the widget's bundle.
 */
import type { Envelope, Page } from '../../contract/envelope';
import type { OverdueCustomerRow, SaleCustomerDetail, SaleCustomerRow } from '../../contract/customers';
import { installFakeFetch, ok, type FakeFetch } from '../test-support/fake-fetch';
import { fixtureTrayType } from '../test-support/fixture-builders';

export const ALL_CUSTOMER_CODES = ['yelopack-customer-sale-export', 'yelopack-customer-sale-checkDetail'];

const customer = (
  clientCompanyId: string,
  name: string,
  [held, inTransit, overdue]: [number, number, number],
  lastWaybillAt: string | null,
): SaleCustomerRow => ({
  clientCompanyId,
  name,
  contact: '刘强',
  phone: '13698765432',
  warehouseCount: 2,
  held,
  inTransit,
  overdue,
  lastWaybillAt,
});

export const CUSTOMER_FIXTURES: readonly SaleCustomerRow[] = [
  customer('co-shuwei', '成都蜀味餐饮供应链有限公司', [320, 60, 45], '2026-11-20T02:30:00Z'),
  customer('co-jiading', '上海嘉定鲜果批发有限公司', [110, 0, 0], '2026-11-18T06:00:00Z'),
  ...Array.from({ length: 11 }, (_, i) =>
    customer(`co-extra-${i}`, `苏州第${i + 1}食品配送有限公司`, [10 * i, i, i % 3 === 0 ? i : 0], null),
  ),
];

const page = <T>(rows: T[], pageNum: number, pageSize: number): Page<T> => ({
  list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
  total: rows.length,
  pageNum,
  pageSize,
  pages: Math.ceil(rows.length / pageSize),
});

function detailOf(row: SaleCustomerRow): SaleCustomerDetail {
  return {
    customer: { ...row, createdAt: '2025-06-01T01:00:00Z' },
    addresses: [
      {
        id: `${row.clientCompanyId}-wh1`,
        companyId: row.clientCompanyId,
        name: '双流配送中心',
        province: '四川省',
        city: '成都市',
        district: '双流区',
        detailAddress: '西航港大道 18 号',
        contact: '刘强',
        phone: '13698765432',
        longitude: 103.9461,
        latitude: 30.5727,
        isDefault: true,
        createdAt: '2025-06-01T01:00:00Z',
      },
    ],
    stock: [
      {
        warehouseId: `${row.clientCompanyId}-wh1`,
        warehouseName: '双流配送中心',
        holderCompanyId: row.clientCompanyId,
        holderCompanyName: row.name,
        ownerCompanyId: 'co-lecheng',
        ownerCompanyName: '上海乐橙食品有限公司',
        trayTypeCode: '1210',
        trayTypeName: '川字塑料托盘',
        onHand: row.held,
        available: row.held,
        inTransit: row.inTransit,
        awaitingSignature: 0,
        overdue: row.overdue,
      },
    ],
    waybills: [
      {
        documentNo: 'YD20261120-000001',
        status: 'inTransit',
        toWarehouseName: '双流配送中心',
        trayTypeCode: '1210',
        trayTypeName: '川字塑料托盘',
        quantity: 60,
        plateNumber: '沪A6D218',
        createdAt: '2026-11-20T02:30:00Z',
        departedAt: '2026-11-20T06:30:00Z',
        confirmedAt: null,
      },
    ],
    returns: [
      {
        documentNo: 'RK20261110-000002',
        status: 'signed',
        clientWarehouseName: '双流配送中心',
        warehouseName: '乐橙嘉定中心仓',
        trayTypeCode: '1210',
        trayTypeName: '川字塑料托盘',
        quantity: 40,
        receivedQuantity: 38,
        createdAt: '2026-11-10T02:00:00Z',
      },
    ],
  };
}

export interface FakeCustomerBackend extends FakeFetch {
  restore(): void;
}

export function installFakeCustomerBackend(
  options: { permissions?: readonly string[]; delayMs?: number; failList?: boolean } = {},
): FakeCustomerBackend {
  const permissions = [...(options.permissions ?? ALL_CUSTOMER_CODES)];
  const refuse = (errmsg: string): Envelope => ({ errcode: -1, errmsg, data: null });
  return installFakeFetch((call) => {
    const body = call.body as Record<string, string | number | undefined>;
    const paging = [Number(body.pageNum ?? 1), Number(body.pageSize ?? 10)] as const;
    switch (call.path.replace(/^\/api\/api\//, '')) {
      case 'permission/loadMenuAndPermission':
        return ok({ menus: [], permissions });
      case 'getTrayTypeCodes':
        return ok([
          fixtureTrayType('1210', '川字塑料托盘', { material: 'HDPE', dailyRentFen: 30, depositFen: 15000 }),
        ]);
      case 'client/searchList': {
        if (options.failList) return refuse('系统维护中');
        let rows = CUSTOMER_FIXTURES.filter(
          (row) => !body.keyword || row.name.includes(String(body.keyword)),
        );
        if (body.hasOverdue) rows = rows.filter((row) => row.overdue > 0 === (body.hasOverdue === 'true'));
        if (body.sortBy === 'held' || body.sortBy === 'overdue') {
          const key = body.sortBy;
          const sign = body.sortOrder === 'asc' ? 1 : -1;
          rows = [...rows].sort((a, b) => sign * (a[key] - b[key]));
        }
        return ok(page(rows, ...paging));
      }
      case 'client/getDetail': {
        const found = CUSTOMER_FIXTURES.find((row) => row.clientCompanyId === body.clientCompanyId);
        return found ? ok(detailOf(found)) : refuse('客户不存在');
      }
      case 'clientCustomerBill/overdueCustomerList': {
        const rows: OverdueCustomerRow[] = CUSTOMER_FIXTURES.filter((row) => row.overdue > 0)
          .filter((row) => !body.keyword || row.name.includes(String(body.keyword)))
          .map((row) => ({
            clientCompanyId: row.clientCompanyId,
            name: row.name,
            trayTypeCode: '1210',
            trayTypeName: '川字塑料托盘',
            held: row.held,
            overdue: row.overdue,
            overdueDays: 12,
            overdueByTerms: Math.floor(row.overdue / 2),
            dueWithin7Days: Math.ceil(row.overdue / 4),
          }))
          .sort((a, b) => b.overdue - a.overdue);
        return ok(page(rows, ...paging));
      }
      default:
        return undefined;
    }
  }, options);
}
