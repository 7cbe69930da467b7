/**
 * The freight bench data (issue 15), written straight into a migrated, demo-seeded database with
 * multi-row INSERTs (the services would take hours): for 上海乐橙 20,000 demand orders in every status,
 * 2–3 quotes each from three carriers, 10,000 carrier orders with their vehicle assignments, one log row
 * per step and a settlement line per completed order; and 5,000 quoting orders of three other shippers
 * for the quote hall of 广州白云物流. Deterministic (bench/prng.ts); what the rows say follows the state
 * machines of src/contract/freight.ts (a chosen quote per chosen order, a carrier order only from signing,
 * the demand's status following its carrier order's).
 */
import { sql, type Kysely } from 'kysely';
import {
  settlementTotal,
  type CarrierOrderStatus,
  type DemandStatus,
  VEHICLE_TYPES,
} from '../src/contract/freight';
import { DEMO_COMPANIES } from '../server/db/seed/demo-accounts';
import type { Db } from '../server/db/schema';
import { companyIdsByName } from '../server/db/seed/seed-once';
import { Prng } from './prng';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Rows per INSERT: 30 columns × 500 stays far below SQLite's 32,766 bound parameters. */
const ROWS_PER_STATEMENT = 500;

const FREIGHT_COUNTS = {
  /** 上海乐橙's orders before signing (draft … chosen, cancelled before signing). */
  unsignedDemands: 10_000,
  /** 上海乐橙's signed orders, each with its carrier order. */
  carrierOrders: 10_000,
  /** Quoting orders of other shippers. */
  otherQuotable: 5_000,
} as const;

/** The shipper measured, its three carriers (白云 and two the bench flags), the other shippers. */
const SHIPPER = DEMO_COMPANIES.leCheng;
const CARRIERS = [DEMO_COMPANIES.baiYun, DEMO_COMPANIES.jiaDing, DEMO_COMPANIES.wuXi] as const;
const OTHER_SHIPPERS = [DEMO_COMPANIES.huaRunGroup, DEMO_COMPANIES.kunShan, DEMO_COMPANIES.shuWei] as const;

const UNSIGNED_WEIGHTS = { draft: 15, quoting: 30, expired: 20, chosen: 15, cancelled: 20 } as const;
const CARRIER_ORDER_WEIGHTS: Readonly<Record<CarrierOrderStatus, number>> = {
  waitDispatch: 8,
  waitVehicleAudit: 8,
  waitLoad: 8,
  arrivedLoad: 6,
  loaded: 6,
  arrivedUnload: 6,
  unloaded: 8,
  completed: 40,
  cancelled: 10,
};
/** The carrier-order steps in order, with the action that reaches each (after the vehicle's approval). */
const STEPS: readonly { action: string; to: CarrierOrderStatus }[] = [
  { action: 'reachLoad', to: 'arrivedLoad' },
  { action: 'load', to: 'loaded' },
  { action: 'reachUnload', to: 'arrivedUnload' },
  { action: 'unload', to: 'unloaded' },
  { action: 'sign', to: 'completed' },
];
const CANCELLABLE: readonly CarrierOrderStatus[] = [
  'waitDispatch',
  'waitVehicleAudit',
  'waitLoad',
  'arrivedLoad',
];

const CITIES = [
  ['上海市', '上海市', '嘉定区'],
  ['广东省', '广州市', '白云区'],
  ['江苏省', '苏州市', '昆山市'],
  ['四川省', '成都市', '双流区'],
  ['浙江省', '杭州市', '萧山区'],
  ['湖北省', '武汉市', '东西湖区'],
  ['北京市', '北京市', '大兴区'],
  ['天津市', '天津市', '武清区'],
  ['山东省', '青岛市', '黄岛区'],
  ['河南省', '郑州市', '中牟县'],
] as const;
const CARGOES = ['冷冻水饺', '鲜果礼盒', '饮料整箱', '乳制品', '速冻汤圆', '调味品', '休闲零食', '粮油'];
const DRIVERS = ['王建国', '李强', '张磊', '刘军', '陈勇', '杨帆', '赵刚', '黄伟'];
const PLATE_LETTERS = 'ABCDEFGHJK';

type Row = Record<string, string | number | null>;
// The bench writes every table by name: the rows are plain records, not the modules' typed tables.
type AnyDb = Kysely<Record<string, Row>>;

/** The tables written, parents before children (their foreign keys). */
const TABLE_ORDER = [
  'entrust_addresses',
  'entrust_demand_orders',
  'entrust_quotes',
  'carrier_orders',
  'carrier_vehicle_assignments',
  'carrier_order_logs',
  'entrust_settlement_lines',
];

/**
 * Collects rows per table and inserts them in statements of ROWS_PER_STATEMENT, through the server's own
 * connection (bulk-sink.ts's BatchedWriter and sinks are bound to the ledger generator's tables).
 */
class Batches {
  private readonly pending = new Map<string, Row[]>();
  readonly counts = new Map<string, number>();

  constructor(private readonly db: AnyDb) {}

  async add(table: string, row: Row): Promise<void> {
    let rows = this.pending.get(table);
    if (!rows) this.pending.set(table, (rows = []));
    rows.push(row);
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
    if (rows.length >= ROWS_PER_STATEMENT) await this.write(table);
  }

  /** Writes the table's pending rows after those of every table before it (the rows they reference). */
  async write(table: string): Promise<void> {
    for (const earlier of TABLE_ORDER.slice(0, TABLE_ORDER.indexOf(table))) await this.writeOnly(earlier);
    await this.writeOnly(table);
  }

  private async writeOnly(table: string): Promise<void> {
    const rows = this.pending.get(table);
    if (!rows || rows.length === 0) return;
    this.pending.set(table, []);
    await this.db.insertInto(table).values(rows).execute();
  }

  /** Writes what is left, parents before children. */
  async flush(): Promise<void> {
    for (const table of TABLE_ORDER) await this.writeOnly(table);
  }
}

interface Context {
  random: Prng;
  now: number;
  ids: Map<string, string>;
  out: Batches;
  addresses: Map<string, Row[]>;
  signerAccountId: string;
  signerName: string;
  serial: number;
}

const idOf = (ctx: Context, name: string): string => {
  const id = ctx.ids.get(name);
  if (!id) throw new Error(`company ${name} is not in the database: start the server once first`);
  return id;
};

const nextId = (ctx: Context, prefix: string): string =>
  `${prefix}${String((ctx.serial += 1)).padStart(10, '0')}`;

const snapshot = (address: Row) =>
  JSON.stringify({
    addressId: address.id,
    name: address.name,
    province: address.province,
    city: address.city,
    district: address.district,
    detail: address.detail,
    contact: address.contact,
    phone: address.phone,
  });

async function addAddresses(ctx: Context, company: string): Promise<void> {
  const rows = CITIES.map(([province, city, district], index) => ({
    id: nextId(ctx, 'bfa'),
    company_id: idOf(ctx, company),
    name: `${city.replace('市', '')}压测仓 ${index + 1}`,
    province,
    city,
    district,
    detail: `物流园 ${index + 1} 号库`,
    contact: '压测联系人',
    phone: '13900000000',
    created_at: ctx.now - 400 * DAY_MS,
    updated_at: ctx.now - 400 * DAY_MS,
  }));
  for (const row of rows) await ctx.out.add('entrust_addresses', row);
  ctx.addresses.set(company, rows);
}

interface DemandPlan {
  shipper: string;
  status: DemandStatus;
  /** Written as quoting with a past deadline: reads as expired without the job having run. */
  lapsed: boolean;
  carriers: readonly string[];
  createdAt: number;
  /** Columns a signed order sets (its carrier order, the signer). */
  signed?: Row;
}

/** A demand order and its quotes; the chosen quote (id, carrier, price) when the plan has one. */
async function addDemand(ctx: Context, plan: DemandPlan) {
  const { random, now } = ctx;
  const addresses = ctx.addresses.get(plan.shipper) ?? [];
  const origin = random.pick(addresses);
  let destination = random.pick(addresses);
  while (destination === origin) destination = random.pick(addresses);
  const id = nextId(ctx, 'bfd');
  const expected = random.int(800, 6000) * 100;
  const deadline =
    plan.status === 'quoting' && !plan.lapsed
      ? now + random.int(1, 7 * 24) * HOUR_MS
      : plan.createdAt + random.int(6, 72) * HOUR_MS;
  const decided = !['draft', 'quoting', 'expired'].includes(plan.status) && plan.carriers.length > 0;
  const quotes = plan.carriers.map((carrier) => ({
    id: nextId(ctx, 'bfq'),
    carrier,
    price: Math.max(100, expected + random.int(-50, 50) * 100),
  }));
  const chosen = decided && !(plan.status === 'cancelled' && random.chance(0.5)) ? quotes[0] : undefined;
  const chosenAt = plan.createdAt + 2 * HOUR_MS;
  const documentNo = `TYB${id.slice(3)}`;
  // What a carrier order copies from its demand order.
  const cargo = {
    cargo_name: random.pick(CARGOES),
    pallets: random.int(4, 60),
    weight_kg: random.int(500, 30_000),
    vehicle_type: random.pick(VEHICLE_TYPES),
    load_from: plan.createdAt + 2 * DAY_MS,
    load_to: plan.createdAt + 3 * DAY_MS,
  };
  await ctx.out.add('entrust_demand_orders', {
    id,
    document_no: documentNo,
    company_id: idOf(ctx, plan.shipper),
    status: plan.lapsed ? 'quoting' : plan.status,
    origin_address_id: origin.id as string,
    origin: snapshot(origin),
    origin_city: origin.city as string,
    destination_address_id: destination.id as string,
    destination: snapshot(destination),
    destination_city: destination.city as string,
    ...cargo,
    expected_price_fen: random.chance(0.7) ? expected : null,
    quote_deadline: deadline,
    remark: '',
    chosen_quote_id: chosen?.id ?? null,
    carrier_company_id: chosen ? idOf(ctx, chosen.carrier) : null,
    agreed_price_fen: chosen?.price ?? null,
    chosen_at: chosen ? chosenAt : null,
    signer_account_id: null,
    signer_name: null,
    signer_ip: null,
    signed_at: null,
    carrier_order_id: null,
    cancel_reason: plan.status === 'cancelled' ? '计划变更' : null,
    created_by: ctx.signerName,
    request_id: `bench-${id}`,
    version: 1,
    created_at: plan.createdAt,
    updated_at: plan.createdAt,
    ...plan.signed,
  });
  for (const quote of quotes)
    await ctx.out.add('entrust_quotes', {
      id: quote.id,
      demand_order_id: id,
      carrier_company_id: idOf(ctx, quote.carrier),
      price_fen: quote.price,
      remark: '',
      status: !chosen ? 'submitted' : quote === chosen ? 'chosen' : 'lost',
      request_id: `bench-${quote.id}`,
      created_at: plan.createdAt + HOUR_MS,
      updated_at: plan.createdAt + HOUR_MS,
    });
  return { id, documentNo, origin, destination, cargo, chosen };
}

/** Two or three of the carriers, in a random order (the first is the one chosen). */
function someCarriers(random: Prng, carriers: readonly string[]): string[] {
  const shuffled = [...carriers];
  // Fisher–Yates.
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
  }
  return shuffled.slice(0, random.int(2, 3));
}

const demandStatusOf = (status: CarrierOrderStatus): DemandStatus =>
  status === 'completed'
    ? 'completed'
    : status === 'cancelled'
      ? 'cancelled'
      : status === 'waitDispatch' || status === 'waitVehicleAudit'
        ? 'signed'
        : 'executing';

/** A signed demand order, its carrier order at `status`, its assignments, logs and settlement line. */
async function addCarrierOrder(ctx: Context, status: CarrierOrderStatus): Promise<void> {
  const { random } = ctx;
  const createdAt = ctx.now - random.int(1, 365 * 24) * HOUR_MS;
  const orderId = nextId(ctx, 'bfo');
  const signedAt = createdAt + 3 * HOUR_MS;
  const demand = await addDemand(ctx, {
    shipper: SHIPPER,
    status: 'chosen',
    lapsed: false,
    carriers: someCarriers(random, CARRIERS),
    createdAt,
    signed: {
      status: demandStatusOf(status),
      signer_account_id: ctx.signerAccountId,
      signer_name: ctx.signerName,
      signer_ip: '127.0.0.1',
      signed_at: signedAt,
      carrier_order_id: orderId,
      cancel_reason: status === 'cancelled' ? '货主取消' : null,
    },
  });
  const chosen = demand.chosen!;
  // Where a cancelled order stopped.
  const reached = status === 'cancelled' ? random.pick(CANCELLABLE) : status;
  // Written after the order (their foreign key), parents first.
  const assignments: Row[] = [];
  const logs: Row[] = [];
  let at = signedAt;
  let from: CarrierOrderStatus | null = null;
  const carrierName = chosen.carrier;
  const log = (action: string, to: CarrierOrderStatus, assignmentId: string | null, byCarrier: boolean) => {
    at += random.int(1, 12) * HOUR_MS;
    logs.push({
      id: nextId(ctx, 'bfl'),
      carrier_order_id: orderId,
      assignment_id: assignmentId,
      action,
      from_status: from,
      to_status: to,
      actor_name: byCarrier ? '压测调度' : ctx.signerName,
      actor_company_name: byCarrier ? carrierName : SHIPPER,
      remark: '',
      created_at: at,
    });
    from = to;
  };
  /** A vehicle assigned, then audited as `audit` says (its log rows too). */
  const assign = (audit: 'pending' | 'approved' | 'rejected'): Row => {
    const id = nextId(ctx, 'bfv');
    log('assignVehicle', 'waitVehicleAudit', id, true);
    const assignedAt = at;
    if (audit === 'rejected') log('rejectVehicle', 'waitDispatch', id, false);
    if (audit === 'approved') log('approveVehicle', 'waitLoad', id, false);
    const audited = audit !== 'pending';
    return {
      id,
      carrier_order_id: orderId,
      shipper_company_id: idOf(ctx, SHIPPER),
      carrier_company_id: idOf(ctx, chosen.carrier),
      plate_number: `沪${random.pick([...PLATE_LETTERS])}${String(random.int(10000, 99999))}`,
      driver_name: random.pick(DRIVERS),
      driver_phone: `139${String(random.int(10_000_000, 99_999_999))}`,
      driver_id_card: null,
      status: audit,
      reject_reason: audit === 'rejected' ? '车辆证件过期' : null,
      assigned_by: '压测调度',
      assigned_at: assignedAt,
      audited_by: audited ? ctx.signerName : null,
      audited_at: audited ? at : null,
    };
  };
  log('create', 'waitDispatch', null, false);
  if (reached !== 'waitDispatch') {
    if (random.chance(0.2)) assignments.push(assign('rejected'));
    assignments.push(assign(reached === 'waitVehicleAudit' ? 'pending' : 'approved'));
    // The steps after the vehicle's approval up to where the order is (none for waitVehicleAudit, waitLoad).
    const last = STEPS.findIndex((step) => step.to === reached);
    for (const step of STEPS.slice(0, last + 1)) log(step.action, step.to, null, step.action !== 'sign');
  }
  if (status === 'cancelled') log('cancel', 'cancelled', null, false);
  await ctx.out.add('carrier_orders', {
    id: orderId,
    document_no: `CYB${orderId.slice(3)}`,
    demand_order_id: demand.id,
    demand_order_no: demand.documentNo,
    quote_id: chosen.id,
    shipper_company_id: idOf(ctx, SHIPPER),
    shipper_company_name: SHIPPER,
    carrier_company_id: idOf(ctx, chosen.carrier),
    carrier_company_name: chosen.carrier,
    origin: snapshot(demand.origin),
    destination: snapshot(demand.destination),
    ...demand.cargo,
    price_fen: chosen.price,
    status,
    version: 1,
    cancel_reason: status === 'cancelled' ? '货主取消' : null,
    sign_code_hash: 'bench',
    signer_account_id: ctx.signerAccountId,
    created_at: signedAt,
    updated_at: at,
  });
  for (const row of assignments) await ctx.out.add('carrier_vehicle_assignments', row);
  for (const row of logs) await ctx.out.add('carrier_order_logs', row);
  if (status === 'completed') {
    const adjustments = random.chance(0.3) ? [{ reason: '等候费', amountFen: random.int(1, 20) * 1000 }] : [];
    await ctx.out.add('entrust_settlement_lines', {
      id: nextId(ctx, 'bfs'),
      carrier_order_id: orderId,
      shipper_company_id: idOf(ctx, SHIPPER),
      carrier_company_id: idOf(ctx, chosen.carrier),
      price_fen: chosen.price,
      adjustments: JSON.stringify(adjustments),
      total_fen: settlementTotal(chosen.price, adjustments),
      completed_at: at,
    });
  }
}

/** 上海乐橙's orders before signing: every status up to chosen, and cancelled ones. */
async function addUnsignedDemand(ctx: Context): Promise<void> {
  const { random, now } = ctx;
  const status = random.weighted(UNSIGNED_WEIGHTS);
  const lapsed = status === 'expired' && random.chance(0.5);
  const recent = status === 'quoting' || status === 'chosen';
  await addDemand(ctx, {
    shipper: SHIPPER,
    status: lapsed ? 'quoting' : status,
    lapsed,
    carriers: status === 'draft' ? [] : someCarriers(random, CARRIERS),
    createdAt: now - (recent ? random.int(1, 72) : random.int(1, 365 * 24)) * HOUR_MS,
  });
}

/** A quoting order of another shipper: 广州白云物流 quoted on one in five. */
async function addOtherQuotable(ctx: Context): Promise<void> {
  const { random, now } = ctx;
  const others = [DEMO_COMPANIES.jiaDing, DEMO_COMPANIES.wuXi];
  const carriers = random.chance(0.2)
    ? [DEMO_COMPANIES.baiYun, ...others.slice(0, random.int(0, 1))]
    : others.slice(0, random.int(0, 2));
  await addDemand(ctx, {
    shipper: random.pick(OTHER_SHIPPERS),
    status: 'quoting',
    lapsed: false,
    carriers,
    createdAt: now - random.int(1, 72) * HOUR_MS,
  });
}

export interface FreightSummary {
  rows: Record<string, number>;
}

/**
 * Writes the bench's freight rows (one transaction) into a database the server has migrated and seeded;
 * flags the two extra carriers. Returns the number of rows per table.
 */
export async function generateFreight(database: Db, now: number, seed: number): Promise<FreightSummary> {
  const ids = await companyIdsByName(database);
  const anyDb = database as unknown as AnyDb;
  const signer = await anyDb
    .selectFrom('accounts')
    .select(['id', 'username'])
    .where('user_account', '=', 'demo_pallet')
    .executeTakeFirstOrThrow();
  const counts = await anyDb.transaction().execute(async (trx) => {
    await sql`update companies set is_carrier = 1 where name in (${sql.join(CARRIERS)})`.execute(trx);
    const ctx: Context = {
      random: new Prng(seed),
      now,
      ids,
      out: new Batches(trx),
      addresses: new Map(),
      signerAccountId: String(signer.id),
      signerName: String(signer.username),
      serial: 0,
    };
    for (const company of [SHIPPER, ...OTHER_SHIPPERS]) await addAddresses(ctx, company);
    for (let n = 0; n < FREIGHT_COUNTS.unsignedDemands; n += 1) await addUnsignedDemand(ctx);
    for (let n = 0; n < FREIGHT_COUNTS.carrierOrders; n += 1)
      await addCarrierOrder(ctx, ctx.random.weighted(CARRIER_ORDER_WEIGHTS));
    for (let n = 0; n < FREIGHT_COUNTS.otherQuotable; n += 1) await addOtherQuotable(ctx);
    await ctx.out.flush();
    return ctx.out.counts;
  });
  return { rows: Object.fromEntries(counts) };
}
