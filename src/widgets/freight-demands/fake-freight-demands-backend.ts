/**
 * An in-memory stand-in for the demand order, quote hall, entrust address and blacklist calls for the
 * stories (offline Storybook) and browser tests, with the server's rules the views show: one chosen quote
 * (a second choice answers 状态已变化), signing with the code 123456 only, creates once per requestId, no
 * delete of an address in use, 2003 naming fields on demand. Not part of the widget's bundle.
 */
import { API } from '../../contract/api-paths';
import type { Envelope, ValidationFailure } from '../../contract/envelope';
import type {
  AddressSnapshot,
  BlacklistEntry,
  CarrierOrder,
  DemandOrder,
  DemandOrderDetail,
  DemandOrderInput,
  DemandStatus,
  EntrustAddress,
  EntrustAddressInput,
  FreightContractPreview,
  Quote,
  QuoteInput,
} from '../../contract/freight';
import { installFakeFetch, ok, type FakeFetch } from '../test-support/fake-fetch';
import { hasKeyword, matches, pageOf, refuse } from '../test-support/fake-lists';

export const ALL_FREIGHT_DEMAND_CODES = [
  'logistics-demand-edit',
  'logistics-demand-cancel',
  'logistics-demand-sign',
  'logistics-demand-export',
  'logistics-entrust-downloadContract',
  'logistics-quote-signUp',
  'logistics-carrier-evaluate',
  'logistics-carrier-blacklist',
  'logistics-address-edit',
  'logistics-address-export',
];

/** The code the fake verification service accepts. */
export const FAKE_SIGN_CODE = '123456';
const ME = { id: 'co-lecheng', name: '上海乐橙包装' };
const NOW = '2026-11-24T02:00:00Z';

const address = (
  id: string,
  name: string,
  [province, city, district]: [string, string, string],
  detail: string,
  contact: string,
  phone: string,
  inUse = false,
): EntrustAddress => ({ id, name, province, city, district, detail, contact, phone, inUse, createdAt: NOW });

export const ADDRESS_FIXTURES: readonly EntrustAddress[] = [
  address(
    'ad-jiading',
    '嘉定一号仓',
    ['上海市', '上海市', '嘉定区'],
    '安亭镇墨玉南路 888 号',
    '周敏',
    '13812345678',
    true,
  ),
  address(
    'ad-baiyun',
    '广州白云配送中心',
    ['广东省', '广州市', '白云区'],
    '太和镇广从五路 66 号',
    '李伟',
    '13926601234',
    true,
  ),
  address(
    'ad-chengdu',
    '成都双流中转仓',
    ['四川省', '成都市', '双流区'],
    '西航港大道 18 号',
    '王芳',
    '02885123456',
  ),
];

const snapshot = ({
  id,
  name,
  province,
  city,
  district,
  detail,
  contact,
  phone,
}: EntrustAddress): AddressSnapshot => ({
  addressId: id,
  name,
  province,
  city,
  district,
  detail,
  contact,
  phone,
});

const quote = (
  id: string,
  demandOrderId: string,
  carrier: [string, string],
  priceFen: number,
  status: Quote['status'] = 'submitted',
  carrierStars: number | null = 4.6,
): Quote => ({
  id,
  demandOrderId,
  carrierCompanyId: carrier[0],
  carrierCompanyName: carrier[1],
  priceFen,
  remark: status === 'submitted' ? '可提供尾板车' : '',
  status,
  carrierStars,
  createdAt: '2026-11-23T06:00:00Z',
});

const BAIYUN: [string, string] = ['co-baiyun', '广州白云物流'];
const JIAXING: [string, string] = ['co-jiaxing', '嘉兴顺路运输'];
const CHANGJIANG: [string, string] = ['co-changjiang', '长江快运'];

function demand(
  id: string,
  serial: number,
  status: DemandStatus,
  fields: Partial<DemandOrderDetail> = {},
): DemandOrderDetail {
  const quotes = fields.quotes ?? [];
  const chosen = quotes.find((row) => row.status === 'chosen');
  return {
    id,
    documentNo: `TY20261124${String(serial).padStart(4, '0')}`,
    status,
    shipperCompanyId: ME.id,
    shipperCompanyName: ME.name,
    origin: snapshot(ADDRESS_FIXTURES[0]!),
    destination: snapshot(ADDRESS_FIXTURES[1]!),
    cargoName: '1210 塑料托盘',
    pallets: 120,
    weightKg: 3600,
    vehicleType: 'van9m6',
    loadFrom: '2026-11-27T00:00:00Z',
    loadTo: '2026-11-27T06:00:00Z',
    expectedPriceFen: 480_000,
    quoteDeadline: '2026-11-26T10:00:00Z',
    remark: '',
    quoteCount: quotes.length,
    agreedPriceFen: chosen?.priceFen ?? null,
    carrierCompanyName: chosen?.carrierCompanyName ?? null,
    carrierOrderId: null,
    cancelReason: null,
    createdAt: NOW,
    updatedAt: NOW,
    contractSignedAt: null,
    ...fields,
    quotes,
  };
}

/** 上海乐橙's demand orders, one in each state. */
function demandFixtures(): DemandOrderDetail[] {
  return [
    demand('d-draft', 1, 'draft', { cargoName: '1208 木托盘', expectedPriceFen: null }),
    demand('d-quoting', 2, 'quoting', {
      quotes: [
        quote('q-baiyun', 'd-quoting', BAIYUN, 450_000),
        quote('q-jiaxing', 'd-quoting', JIAXING, 468_000, 'submitted', null),
        quote('q-changjiang', 'd-quoting', CHANGJIANG, 499_900, 'submitted', 3.8),
      ],
    }),
    demand('d-expired', 3, 'expired', { quoteDeadline: '2026-11-20T10:00:00Z' }),
    demand('d-chosen', 4, 'chosen', {
      quotes: [
        quote('q-c1', 'd-chosen', BAIYUN, 430_000, 'chosen'),
        quote('q-c2', 'd-chosen', JIAXING, 470_000, 'lost'),
      ],
    }),
    demand('d-signed', 5, 'signed', {
      quotes: [quote('q-s1', 'd-signed', CHANGJIANG, 410_000, 'chosen')],
      carrierOrderId: 'co-order-5',
      contractSignedAt: '2026-11-22T03:00:00Z',
    }),
    demand('d-completed', 6, 'completed', {
      quotes: [quote('q-d1', 'd-completed', BAIYUN, 420_000, 'chosen')],
      carrierOrderId: 'co-order-6',
      contractSignedAt: '2026-11-10T03:00:00Z',
    }),
    demand('d-cancelled', 7, 'cancelled', { cancelReason: '客户取消订单' }),
  ];
}

/** Quoting orders of other shippers that 广州白云物流 (signed in as a carrier) may quote on, one quoted. */
function hallFixtures(): DemandOrder[] {
  const other = { shipperCompanyId: 'co-shuwei', shipperCompanyName: '成都蜀味食品' };
  return [
    demand('h-1', 11, 'quoting', { ...other, expectedPriceFen: 650_000, vehicleType: 'flatbed13m' }),
    demand('h-2', 12, 'quoting', { ...other, cargoName: '周转箱', expectedPriceFen: null }),
    demand('h-3', 13, 'quoting', {
      ...other,
      quoteCount: 2,
      myQuote: quote('q-mine', 'h-3', BAIYUN, 520_000),
    }),
  ].map(({ quotes: _q, contractSignedAt: _c, ...row }) => row);
}

const listed = ({ quotes: _q, contractSignedAt: _c, ...row }: DemandOrderDetail): DemandOrder => row;

/** A business refusal: the document moved on since it was read (the compare-and-set lost). */
const stateChanged: Envelope<null> = { errcode: -1, errmsg: '状态已变化，请刷新后重试', data: null };

const invalid = (fields: ValidationFailure['fields']): Envelope<ValidationFailure> => ({
  errcode: 2003,
  errmsg: fields.map((field) => field.message).join('；'),
  data: { fields },
});

export interface FakeFreightDemandsOptions {
  /** Permission codes of the session; all by default. */
  permissions?: readonly string[];
  /** The company is no carrier: the quote hall answers no rows. */
  notCarrier?: boolean;
  /** save answers 2003 naming these fields (rules only the server checks). */
  refuseDemandFields?: ValidationFailure['fields'];
  /** Start without entrust addresses. */
  noAddresses?: boolean;
  delayMs?: number;
}

export interface FakeFreightDemandsBackend extends FakeFetch {
  readonly demands: DemandOrderDetail[];
  readonly addresses: EntrustAddress[];
  readonly blacklist: BlacklistEntry[];
}

const D = API.entrustDemandOrder;

export function installFakeFreightDemandsBackend(
  options: FakeFreightDemandsOptions = {},
): FakeFreightDemandsBackend {
  const permissions = options.permissions ?? ALL_FREIGHT_DEMAND_CODES;
  const demands = demandFixtures();
  const hall = hallFixtures();
  const addresses: EntrustAddress[] = options.noAddresses ? [] : ADDRESS_FIXTURES.map((row) => ({ ...row }));
  const blacklist: BlacklistEntry[] = [
    {
      carrierCompanyId: 'co-huayu',
      carrierCompanyName: '华宇干线',
      reason: '多次爽约',
      createdAt: '2026-10-08T02:00:00Z',
    },
  ];
  const byRequest = new Map<string, unknown>();
  let serial = 100;

  const find = (body: Record<string, unknown>) => demands.find((row) => row.id === body.id);
  const notFound = refuse('需求单不存在');
  const once = <T>(requestId: string, make: () => Envelope<T> | Envelope<null>): Envelope<unknown> => {
    const earlier = byRequest.get(requestId);
    if (earlier) return ok(earlier);
    const answer = make();
    if (answer.errcode === 0) byRequest.set(requestId, answer.data);
    return answer;
  };

  const save = (input: DemandOrderInput) => {
    if (options.refuseDemandFields) return invalid(options.refuseDemandFields);
    return once(input.requestId, () => {
      const origin = addresses.find((row) => row.id === input.originAddressId);
      const destination = addresses.find((row) => row.id === input.destinationAddressId);
      if (!origin || !destination) return refuse('托运地址不存在');
      const existing = input.id ? find({ id: input.id }) : undefined;
      if (input.id && existing?.status !== 'draft') return refuse('只有草稿可以编辑');
      const fields = {
        origin: snapshot(origin),
        destination: snapshot(destination),
        cargoName: input.cargoName,
        pallets: input.pallets,
        weightKg: input.weightKg,
        vehicleType: input.vehicleType,
        loadFrom: input.loadFrom,
        loadTo: input.loadTo,
        expectedPriceFen: input.expectedPriceFen ?? null,
        quoteDeadline: input.quoteDeadline,
        remark: input.remark ?? '',
        status: (input.publish ? 'quoting' : 'draft') as DemandStatus,
      };
      const saved = existing ?? demand(`d-new-${++serial}`, serial, 'draft');
      Object.assign(saved, fields);
      if (!existing) demands.unshift(saved);
      return ok(listed(saved));
    });
  };

  const choose = (body: Record<string, unknown>) => {
    const order = find(body);
    if (!order) return notFound;
    // The compare-and-set the server does: a second choice finds the order chosen already.
    if (order.status !== 'quoting') return stateChanged;
    const chosen = order.quotes.find((row) => row.id === body.quoteId);
    if (!chosen) return refuse('报价不存在');
    for (const row of order.quotes) row.status = row === chosen ? 'chosen' : 'lost';
    Object.assign(order, {
      status: 'chosen',
      agreedPriceFen: chosen.priceFen,
      carrierCompanyName: chosen.carrierCompanyName,
    });
    return ok(listed(order));
  };

  const preview = (body: Record<string, unknown>): Envelope<FreightContractPreview> | Envelope<null> => {
    const order = find(body);
    const chosen = order?.quotes.find((row) => row.status === 'chosen');
    if (!order || !chosen) return notFound;
    return ok({
      demandOrderId: order.id,
      title: '公路货物运输合同',
      shipperCompanyName: order.shipperCompanyName,
      carrierCompanyName: chosen.carrierCompanyName,
      priceFen: chosen.priceFen,
      clauses: [
        `一、运输线路：自${order.origin.city}${order.origin.district}至${order.destination.city}${order.destination.district}。`,
        `二、货物：${order.cargoName}，${order.pallets} 托，${order.weightKg} 公斤。`,
        '三、承运方应按约定时间装货，并保证货物完好送达。',
        '四、运费于签收后按结算单支付。',
      ],
    });
  };

  const sign = (body: Record<string, unknown>): Envelope<CarrierOrder> | Envelope<null> => {
    const order = find(body);
    if (!order) return notFound;
    if (order.status !== 'chosen') return stateChanged;
    if (body.code !== FAKE_SIGN_CODE) return refuse('验证码错误');
    const carrierOrderId = `co-new-${++serial}`;
    Object.assign(order, { status: 'signed', carrierOrderId, contractSignedAt: NOW });
    return ok({ id: carrierOrderId, documentNo: `CY20261124${serial}` } as CarrierOrder);
  };

  const quoteOn = (input: QuoteInput) =>
    once(input.requestId, () => {
      const order = hall.find((row) => row.id === input.demandOrderId);
      if (!order || order.status !== 'quoting') return refuse('需求单不在报价中');
      order.myQuote = {
        ...quote(`q-new-${++serial}`, order.id, BAIYUN, input.priceFen),
        remark: input.remark ?? '',
      };
      return ok(order.myQuote);
    });

  const saveAddress = (input: EntrustAddressInput) => {
    const found = input.id ? addresses.find((row) => row.id === input.id) : undefined;
    if (input.id && !found) return refuse('托运地址不存在');
    const saved = found ?? { id: `ad-new-${++serial}`, inUse: false, createdAt: NOW };
    Object.assign(saved, input, { id: saved.id });
    if (!found) addresses.unshift(saved as EntrustAddress);
    return ok(saved as EntrustAddress);
  };

  const handlers: Partial<Record<string, (body: Record<string, unknown>) => Envelope<unknown>>> = {
    [API.permission.loadMenuAndPermission]: () => ok({ menus: [], permissions }),
    [D.searchList]: (body) =>
      ok(
        pageOf(
          demands
            .filter((row) => matches(body, 'status', row.status))
            .filter((row) =>
              hasKeyword(body, row.documentNo, row.cargoName, row.origin.city, row.destination.city),
            )
            .map(listed),
          body,
        ),
      ),
    [D.searchQuoteHall]: (body) =>
      ok(
        pageOf(
          options.notCarrier ? [] : hall.filter((row) => Boolean(row.myQuote) === Boolean(body.mine)),
          body,
        ),
      ),
    [D.detail]: (body) => {
      const order = find(body);
      return order ? ok(order) : notFound;
    },
    [D.save]: (body) => save(body as unknown as DemandOrderInput),
    [D.republish]: (body) => {
      const order = find(body);
      if (!order) return notFound;
      if (order.status !== 'expired') return refuse('只有已过期的需求单可以重新发布');
      Object.assign(order, { status: 'quoting', quoteDeadline: body.quoteDeadline });
      return ok(listed(order));
    },
    [D.cancel]: (body) => {
      const order = find(body);
      if (!order) return notFound;
      if (!['draft', 'quoting', 'expired', 'chosen'].includes(order.status))
        return refuse('当前状态不能取消');
      Object.assign(order, { status: 'cancelled', cancelReason: body.reason });
      return ok(listed(order));
    },
    [D.chooseQuote]: choose,
    [D.contractPreview]: preview,
    [D.verifyCode]: () => ok({ expiresInSeconds: 300, resendAfterSeconds: 60 }),
    [D.sign]: sign,
    [API.carrierOrderManagement.signUp]: (body) => quoteOn(body as unknown as QuoteInput),
    [API.entrustEvaluation.evaluateDetail]: () => ok(null),
    [API.entrustEvaluation.evaluate]: (body) =>
      ok({ id: 'ev-1', evaluatorName: '周敏', createdAt: NOW, ...body }),
    [API.entrustBlackList.list]: (body) => ok(pageOf(blacklist, body)),
    [API.entrustBlackList.add]: (body) => {
      const name =
        demands.flatMap((row) => row.quotes).find((row) => row.carrierCompanyId === body.carrierCompanyId)
          ?.carrierCompanyName ?? String(body.carrierCompanyId);
      blacklist.unshift({
        carrierCompanyId: String(body.carrierCompanyId),
        carrierCompanyName: name,
        reason: String(body.reason),
        createdAt: NOW,
      });
      return ok(null);
    },
    [API.entrustBlackList.remove]: (body) => {
      const index = blacklist.findIndex((row) => row.carrierCompanyId === body.carrierCompanyId);
      if (index < 0) return refuse('该承运方不在黑名单中');
      blacklist.splice(index, 1);
      return ok(null);
    },
    [API.entrustAddress.list]: (body) =>
      ok(
        pageOf(
          addresses.filter((row) => hasKeyword(body, row.name, row.city, row.detail, row.contact)),
          body,
        ),
      ),
    [API.entrustAddress.save]: (body) => saveAddress(body as unknown as EntrustAddressInput),
    [API.entrustAddress.delete]: (body) => {
      const index = addresses.findIndex((row) => row.id === body.id);
      if (index < 0) return refuse('托运地址不存在');
      if (addresses[index]!.inUse) return refuse('该地址正被未完成的需求单使用，不能删除');
      addresses.splice(index, 1);
      return ok(null);
    },
  };

  const fake = installFakeFetch((call) => handlers[call.path]?.(call.body), { delayMs: options.delayMs });
  return { ...fake, calls: fake.calls, demands, addresses, blacklist };
}
