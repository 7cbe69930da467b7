import { sql } from 'kysely';
import {
  CARRIER_ORDER_PROGRESS,
  type CarrierOrderStatus,
  type VehicleType,
} from '../../../src/contract/freight';
import type { RoleValue } from '../../../src/contract/auth';
import { sha256 } from '../../auth/secrets';
import type { Session } from '../../auth/sessions';
import { isSet } from '../../db/flags';
import { newId } from '../../db/ids';
import type { Db, DbOrTrx } from '../../db/schema';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { claimSeedMarker, companyIdsByName } from '../../db/seed/seed-once';
import type { AppDeps } from '../../deps';
import type { Notifier } from '../../live/notifier';
import { storeUpload } from '../common';
import { chooseQuote, evaluate, saveDemandOrder, submitQuote } from '../entrust';
import { cancelCarrierOrder, reach, signCarrierOrder } from './actions';
import { demoTicketPng } from './demo-ticket-png';
import { orderOf } from './order-row';
import { createCarrierOrder } from './sign-demand';
import { recordTickets } from './tickets';
import { assignVehicle, auditVehicle } from './vehicles';

const SEED_MARKER = 'seed.carrierOrders';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The seed's clock: each step of the story is stamped where the seed has moved it. */
interface SeedDeps {
  deps: AppDeps;
  at(time: number): void;
}

/** Nobody listens while the seed runs: the streams open later and read what is there. */
const quietNotifier = (): Notifier => ({
  publish: async () => undefined,
  subscribe: async () => () => undefined,
  closing: new AbortController().signal,
  close: async () => undefined,
});

/**
 * The services of entrust and of this module use the database, the clock and the notifier only: the seed
 * runs them inside its transaction, on its own clock.
 */
function seedDeps(db: DbOrTrx): SeedDeps {
  let now = 0;
  const deps = { db: db as Db, clock: () => now, notifier: quietNotifier() } as unknown as AppDeps;
  return { deps, at: (time) => (now = time) };
}

/** A demo account's session in one of its companies (what login would give it). */
async function demoSession(db: DbOrTrx, userAccount: string, companyId: string): Promise<Session> {
  const row = await db
    .selectFrom('accounts as a')
    .innerJoin('memberships as m', 'm.account_id', 'a.id')
    .select(['a.id', 'a.username', 'a.mobile', 'm.role', 'm.is_admin', 'm.custom_role_id'])
    .where('a.user_account', '=', userAccount)
    .where('m.company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    tokenHash: '',
    sessionId: '',
    accountId: row.id,
    userAccount,
    username: row.username,
    mobile: row.mobile,
    companyId,
    role: row.role as RoleValue,
    isAdmin: isSet(row.is_admin),
    customRoleId: row.custom_role_id,
  };
}

/** A ticket photo stored as common/uploadFile stores one. */
const demoUpload = (db: DbOrTrx, session: Session, name: string, content: Buffer, now: number) =>
  storeUpload(db, {
    name,
    content,
    contentType: 'image/png',
    companyId: session.companyId,
    accountId: session.accountId,
    now,
  });

interface DemoOrder {
  /** Where the story stops. */
  status: CarrierOrderStatus;
  daysAgo: number;
  cargoName: string;
  pallets: number;
  vehicleType: VehicleType;
  priceFen: number;
  plateNumber: string;
  driverName: string;
  driverPhone: string;
  /** A first vehicle the shipper rejects with this reason. */
  rejected?: string;
  adjustments?: { reason: string; amountFen: number }[];
  cancel?: string;
  /** The shipper's evaluation once it signed for the delivery. */
  evaluation?: { stars: number; content: string };
}

const DRIVERS = {
  chen: { plateNumber: '粤A3K829', driverName: '陈国强', driverPhone: '13922001835' },
  huang: { plateNumber: '粤AD52817', driverName: '黄志明', driverPhone: '13711426608' },
  liu: { plateNumber: '沪B7M216', driverName: '刘建华', driverPhone: '13661750293' },
};

/** 上海乐橙 ships with 广州白云物流: one order at every step of CARRIER_ORDER_TRANSITIONS. */
const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    status: 'completed',
    daysAgo: 24,
    cargoName: '冷冻水饺',
    pallets: 18,
    vehicleType: 'van9m6',
    priceFen: 420_000,
    ...DRIVERS.chen,
    adjustments: [
      { reason: '装货等候超 2 小时', amountFen: 20_000 },
      { reason: '外箱破损 2 件', amountFen: -6_000 },
    ],
    evaluation: { stars: 4, content: '准时到达，司机配合卸货；两件外箱破损已按扣款结算。' },
  },
  {
    status: 'completed',
    daysAgo: 17,
    cargoName: '速冻汤圆',
    pallets: 12,
    vehicleType: 'van6m8',
    priceFen: 280_000,
    ...DRIVERS.huang,
  },
  {
    status: 'cancelled',
    daysAgo: 12,
    cargoName: '酸奶',
    pallets: 8,
    vehicleType: 'van4m2',
    priceFen: 150_000,
    ...DRIVERS.liu,
    cancel: '客户订单取消，本次无需发货',
  },
  {
    status: 'unloaded',
    daysAgo: 5,
    cargoName: '冷冻鸡翅',
    pallets: 20,
    vehicleType: 'van9m6',
    priceFen: 450_000,
    ...DRIVERS.chen,
  },
  {
    status: 'arrivedUnload',
    daysAgo: 4,
    cargoName: '牛肉丸',
    pallets: 16,
    vehicleType: 'van9m6',
    priceFen: 390_000,
    ...DRIVERS.huang,
  },
  {
    status: 'loaded',
    daysAgo: 3,
    cargoName: '冰淇淋',
    pallets: 14,
    vehicleType: 'van6m8',
    priceFen: 330_000,
    ...DRIVERS.liu,
  },
  {
    status: 'arrivedLoad',
    daysAgo: 3,
    cargoName: '冷冻虾仁',
    pallets: 10,
    vehicleType: 'van6m8',
    priceFen: 260_000,
    ...DRIVERS.chen,
  },
  {
    status: 'waitLoad',
    daysAgo: 2,
    cargoName: '鲜奶',
    pallets: 22,
    vehicleType: 'flatbed13m',
    priceFen: 520_000,
    ...DRIVERS.huang,
    rejected: '车型不符：需 13 米平板车',
  },
  {
    status: 'waitVehicleAudit',
    daysAgo: 2,
    cargoName: '速冻馄饨',
    pallets: 9,
    vehicleType: 'van4m2',
    priceFen: 160_000,
    ...DRIVERS.liu,
  },
  {
    status: 'waitDispatch',
    daysAgo: 1,
    cargoName: '冷冻薯条',
    pallets: 24,
    vehicleType: 'trailer17m5',
    priceFen: 610_000,
    ...DRIVERS.chen,
  },
];

/** The carrier's steps up to `status`, in order. */
const STORY = CARRIER_ORDER_PROGRESS;

/**
 * Demo carrier orders (after entrust's seed, which flags 广州白云物流 as a carrier and gives 上海乐橙 its entrust
 * addresses): each a demand order posted, quoted and chosen through entrust's services, signed, then moved
 * through this module's services by demo_pallet (上海乐橙, shipper) and demo_multi (广州白云物流, carrier),
 * each step a few hours after the last, all in the past. Loading and unloading carry generated ticket photos.
 */
export async function seedDemoCarrierOrders(db: DbOrTrx, now: number): Promise<void> {
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;
  const companies = await companyIdsByName(db);
  const shipper = await demoSession(db, 'demo_pallet', companies.get(DEMO_COMPANIES.leCheng)!);
  const carrier = await demoSession(db, 'demo_multi', companies.get(DEMO_COMPANIES.baiYun)!);
  const { rows: addresses } = await sql<{ id: string }>`
    select id from entrust_addresses where company_id = ${shipper.companyId} order by id`.execute(db);
  if (addresses.length < 2)
    throw new Error('carrier-orders demo: entrust’s seed gave 上海乐橙 fewer than two addresses');
  const seed = seedDeps(db);
  const { deps } = seed;
  const photos = {
    loading: demoTicketPng([250, 246, 226]),
    unloading: demoTicketPng([226, 240, 250]),
  };

  for (const [index, demo] of DEMO_ORDERS.entries()) {
    let time = now - demo.daysAgo * DAY_MS - 10 * HOUR_MS;
    const step = (hours: number) => seed.at((time += hours * HOUR_MS));
    step(0);
    const demand = await saveDemandOrder(deps, shipper, {
      requestId: newId(),
      originAddressId: addresses[index % 2]!.id,
      destinationAddressId: addresses[(index + 1) % 2]!.id,
      cargoName: demo.cargoName,
      pallets: demo.pallets,
      weightKg: demo.pallets * 450,
      vehicleType: demo.vehicleType,
      loadFrom: new Date(time + 6 * HOUR_MS).toISOString(),
      loadTo: new Date(time + 9 * HOUR_MS).toISOString(),
      quoteDeadline: new Date(time + 3 * HOUR_MS).toISOString(),
      publish: true,
    });
    step(0.5);
    const quote = await submitQuote(deps, carrier, {
      requestId: newId(),
      demandOrderId: demand.id,
      priceFen: demo.priceFen,
    });
    step(0.5);
    await chooseQuote(deps, shipper, { id: demand.id, quoteId: quote.id });
    step(0.25);
    const created = await createCarrierOrder(
      deps,
      shipper,
      demand.id,
      sha256(`demo:${demand.id}`),
      '127.0.0.1',
    );
    const id = created.id;
    const vehicle = {
      id,
      plateNumber: demo.plateNumber,
      driverName: demo.driverName,
      driverPhone: demo.driverPhone,
    };

    if (demo.rejected) {
      step(0.5);
      await assignVehicle(deps, carrier, {
        ...vehicle,
        plateNumber: '粤B6Q331',
        driverName: '张伟东',
        driverPhone: '13590127746',
      });
      step(0.5);
      await auditVehicle(deps, shipper, await orderOf(db, shipper.companyId, id), {
        approve: false,
        reason: demo.rejected,
      });
    }
    const target = demo.cancel ? 'waitVehicleAudit' : demo.status;
    for (const status of STORY.slice(1, STORY.indexOf(target) + 1)) {
      step(status === 'arrivedLoad' || status === 'unloaded' ? 1 : 0.5);
      if (status === 'waitVehicleAudit') await assignVehicle(deps, carrier, vehicle);
      else if (status === 'waitLoad')
        await auditVehicle(deps, shipper, await orderOf(db, shipper.companyId, id), { approve: true });
      else if (status === 'arrivedLoad') await reach(deps, carrier, 'reachLoad', id);
      else if (status === 'arrivedUnload') await reach(deps, carrier, 'reachUnload', id);
      else if (status === 'loaded' || status === 'unloaded') {
        const kind = status === 'loaded' ? 'loading' : 'unloading';
        const photo = await demoUpload(db, carrier, `demo-${kind}-ticket.png`, photos[kind], time);
        await recordTickets(deps, carrier, status === 'loaded' ? 'load' : 'unload', {
          id,
          ticketFileIds: [photo],
        });
      } else await signCarrierOrder(deps, shipper, { id, adjustments: demo.adjustments ?? [] });
    }
    if (demo.cancel) {
      step(1);
      await cancelCarrierOrder(deps, shipper, { id, reason: demo.cancel });
    }
    if (demo.evaluation) {
      step(2);
      await evaluate(db, shipper, time, { carrierOrderId: id, ...demo.evaluation });
    }
  }
}
