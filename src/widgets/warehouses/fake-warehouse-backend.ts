/**
 * An in-memory stand-in for recevingaddress/* for the stories (offline Storybook) and browser tests, with
 * the server's rules the views show: one default warehouse, no delete while a warehouse holds stock.
 * Not part of the widget's bundle.
 */
import type { Envelope, Page, ValidationFailure } from '../../contract/envelope';
import type { Warehouse, WarehouseInput } from '../../contract/stock';
import { installFakeFetch, ok, type FakeFetch } from '../test-support/fake-fetch';

export const ALL_WAREHOUSE_CODES = [
  'yelopack-address-manage-new',
  'yelopack-address-manage-edit',
  'yelopack-address-manage-export',
];

const place = (
  id: string,
  name: string,
  [province, city, district]: [string, string, string],
  detailAddress: string,
  [longitude, latitude]: [number, number],
  isDefault = false,
): Warehouse => ({
  id,
  companyId: 'co-lecheng',
  name,
  province,
  city,
  district,
  detailAddress,
  contact: '周敏',
  phone: '13812345678',
  longitude,
  latitude,
  isDefault,
  createdAt: '2025-03-01T01:00:00Z',
});

/** 上海乐橙's warehouses in real places (invented addresses); the first holds stock. */
export const WAREHOUSE_FIXTURES: readonly Warehouse[] = [
  place(
    'wh-jiading',
    '上海嘉定仓',
    ['上海市', '上海市', '嘉定区'],
    '安亭镇墨玉南路 888 号',
    [121.1675, 31.2939],
    true,
  ),
  place('wh-suzhou', '苏州工业园区仓', ['江苏省', '苏州市', '工业园区'], '星华街 99 号', [120.7187, 31.3239]),
  place(
    'wh-kunshan',
    '昆山周市仓',
    ['江苏省', '苏州市', '昆山市'],
    '周市镇长江北路 168 号',
    [120.9581, 31.4262],
  ),
  ...Array.from({ length: 10 }, (_, index) =>
    place(
      `wh-extra-${index}`,
      `成都双流${index + 1}号仓`,
      ['四川省', '成都市', '双流区'],
      `西航港大道 ${index + 1} 号`,
      [103.9523, 30.5745],
    ),
  ),
];

export interface FakeWarehouseBackend extends FakeFetch {
  readonly warehouses: Warehouse[];
  restore(): void;
}

export function installFakeWarehouseBackend(
  options: {
    permissions?: readonly string[];
    delayMs?: number;
    withStock?: readonly string[];
    /** add and update answer 2003 naming these fields (a rule only the server checks). */
    refuseFields?: ValidationFailure['fields'];
  } = {},
): FakeWarehouseBackend {
  const permissions = [...(options.permissions ?? ALL_WAREHOUSE_CODES)];
  const withStock = new Set(options.withStock ?? ['wh-jiading']);
  const warehouses = WAREHOUSE_FIXTURES.map((warehouse) => ({ ...warehouse }));
  let serial = 0;
  const refuse = (errmsg: string): Envelope => ({ errcode: -1, errmsg, data: null });
  const refusedFields = options.refuseFields?.length
    ? { errcode: 2003, errmsg: options.refuseFields[0]!.message, data: { fields: options.refuseFields } }
    : undefined;
  const makeDefault = (id: string) =>
    warehouses.forEach((warehouse) => (warehouse.isDefault = warehouse.id === id));

  const fetch = installFakeFetch((call) => {
    const body = call.body;
    switch (call.path.replace(/^\/api\/api\//, '')) {
      case 'permission/loadMenuAndPermission':
        return ok({ menus: [], permissions });
      case 'recevingaddress/searchList': {
        const { pageNum, pageSize, keyword, province } = body as {
          pageNum: number;
          pageSize: number;
          keyword?: string;
          province?: string;
        };
        const matching = warehouses
          .filter((warehouse) => !province || warehouse.province === province)
          .filter((w) => !keyword || `${w.name}${w.detailAddress}${w.contact}`.includes(keyword));
        const page: Page<Warehouse> = {
          list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize),
          total: matching.length,
          pageNum,
          pageSize,
          pages: Math.ceil(matching.length / pageSize),
        };
        return ok(page);
      }
      case 'recevingaddress/detail': {
        const found = warehouses.find((warehouse) => warehouse.id === body.id);
        return found ? ok({ ...found }) : refuse('仓库不存在');
      }
      case 'recevingaddress/add': {
        if (refusedFields) return refusedFields;
        const input = body as unknown as WarehouseInput;
        const created: Warehouse = {
          ...input,
          id: `wh-new-${++serial}`,
          companyId: 'co-lecheng',
          longitude: input.longitude ?? null,
          latitude: input.latitude ?? null,
          isDefault: false,
          createdAt: new Date().toISOString(),
        };
        warehouses.unshift(created);
        if (input.isDefault) makeDefault(created.id);
        return ok(created);
      }
      case 'recevingaddress/update': {
        if (refusedFields) return refusedFields;
        const input = body as unknown as WarehouseInput;
        const found = warehouses.find((warehouse) => warehouse.id === input.id);
        if (!found) return refuse('仓库不存在');
        Object.assign(found, { ...input, isDefault: found.isDefault });
        if (input.isDefault) makeDefault(found.id);
        return ok({ ...found });
      }
      case 'recevingaddress/setDefault':
        if (!warehouses.some((warehouse) => warehouse.id === body.id)) return refuse('仓库不存在');
        makeDefault(String(body.id));
        return ok(null);
      case 'recevingaddress/delete': {
        const index = warehouses.findIndex((warehouse) => warehouse.id === body.id);
        if (index < 0) return refuse('仓库不存在');
        if (withStock.has(String(body.id))) return refuse('该仓库仍有库存，无法删除');
        warehouses.splice(index, 1);
        return ok(null);
      }
      case '/api/customer/getMapByLonLat': {
        // The server answers from shipped map data; here one known place and "not in China" otherwise.
        const inWuxi =
          Math.abs(Number(body.longitude) - 120.35) < 0.2 && Math.abs(Number(body.latitude) - 31.49) < 0.2;
        return inWuxi
          ? ok({ province: '江苏省', city: '无锡市', address: '江苏省无锡市' })
          : refuse('该坐标不在中国境内');
      }
      default:
        return undefined;
    }
  }, options);

  return { ...fetch, warehouses };
}
