import type { DemandOrderInput, EntrustAddressInput, VehicleType } from '../../../src/contract/freight';
import type { DbOrTrx } from '../../db/schema';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { claimSeedMarker, companyIdsByName } from '../../db/seed/seed-once';
import { localNotifier } from '../../live/local-notifier';
import { saveAddress } from './addresses';
import { grantCarrierRole } from './carrier-role';
import { cancelDemand, saveDemandOrder } from './demand-save';
import type { EntrustActor } from './demand-row';
import type { EntrustDeps } from './deps';
import { chooseQuote, submitQuote } from './quotes';
import { entrustDb } from './tables';

const SEED_MARKER = 'seed.entrust';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 上海乐橙's addresses (the first two are the usual route: 嘉定仓 → 广州白云). */
const DEMO_ADDRESSES: readonly EntrustAddressInput[] = [
  {
    name: '乐橙嘉定中心仓',
    province: '上海市',
    city: '上海市',
    district: '嘉定区',
    detail: '马陆镇博学路 1288 号 3 号库',
    contact: '周强',
    phone: '13916002211',
  },
  {
    name: '广州白云分拨中心',
    province: '广东省',
    city: '广州市',
    district: '白云区',
    detail: '太和镇北太路 1633 号',
    contact: '梁敏',
    phone: '020-36201188',
  },
  {
    name: '苏州昆山收货点',
    province: '江苏省',
    city: '苏州市',
    district: '昆山市',
    detail: '开发区前进东路 579 号',
    contact: '顾晓峰',
    phone: '13862115530',
  },
  {
    name: '成都双流配送仓',
    province: '四川省',
    city: '成都市',
    district: '双流区',
    detail: '西航港大道 2666 号 B 区',
    contact: '何丽',
    phone: '13880261145',
  },
];

interface DemoDemand {
  /** Hours before the seed's now that the order was saved. */
  savedHoursAgo: number;
  from: number;
  to: number;
  cargoName: string;
  pallets: number;
  weightKg: number;
  vehicleType: VehicleType;
  /** Load window start and quote deadline, hours after the seed's now (negative: past). */
  loadInHours: number;
  deadlineInHours: number;
  expectedPriceFen?: number;
  publish: boolean;
}

async function accountIdOf(db: DbOrTrx, userAccount: string): Promise<string> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_account', '=', userAccount)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * 上海乐橙 (demo_pallet) ships: entrust addresses and demand orders in draft, quoting (one with quotes of
 * 广州白云物流 and 苏州华润包装集团无锡工厂, one fresh for the carrier to quote), expired (with a quote),
 * chosen (广州白云物流's quote: the one to sign in the demo; the other carrier got 未中标) and cancelled; it
 * has blacklisted 苏州华润包装集团昆山工厂. The carriers are flagged here, and demo_carrier (广州白云物流's
 * dispatcher) gets its role 承运调度. Signed and later orders and the
 * evaluation come with carrier-orders' seed (signing makes the carrier order).
 */
export async function seedDemoEntrust(db: DbOrTrx, now: number): Promise<void> {
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;
  const companies = await companyIdsByName(db);
  const company = (name: string) => companies.get(name) as string;
  const [leCheng, baiYun, wuXi, kunShan] = [
    company(DEMO_COMPANIES.leCheng),
    company(DEMO_COMPANIES.baiYun),
    company(DEMO_COMPANIES.wuXi),
    company(DEMO_COMPANIES.kunShan),
  ];
  await entrustDb(db)
    .updateTable('companies')
    .set({ is_carrier: 1 })
    .where('id', 'in', [baiYun, wuXi, kunShan])
    .execute();

  const dispatcher = await accountIdOf(db, 'demo_carrier');
  await grantCarrierRole(db, baiYun, dispatcher, now - 30 * DAY_MS);

  let at = now - 30 * DAY_MS;
  const deps: EntrustDeps = { db, clock: () => at, notifier: localNotifier() };
  const shipper: EntrustActor = {
    companyId: leCheng,
    accountId: await accountIdOf(db, 'demo_pallet'),
    username: '李娜',
  };
  const byBaiYun: EntrustActor = { companyId: baiYun, accountId: dispatcher, username: '黄志强' };
  // 无锡工厂 has no login of its own: the group's administrator quotes for it.
  const byWuXi: EntrustActor = {
    companyId: wuXi,
    accountId: await accountIdOf(db, 'demo_group'),
    username: '刘洋',
  };

  const addresses: string[] = [];
  for (const input of DEMO_ADDRESSES) addresses.push((await saveAddress(db, leCheng, at, input)).id);
  await entrustDb(db)
    .insertInto('entrust_blacklist')
    .values({
      company_id: leCheng,
      carrier_company_id: kunShan,
      reason: '多次未按约定时间到达装货地',
      created_at: at,
    })
    .execute();

  let requests = 0;
  const requestId = () => `e17a${String((requests += 1)).padStart(28, '0')}`;
  const save = async (demand: DemoDemand) => {
    at = now - demand.savedHoursAgo * HOUR_MS;
    const loadFrom = now + demand.loadInHours * HOUR_MS;
    const input: DemandOrderInput = {
      requestId: requestId(),
      originAddressId: addresses[demand.from] as string,
      destinationAddressId: addresses[demand.to] as string,
      cargoName: demand.cargoName,
      pallets: demand.pallets,
      weightKg: demand.weightKg,
      vehicleType: demand.vehicleType,
      loadFrom: new Date(loadFrom).toISOString(),
      loadTo: new Date(loadFrom + 6 * HOUR_MS).toISOString(),
      quoteDeadline: new Date(now + demand.deadlineInHours * HOUR_MS).toISOString(),
      publish: demand.publish,
      ...(demand.expectedPriceFen ? { expectedPriceFen: demand.expectedPriceFen } : {}),
    };
    return (await saveDemandOrder(deps, shipper, input)).id;
  };
  const quote = async (
    carrier: EntrustActor,
    demandOrderId: string,
    hoursAgo: number,
    priceFen: number,
    remark: string,
  ) => {
    at = now - hoursAgo * HOUR_MS;
    return submitQuote(deps, carrier, { requestId: requestId(), demandOrderId, priceFen, remark });
  };
  const route = { from: 0, to: 1, vehicleType: 'van9m6' as const };

  await save({
    ...route,
    savedHoursAgo: 30,
    cargoName: '冷冻水饺',
    pallets: 18,
    weightKg: 9000,
    loadInHours: 120,
    deadlineInHours: 96,
    publish: false,
  });

  const quoting = await save({
    ...route,
    savedHoursAgo: 24,
    cargoName: '橙汁饮料',
    pallets: 24,
    weightKg: 14_000,
    loadInHours: 72,
    deadlineInHours: 48,
    expectedPriceFen: 680_000,
    publish: true,
  });
  await quote(byBaiYun, quoting, 20, 650_000, '全程冷链，可提前一天装货');
  await quote(byWuXi, quoting, 18, 700_000, '');

  await save({
    from: 0,
    to: 2,
    vehicleType: 'van6m8',
    savedHoursAgo: 3,
    cargoName: '休闲零食',
    pallets: 10,
    weightKg: 4200,
    loadInHours: 48,
    deadlineInHours: 24,
    publish: true,
  });

  const expired = await save({
    from: 0,
    to: 3,
    vehicleType: 'flatbed13m',
    savedHoursAgo: 144,
    cargoName: '瓶装矿泉水',
    pallets: 30,
    weightKg: 21_000,
    loadInHours: -48,
    deadlineInHours: -72,
    expectedPriceFen: 1_200_000,
    publish: true,
  });
  await quote(byBaiYun, expired, 120, 1_250_000, '');

  const chosen = await save({
    ...route,
    savedHoursAgo: 72,
    cargoName: '速冻汤圆',
    pallets: 20,
    weightKg: 11_000,
    loadInHours: 48,
    deadlineInHours: 24,
    expectedPriceFen: 600_000,
    publish: true,
  });
  const winner = await quote(byBaiYun, chosen, 60, 580_000, '含装卸');
  await quote(byWuXi, chosen, 58, 560_000, '不含装卸');
  at = now - 24 * HOUR_MS;
  await chooseQuote(deps, shipper, { id: chosen, quoteId: winner.id });

  const cancelled = await save({
    from: 2,
    to: 0,
    vehicleType: 'van4m2',
    savedHoursAgo: 96,
    cargoName: '包装纸箱',
    pallets: 6,
    weightKg: 1500,
    loadInHours: -24,
    deadlineInHours: -48,
    publish: true,
  });
  await quote(byWuXi, cancelled, 90, 150_000, '');
  at = now - 80 * HOUR_MS;
  await cancelDemand(deps, shipper, { id: cancelled, reason: '客户订单取消，暂不发货' });
}
