import { DEMO_COMPANIES } from '../server/db/seed/demo-accounts';
import { DOCUMENT_PREFIXES } from '../server/modules/ledger';
import { LEDGER_KIND_DOCUMENT, type DocumentType, type LedgerKind } from '../src/contract/stock';
import type { BatchedWriter, BulkRow } from './bulk-sink';
import { companyName, mobile, personName, pickCity, plateNumber, warehouseAddress, type City } from './names';
import type { DataPlan } from './plan';
import type { Prng } from './prng';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
/** Ledger and documents span two years; open documents (pending, in transit, applied) the last two weeks. */
const HISTORY_DAYS = 730;
const OPEN_DOCUMENT_DAYS = 14;

/** What the seed (server/db/seed) left in the database, read before the bulk load. */
export interface SeededRows {
  companies: { id: string; name: string; is_group: number; parent_company_id: string | null }[];
  warehouses: { id: string; company_id: string; is_default: number; created_at: number }[];
  trayTypes: { code: string; deposit_fen: number }[];
  balances: BalanceRow[];
  sequences: { key: string; last_value: number }[];
}

interface BalanceRow {
  holder_company_id: string;
  warehouse_id: string;
  tray_type_code: string;
  owner_company_id: string;
  on_hand: number;
  in_transit: number;
  awaiting_signature: number;
  /** Reserved for open returns (0011); the generator books none, so only seeded balances hold any. */
  reserved: number;
  /** Ledger entries of the balance (0006), kept by the ledger service for the detail page's total. */
  entry_count: number;
  updated_at: number;
}

interface Company {
  id: string;
  kind: 'regular' | 'group' | 'c1';
  parent: number | null;
  warehouses: number[];
  /** Warehouses the generator made (the ledger is booked only there, never on the seed's balances). */
  generatedWarehouses: number[];
  defaultWarehouse: number | null;
  city: City;
}

interface Warehouse {
  id: string;
  company: number;
  createdAt: number;
}

/** One balance the generator books ledger entries on. */
interface LedgerBalance {
  holder: number;
  warehouse: number;
  trayType: string;
  owner: number;
  entries: number;
}

/** What the bench scripts need to know about the data set (stored in app_meta under BENCH_META_KEY). */
export interface DatasetMeta {
  demoCompanyId: string;
  /** The demo company's balance holding the export rows. */
  exportBalance: { warehouseId: string; trayTypeCode: string; entries: number };
  /** The demo company's biggest ordinary balance. */
  biggestBalance: { warehouseId: string; trayTypeCode: string; entries: number };
  demoTransfers: number;
  now: number;
}
export const BENCH_META_KEY = 'bench.dataset';

type Pool = { ids: string[]; nos: string[]; byCompany: Map<number, number[]> };

/** Movement kinds by direction, for own stock (holder = owner) and C1 stock (holder ≠ owner). */
const KINDS = {
  ownIn: { inbound: 60, transferIn: 25, transferCancel: 7, recycleCancel: 8 },
  ownOut: { saleOut: 50, transferOut: 30, recycle: 20 },
  c1In: { saleIn: 60, circulationIn: 40 },
  c1Out: { circulationOut: 50, recycle: 20, transferOut: 15, deduction: 15 },
} as const;

const balanceKey = (holder: string, warehouse: string, trayType: string, owner: string) =>
  `${holder}|${warehouse}|${trayType}|${owner}`;

/**
 * Builds the data set of the scale bench in memory-bounded batches: companies, warehouses, documents in
 * realistic state mixes, ledger entries whose running sum never goes below zero, and balances equal to
 * the ledger sums (plus the in-transit and awaiting-signature counters the open documents hold).
 */
export class DatasetGenerator {
  private readonly companies: Company[] = [];
  private readonly warehouses: Warehouse[] = [];
  private readonly balances = new Map<string, BalanceRow>();
  private readonly sequences = new Map<string, number>();
  private readonly pools = new Map<DocumentType, Pool>();
  private readonly trayTypes: { code: string; deposit_fen: number }[];
  private demo = -1;
  private readonly since: number;

  constructor(
    private readonly writer: BatchedWriter,
    private readonly seeded: SeededRows,
    private readonly plan: DataPlan,
    private readonly prng: Prng,
    private readonly now: number,
  ) {
    this.trayTypes = seeded.trayTypes;
    this.since = now - HISTORY_DAYS * DAY_MS;
    for (const balance of seeded.balances)
      this.balances.set(
        balanceKey(
          balance.holder_company_id,
          balance.warehouse_id,
          balance.tray_type_code,
          balance.owner_company_id,
        ),
        { ...balance },
      );
    for (const sequence of seeded.sequences) this.sequences.set(sequence.key, sequence.last_value);
  }

  async generate(): Promise<DatasetMeta> {
    await this.addCompanies();
    await this.addWarehouses();
    const demoTransfers = await this.addDocuments();
    const { exportBalance, biggestBalance } = await this.addLedger();
    await this.writeBalancesAndSequences();
    await this.writer.flushAll();
    const describe = (balance: LedgerBalance) => ({
      warehouseId: (this.warehouses[balance.warehouse] as Warehouse).id,
      trayTypeCode: balance.trayType,
      entries: balance.entries,
    });
    return {
      demoCompanyId: this.company(this.demo).id,
      exportBalance: describe(exportBalance),
      biggestBalance: describe(biggestBalance),
      demoTransfers,
      now: this.now,
    };
  }

  private company(index: number): Company {
    return this.companies[index] as Company;
  }

  // ───────────── companies and warehouses ─────────────

  private async addCompanies(): Promise<void> {
    const seededIndex = new Map<string, number>();
    // The demo company is the platform customer measured: regular here, although the seed also makes it a
    // C1 client of 昆山工厂 (that seeded C1 stock stays); a 'c1' company's ledger would all be its parent's.
    const parentOf = (row: SeededRows['companies'][number]) =>
      row.name === DEMO_COMPANIES.leCheng ? null : row.parent_company_id;
    for (const row of this.seeded.companies) {
      seededIndex.set(row.id, this.companies.length);
      this.companies.push({
        id: row.id,
        kind: row.is_group === 1 ? 'group' : parentOf(row) ? 'c1' : 'regular',
        parent: null,
        warehouses: [],
        generatedWarehouses: [],
        defaultWarehouse: null,
        city: pickCity(this.prng),
      });
      if (row.name === DEMO_COMPANIES.leCheng) this.demo = this.companies.length - 1;
    }
    for (const row of this.seeded.companies) {
      const parent = parentOf(row);
      if (parent) this.company(seededIndex.get(row.id) as number).parent = seededIndex.get(parent) ?? null;
    }
    if (this.demo < 0) throw new Error('the seed has no demo company (上海乐橙)');

    const { plan, prng } = this;
    const groups: number[] = [];
    const regulars = this.companies.flatMap((c, index) => (c.kind === 'regular' ? [index] : []));
    const toAdd = plan.companies - this.companies.length;
    for (let n = 0; n < toAdd; n += 1) {
      const index = this.companies.length;
      let kind: Company['kind'] = 'regular';
      let group: number | null = null;
      let parent: number | null = null;
      if (n < plan.groups) kind = 'group';
      else if (n < plan.groups + plan.factories) group = prng.pick(groups);
      else if (n < plan.groups + plan.factories + plan.c1Clients) {
        kind = 'c1';
        const demoClient = n < plan.groups + plan.factories + plan.demo.downstreamClients;
        parent = demoClient ? this.demo : prng.pick(regulars.filter((r) => r !== this.demo));
      }
      this.companies.push({
        id: prng.hexId(),
        kind,
        parent,
        warehouses: [],
        generatedWarehouses: [],
        defaultWarehouse: null,
        city: pickCity(prng),
      });
      if (kind === 'group') groups.push(index);
      if (kind === 'regular') regulars.push(index);
      await this.writer.add('companies', {
        id: this.company(index).id,
        name: companyName(n),
        type: '4',
        is_group: kind === 'group' ? 1 : 0,
        group_company_id: group === null ? null : this.company(group).id,
        parent_company_id: parent === null ? null : this.company(parent).id,
        created_at: this.now - prng.int(800, 1500) * DAY_MS,
      });
    }
  }

  private async addWarehouses(): Promise<void> {
    const companyIndex = new Map(this.companies.map((c, index) => [c.id, index]));
    for (const row of this.seeded.warehouses) {
      const owner = this.company(companyIndex.get(row.company_id) as number);
      owner.warehouses.push(this.warehouses.length);
      if (row.is_default === 1 || owner.defaultWarehouse === null)
        owner.defaultWarehouse = this.warehouses.length;
      this.warehouses.push({
        id: row.id,
        company: companyIndex.get(row.company_id) as number,
        createdAt: row.created_at,
      });
    }
    const demoMissing = Math.max(1, this.plan.demo.warehouses - this.company(this.demo).warehouses.length);
    const generated = this.companies.flatMap((c, index) =>
      index >= this.seeded.companies.length && c.kind !== 'group' ? [index] : [],
    );
    const owners: number[] = [...Array<number>(demoMissing).fill(this.demo), ...generated];
    const spare = this.plan.warehouses - this.warehouses.length - owners.length;
    for (let n = 0; n < spare; n += 1) owners.push(this.prng.pick(generated));
    for (const owner of owners) await this.addWarehouse(owner);
  }

  private async addWarehouse(companyIndex: number): Promise<void> {
    const { prng } = this;
    const company = this.company(companyIndex);
    const index = this.warehouses.length;
    const isDefault = company.defaultWarehouse === null;
    const createdAt = this.now - prng.int(HISTORY_DAYS + 10, HISTORY_DAYS + 400) * DAY_MS;
    this.warehouses.push({ id: prng.hexId(), company: companyIndex, createdAt });
    company.warehouses.push(index);
    company.generatedWarehouses.push(index);
    if (isDefault) company.defaultWarehouse = index;
    await this.writer.add('warehouses', {
      id: (this.warehouses[index] as Warehouse).id,
      company_id: company.id,
      ...warehouseAddress(prng, company.city, company.warehouses.length),
      contact: personName(prng),
      phone: mobile(prng),
      longitude: 100 + prng.float() * 22,
      latitude: 22 + prng.float() * 18,
      is_default: isDefault ? 1 : 0,
      deleted: 0,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }

  // ───────────── documents ─────────────

  private pool(type: DocumentType): Pool {
    let pool = this.pools.get(type);
    if (!pool) this.pools.set(type, (pool = { ids: [], nos: [], byCompany: new Map() }));
    return pool;
  }

  private documentNo(type: DocumentType, createdAt: number): string {
    const day = new Date(createdAt + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
    const key = `${DOCUMENT_PREFIXES[type]}${day}`;
    const value = (this.sequences.get(key) ?? 0) + 1;
    this.sequences.set(key, value);
    return `${key}-${String(value).padStart(6, '0')}`;
  }

  /** The columns every document shares; registers it in the pool the ledger entries draw from. */
  private documentBase(type: DocumentType, parties: number[], open: boolean, quantity: number) {
    const { prng } = this;
    const createdAt = open
      ? this.now - prng.int(60_000, OPEN_DOCUMENT_DAYS * DAY_MS)
      : prng.int(this.since, this.now - OPEN_DOCUMENT_DAYS * DAY_MS);
    const id = prng.hexId();
    const documentNo = this.documentNo(type, createdAt);
    const pool = this.pool(type);
    for (const party of new Set(parties)) {
      let list = pool.byCompany.get(party);
      if (!list) pool.byCompany.set(party, (list = []));
      list.push(pool.ids.length);
    }
    pool.ids.push(id);
    pool.nos.push(documentNo);
    const closedAt = Math.min(this.now - 1000, createdAt + prng.int(3_600_000, 3 * DAY_MS));
    return {
      row: {
        id,
        document_no: documentNo,
        tray_type_code: prng.pick(this.trayTypes).code,
        quantity,
        remark: prng.chance(0.2) ? prng.pick(['加急', '周末送达', '请提前电话联系', '月度调拨', '补货']) : '',
        request_id: prng.hexId(),
        created_at: createdAt,
        updated_at: open ? createdAt : closedAt,
      },
      closedAt,
    };
  }

  /** Raises a balance's in-transit or awaiting-signature counter for an open document. */
  private count(
    holder: number,
    warehouse: number,
    trayType: string,
    owner: number,
    field: 'in_transit' | 'awaiting_signature',
    quantity: number,
    at: number,
  ) {
    const row = this.balanceRow(holder, warehouse, trayType, owner);
    row[field] += quantity;
    row.updated_at = Math.max(row.updated_at, at);
  }

  private balanceRow(holder: number, warehouse: number, trayType: string, owner: number): BalanceRow {
    const [h, w, o] = [
      this.company(holder).id,
      (this.warehouses[warehouse] as Warehouse).id,
      this.company(owner).id,
    ];
    const key = balanceKey(h, w, trayType, o);
    let row = this.balances.get(key);
    if (!row) {
      row = {
        holder_company_id: h,
        warehouse_id: w,
        tray_type_code: trayType,
        owner_company_id: o,
        on_hand: 0,
        entry_count: 0,
        in_transit: 0,
        awaiting_signature: 0,
        reserved: 0,
        updated_at: 0,
      };
      this.balances.set(key, row);
    }
    return row;
  }

  /** Where a company's documents start from: a warehouse the generator made when it has one. */
  private warehouseOf(company: number): number {
    const c = this.company(company);
    return this.prng.pick(c.generatedWarehouses.length > 0 ? c.generatedWarehouses : c.warehouses);
  }

  private partiesWithWarehouses(kind: Company['kind']): number[] {
    return this.companies.flatMap((c, index) => (c.kind === kind && c.warehouses.length > 0 ? [index] : []));
  }

  /** The demo company with the plan's share, else any of the candidates. */
  private demoOr(candidates: readonly number[]): number {
    return this.prng.chance(this.plan.demo.documentShare) ? this.demo : this.prng.pick(candidates);
  }

  private async addDocuments(): Promise<number> {
    const regulars = this.partiesWithWarehouses('regular');
    const c1s = this.partiesWithWarehouses('c1');
    const childrenOf = new Map<number, number[]>();
    for (const c1 of c1s) {
      const parent = this.company(c1).parent;
      if (parent !== null) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), c1]);
    }
    const parents = [...childrenOf.keys()];
    const { documents, demo } = this.plan;
    /** A platform customer other than the given ones (the demo company's transfers are exactly the plan's). */
    const regularExcept = (...not: number[]) => {
      for (;;) {
        const pick = this.prng.pick(regulars);
        if (!not.includes(pick)) return pick;
      }
    };
    for (let n = 0; n < documents.transfers; n += 1) {
      if (n < demo.transfersOut) await this.addTransfer(this.demo, regularExcept(this.demo));
      else if (n < demo.transfersOut + demo.transfersIn)
        await this.addTransfer(regularExcept(this.demo), this.demo);
      else {
        const from = regularExcept(this.demo);
        await this.addTransfer(from, regularExcept(this.demo, from));
      }
    }
    for (let n = 0; n < documents.inboundOrders; n += 1) await this.addInbound(this.demoOr(regulars));
    for (let n = 0; n < documents.shipments; n += 1) {
      if (this.prng.chance(0.7)) {
        const from = this.prng.chance(demo.documentShare) ? this.demo : this.prng.pick(parents);
        await this.addWaybill(from, this.prng.pick(childrenOf.get(from) ?? c1s));
      } else {
        const from = this.prng.chance(demo.documentShare)
          ? this.prng.pick(childrenOf.get(this.demo) ?? c1s)
          : this.prng.pick(c1s);
        await this.addShipment(
          'circulation',
          from,
          this.prng.pick(regulars),
          this.company(from).parent ?? from,
        );
      }
    }
    for (let n = 0; n < documents.recyclings; n += 1)
      await this.addRecycling(this.prng.chance(0.8) ? this.demoOr(regulars) : this.prng.pick(c1s));
    for (let n = 0; n < documents.deductions; n += 1) {
      const holder = this.prng.chance(demo.documentShare)
        ? this.prng.pick(childrenOf.get(this.demo) ?? c1s)
        : this.prng.pick(c1s);
      await this.addDeduction(holder);
    }
    return demo.transfersOut + demo.transfersIn;
  }

  private async addTransfer(from: number, to: number): Promise<void> {
    const { prng } = this;
    const status = prng.weighted({ accepted: 78, cancelled: 12, pending: 10 });
    const { row, closedAt } = this.documentBase(
      'transfer',
      [from, to],
      status === 'pending',
      prng.int(5, 200),
    );
    const awaiting = this.company(to).defaultWarehouse as number;
    if (status === 'pending')
      this.count(to, awaiting, row.tray_type_code, to, 'awaiting_signature', row.quantity, row.created_at);
    await this.writer.add('transfers', {
      ...row,
      status,
      from_company_id: this.company(from).id,
      from_warehouse_id: (this.warehouses[this.warehouseOf(from)] as Warehouse).id,
      owner_company_id: this.company(from).id,
      to_company_id: this.company(to).id,
      awaiting_warehouse_id: (this.warehouses[awaiting] as Warehouse).id,
      to_warehouse_id: status === 'accepted' ? (this.warehouses[this.warehouseOf(to)] as Warehouse).id : null,
      signed_at: status === 'accepted' ? closedAt : null,
    });
  }

  private async addInbound(company: number): Promise<void> {
    const { prng } = this;
    const status = prng.weighted({ completed: 80, signed: 10, inTransit: 10 });
    const { row, closedAt } = this.documentBase(
      'inboundOrder',
      [company],
      status === 'inTransit',
      prng.int(20, 600),
    );
    const warehouse = this.warehouseOf(company);
    if (status === 'inTransit')
      this.count(company, warehouse, row.tray_type_code, company, 'in_transit', row.quantity, row.created_at);
    const short =
      status !== 'inTransit' && prng.chance(0.1) ? prng.int(1, Math.min(10, row.quantity - 1)) : 0;
    await this.writer.add('inbound_orders', {
      ...row,
      status,
      company_id: this.company(company).id,
      warehouse_id: (this.warehouses[warehouse] as Warehouse).id,
      received_quantity: status === 'inTransit' ? null : row.quantity - short,
      difference_reason: short > 0 ? prng.pick(['运输破损', '少发', '托盘污损拒收']) : '',
      plate_number: plateNumber(prng, this.company(company).city),
      signed_at: status === 'inTransit' ? null : closedAt,
    });
  }

  /** A sale outbound (issue 4: a waybill) from a customer to one of its downstream clients. */
  private async addWaybill(from: number, to: number): Promise<void> {
    const { prng } = this;
    const status = prng.weighted({ confirmed: 80, arrived: 4, inTransit: 8, created: 6, deleted: 2 });
    const open = status !== 'confirmed' && status !== 'deleted';
    const { row, closedAt } = this.documentBase('saleOutbound', [from, to], open, prng.int(5, 150));
    const toWarehouse = this.warehouseOf(to);
    const departed = status === 'inTransit' || status === 'arrived' || status === 'confirmed';
    if (status === 'inTransit' || status === 'arrived')
      this.count(to, toWarehouse, row.tray_type_code, from, 'in_transit', row.quantity, row.created_at);
    const step = (share: number) => row.created_at + Math.round((closedAt - row.created_at) * share);
    const withDriver = prng.chance(0.6);
    await this.writer.add('waybills', {
      ...row,
      status,
      from_company_id: this.company(from).id,
      from_warehouse_id: (this.warehouses[this.warehouseOf(from)] as Warehouse).id,
      to_company_id: this.company(to).id,
      to_warehouse_id: (this.warehouses[toWarehouse] as Warehouse).id,
      owner_company_id: this.company(from).id,
      plate_number: plateNumber(prng, this.company(from).city),
      driver_name: withDriver ? personName(prng) : '',
      driver_phone: withDriver ? mobile(prng) : '',
      vehicle_provider: withDriver ? prng.pick(['trans', 'yuhong']) : null,
      departed_at: departed ? step(0.2) : null,
      arrived_at: status === 'arrived' || status === 'confirmed' ? step(0.8) : null,
      confirmed_at: status === 'confirmed' ? closedAt : null,
      deleted_at: status === 'deleted' ? closedAt : null,
    });
  }

  private async addShipment(type: 'circulation', from: number, to: number, owner: number): Promise<void> {
    const { prng } = this;
    const status = prng.weighted({ arrived: 88, inTransit: 12 });
    const { row, closedAt } = this.documentBase(type, [from, to], status === 'inTransit', prng.int(5, 150));
    const toWarehouse = this.warehouseOf(to);
    if (status === 'inTransit')
      this.count(to, toWarehouse, row.tray_type_code, owner, 'in_transit', row.quantity, row.created_at);
    await this.writer.add('shipments', {
      ...row,
      status,
      type,
      group_id: row.id,
      line_no: 1,
      from_company_id: this.company(from).id,
      from_warehouse_id: (this.warehouses[this.warehouseOf(from)] as Warehouse).id,
      to_company_id: this.company(to).id,
      to_warehouse_id: (this.warehouses[toWarehouse] as Warehouse).id,
      owner_company_id: this.company(owner).id,
      plate_number: plateNumber(prng, this.company(from).city),
      arrived_at: status === 'arrived' ? closedAt : null,
    });
  }

  private async addRecycling(company: number): Promise<void> {
    const { prng } = this;
    const status = prng.weighted({ collected: 70, applied: 15, cancelled: 15 });
    const { row } = this.documentBase('recycling', [company], status === 'applied', prng.int(10, 300));
    const pickup = new Date(row.created_at + SHANGHAI_OFFSET_MS + prng.int(1, 5) * DAY_MS)
      .toISOString()
      .slice(0, 10);
    await this.writer.add('recycling_applications', {
      ...row,
      status,
      company_id: this.company(company).id,
      warehouse_id: (this.warehouses[this.warehouseOf(company)] as Warehouse).id,
      owner_company_id: this.company(this.company(company).parent ?? company).id,
      pickup_date: pickup,
      contact: personName(prng),
      phone: mobile(prng),
    });
  }

  private async addDeduction(holder: number): Promise<void> {
    const { prng } = this;
    const { row } = this.documentBase(
      'deduction',
      [holder, this.company(holder).parent ?? holder],
      false,
      prng.int(1, 80),
    );
    const deposit = this.trayTypes.find((t) => t.code === row.tray_type_code)?.deposit_fen ?? 0;
    await this.writer.add('deductions', {
      ...row,
      status: 'charged',
      holder_company_id: this.company(holder).id,
      warehouse_id: (this.warehouses[this.warehouseOf(holder)] as Warehouse).id,
      owner_company_id: this.company(this.company(holder).parent ?? holder).id,
      overdue_days: prng.int(31, 240),
      amount_fen: row.quantity * Number(deposit),
    });
  }

  // ───────────── ledger ─────────────

  /** The balances of generated warehouses: own stock for customers, the upstream's pallets for C1 clients. */
  private ledgerBalances(): LedgerBalance[] {
    const balances: LedgerBalance[] = [];
    for (const company of this.companies.keys()) {
      const c = this.company(company);
      for (const warehouse of c.generatedWarehouses) {
        const trayTypes = this.trayTypes.filter(() => this.prng.chance(0.6));
        for (const trayType of trayTypes.length > 0 ? trayTypes : [this.prng.pick(this.trayTypes)])
          balances.push({
            holder: company,
            warehouse,
            trayType: trayType.code,
            owner: c.parent ?? company,
            entries: 0,
          });
      }
    }
    return balances;
  }

  /** Spreads `total` entries over the balances with a skewed weight (a few busy warehouses, many quiet ones). */
  private spread(balances: LedgerBalance[], total: number): void {
    if (balances.length === 0) return;
    const weights = balances.map(() => 0.2 + 10 * this.prng.float() ** 3);
    const sum = weights.reduce((a, b) => a + b, 0);
    let given = 0;
    balances.forEach((balance, position) => {
      balance.entries = Math.floor((total * (weights[position] as number)) / sum);
      given += balance.entries;
    });
    for (let position = 0; given < total; position = (position + 1) % balances.length, given += 1)
      (balances[position] as LedgerBalance).entries += 1;
  }

  private async addLedger(): Promise<{ exportBalance: LedgerBalance; biggestBalance: LedgerBalance }> {
    const all = this.ledgerBalances();
    const demoHeld = all.filter((b) => b.holder === this.demo);
    const others = all.filter((b) => b.holder !== this.demo);
    this.spread(demoHeld, this.plan.demo.ledgerEntries);
    this.spread(others, this.plan.ledgerEntries - this.plan.demo.ledgerEntries);
    const biggestBalance = demoHeld.reduce((a, b) => (b.entries > a.entries ? b : a));
    const firstDemoWarehouse = this.company(this.demo).generatedWarehouses[0] as number;
    const exportBalance: LedgerBalance = {
      holder: this.demo,
      warehouse: firstDemoWarehouse,
      trayType: (this.trayTypes[0] as { code: string }).code,
      owner: this.demo,
      entries: this.plan.exportBalanceEntries,
    };
    const existing = demoHeld.find(
      (b) => b.warehouse === exportBalance.warehouse && b.trayType === exportBalance.trayType,
    );
    if (existing) existing.entries += exportBalance.entries;
    else all.push(exportBalance);
    for (const balance of all) await this.bookEntries(balance);
    return { exportBalance: existing ?? exportBalance, biggestBalance };
  }

  private documentFor(kind: LedgerKind, holder: number): { type: DocumentType; id: string; no: string } {
    const type = LEDGER_KIND_DOCUMENT[kind];
    const pool = this.pool(type);
    const own = pool.byCompany.get(holder);
    const position = own ? this.prng.pick(own) : this.prng.int(0, pool.ids.length - 1);
    return { type, id: pool.ids[position] as string, no: pool.nos[position] as string };
  }

  /** The balance's entries in time order; out-movements never take more than is on hand. */
  private async bookEntries(balance: LedgerBalance): Promise<void> {
    if (balance.entries === 0) return;
    const { prng } = this;
    const warehouse = this.warehouses[balance.warehouse] as Warehouse;
    const start = Math.max(this.since, warehouse.createdAt);
    const times = new Float64Array(balance.entries);
    for (let n = 0; n < times.length; n += 1) times[n] = prng.int(start, this.now - 60_000);
    times.sort();
    const own = balance.holder === balance.owner;
    const holderId = this.company(balance.holder).id;
    const ownerId = this.company(balance.owner).id;
    let onHand = 0;
    for (const time of times) {
      const inward = onHand === 0 || prng.chance(0.52);
      const delta = inward ? prng.int(5, 120) : -prng.int(1, Math.min(onHand, 100));
      const kinds = own ? (inward ? KINDS.ownIn : KINDS.ownOut) : inward ? KINDS.c1In : KINDS.c1Out;
      const kind = prng.weighted(kinds as Record<LedgerKind, number>);
      const document = this.documentFor(kind, balance.holder);
      onHand += delta;
      const entry: BulkRow = {
        id: prng.hexId(),
        holder_company_id: holderId,
        warehouse_id: warehouse.id,
        tray_type_code: balance.trayType,
        owner_company_id: ownerId,
        delta,
        kind,
        document_type: document.type,
        document_id: document.id,
        document_no: document.no,
        created_at: time,
      };
      await this.writer.add('ledger_entries', entry);
    }
    const row = this.balanceRow(balance.holder, balance.warehouse, balance.trayType, balance.owner);
    row.on_hand += onHand;
    row.entry_count += balance.entries;
    row.updated_at = Math.max(row.updated_at, times[times.length - 1] as number);
  }

  /** Every balance (the seed's merged with the generated ones; the caller emptied the table) and every document counter. */
  private async writeBalancesAndSequences(): Promise<void> {
    await this.writer.flushAll();
    for (const row of this.balances.values())
      await this.writer.add('stock_balances', { ...row, updated_at: row.updated_at || this.now });
    for (const [key, last_value] of this.sequences)
      await this.writer.add('document_sequences', { key, last_value });
  }
}
