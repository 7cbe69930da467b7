import type { Transaction } from 'kysely';
import type { DocumentType } from '../../../src/contract/stock';
import { newId } from '../../db/ids';
import type { Database, DbOrTrx } from '../../db/schema';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { claimSeedMarker, companyIdsByName } from '../../db/seed/seed-once';
import { applyMovements, DOCUMENT_PREFIXES, inTransaction, type Movement } from '../ledger';
import { referenceDb } from '../stock';
import { transportDb } from '../transport';
import { DEMO_CLIENTS, PLATES, seasonOf } from './demo-plan';

const SEED_MARKER = 'seed.group-history';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** A year of days, the last one a week before the seed (the stock story of transport is younger). */
const DAYS = 365;
const LAST_DAY_BACK = 7;

/** A pallet balance of the history: holder, warehouse, tray type, owner. */
interface Place {
  company: string;
  warehouse: string;
}
type Key = { holder: Place; trayType: string; owner: string };

/** One document of the history: its table's row is built from these fields when inserted. */
interface Doc {
  type: DocumentType;
  id: string;
  no: string;
  at: number;
  trayType: string;
  quantity: number;
  from: Place;
  to: Place;
  owner: string;
  /** inbound orders: pallets a client returned (the client is `from`). */
  fromClient?: boolean;
}

/**
 * The demo's year of group history (issue 14): 苏州华润包装集团's two member factories receive pallets from
 * the platform, ship them to their downstream clients (added here, in four provinces), get them back,
 * transfer between themselves, have the platform collect the surplus and charge a few lost; 成都蜀味
 * receives 昆山工厂's pallets, circulates part on to one of 昆山's clients and returns the rest. Seasonal
 * (more before 春节 and in autumn) with a rising trend. A working day's movements are one applyMovements
 * call, the documents they point at one multi-row insert per table; 上海乐橙's balances are not touched. Runs once per database (an app_meta marker), after transport's stock story.
 */
export async function seedGroupHistory(db: DbOrTrx, now: number): Promise<void> {
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;
  const companies = await companyIdsByName(db);
  const warehouses = await referenceDb(db).selectFrom('warehouses').select(['id', 'company_id']).execute();
  const placeOf = (name: string): Place | undefined => {
    const company = companies.get(name);
    const warehouse = warehouses.find((w) => w.company_id === company);
    return company && warehouse ? { company, warehouse: warehouse.id } : undefined;
  };
  const kunShan = placeOf(DEMO_COMPANIES.kunShan);
  const wuXi = placeOf(DEMO_COMPANIES.wuXi);
  const shuWei = placeOf(DEMO_COMPANIES.shuWei);
  if (!kunShan || !wuXi || !shuWei) return;
  const clients = await addClients(db, { kunShan, wuXi, shuWei }, now - (DAYS + 30) * DAY_MS);
  await inTransaction(db, (trx) => writeHistory(trx, now, { kunShan, wuXi, shuWei, clients }));
}

/** The downstream clients of the members and of 成都蜀味 (DEMO_CLIENTS), each with one warehouse. */
async function addClients(
  db: DbOrTrx,
  members: { kunShan: Place; wuXi: Place; shuWei: Place },
  at: number,
): Promise<{ kunShan: Place[]; wuXi: Place[] }> {
  const rows = DEMO_CLIENTS.map((client) => ({ ...client, id: newId(), warehouseId: newId() }));
  await db
    .insertInto('companies')
    .values(
      rows.map((client) => ({
        id: client.id,
        name: client.name,
        type: '4',
        is_group: 0,
        group_company_id: null,
        parent_company_id: members[client.member].company,
        created_at: at,
      })),
    )
    .execute();
  await referenceDb(db)
    .insertInto('warehouses')
    .values(
      rows.map((client) => ({
        id: client.warehouseId,
        company_id: client.id,
        ...client.warehouse,
        is_default: 1,
        deleted: 0,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  const of = (member: 'kunShan' | 'wuXi') =>
    rows.filter((c) => c.member === member).map((c) => ({ company: c.id, warehouse: c.warehouseId }));
  return { kunShan: of('kunShan'), wuXi: of('wuXi') };
}

interface Cast {
  kunShan: Place;
  wuXi: Place;
  shuWei: Place;
  clients: { kunShan: Place[]; wuXi: Place[] };
}

async function writeHistory(trx: Transaction<Database>, now: number, cast: Cast): Promise<void> {
  const balances = new Map<string, number>();
  const keyText = (key: Key) => [key.holder.company, key.holder.warehouse, key.trayType, key.owner].join('|');
  const held = (key: Key) => balances.get(keyText(key)) ?? 0;
  const docs: Doc[] = [];
  const numbers = new Map<string, number>();
  /**
   * The history's own numbers, counted per prefix and day from 900001: never reached by the documents
   * of the day's sequence (nextDocumentNo, one statement a document: most of the seed's time).
   */
  const documentNo = (type: DocumentType) => {
    const key = `${DOCUMENT_PREFIXES[type]}${new Date(at + 8 * HOUR_MS).toISOString().slice(0, 10).replaceAll('-', '')}`;
    const next = (numbers.get(key) ?? 900_000) + 1;
    numbers.set(key, next);
    return `${key}-${next}`;
  };
  let movements: Movement[] = [];
  let at = 0;

  /** A document moving `quantity` (at most what the source holds) from one balance to another or out. */
  const move = (
    type: DocumentType,
    kinds: readonly [Movement['kind'], Movement['kind']?],
    from: Key,
    to: Key | undefined,
    wanted: number,
    fromClient = false,
  ) => {
    const quantity = kinds[0] === 'inbound' ? wanted : Math.min(wanted, held(from));
    if (quantity <= 0) return;
    const doc: Doc = {
      type,
      id: newId(),
      no: documentNo(type),
      at,
      trayType: from.trayType,
      quantity,
      from: from.holder,
      to: (to ?? from).holder,
      owner: from.owner,
      fromClient,
    };
    docs.push(doc);
    const entry = (key: Key, delta: number, kind: Movement['kind']) => {
      balances.set(keyText(key), held(key) + delta);
      movements.push({
        holder: key.holder.company,
        warehouse: key.holder.warehouse,
        trayType: key.trayType,
        owner: key.owner,
        delta,
        kind,
        documentType: type,
        documentId: doc.id,
        documentNo: doc.no,
      });
    };
    if (kinds[0] === 'inbound') entry(from, quantity, 'inbound');
    else entry(from, -quantity, kinds[0]);
    if (to && kinds[1]) entry(to, quantity, kinds[1]);
  };

  const own = (place: Place, trayType: string): Key => ({ holder: place, trayType, owner: place.company });
  const lent = (holder: Place, owner: Place, trayType: string): Key => ({
    holder,
    trayType,
    owner: owner.company,
  });
  const members = [
    { place: cast.kunShan, clients: cast.clients.kunShan, trayType: '1210', base: 60 },
    { place: cast.wuXi, clients: cast.clients.wuXi, trayType: '1208', base: 40 },
  ];

  // Every other day is a working day of one member in turn (昆山, then 无锡): the seed's cost is the
  // balances each day touches (one statement each on every test server's start), so a day touches few.
  for (let day = 0; day < DAYS; day += 2) {
    at = now - (DAYS + LAST_DAY_BACK - day) * DAY_MS + 9 * HOUR_MS;
    const f = seasonOf(at, day / DAYS);
    const q = (base: number) => Math.max(1, Math.round(base * f));
    const onKunShan = day % 4 === 0;
    const member = members[onKunShan ? 0 : 1] as (typeof members)[number];
    const turn = Math.floor(day / 4);
    const stock = own(member.place, member.trayType);
    const atClient = lent(member.clients[turn % 2] as Place, member.place, member.trayType);
    if (turn % 3 === 0) move('inboundOrder', ['inbound'], stock, undefined, q(member.base * 12));
    move(
      'inboundOrder',
      ['customerReturnOut', 'customerReturnIn'],
      atClient,
      stock,
      Math.floor(held(atClient) * 0.7),
      true,
    );
    move('saleOutbound', ['saleOut', 'saleIn'], stock, atClient, q(member.base * 3.6));
    if (turn % 15 === 7) move('deduction', ['deduction'], atClient, undefined, onKunShan ? 4 : 5);
    // The platform collects what a factory holds beyond three weeks of shipments.
    if (turn % 2 === 1) move('recycling', ['recycle'], stock, undefined, held(stock) - q(member.base * 18));
    if (onKunShan) {
      // 昆山 lends 无锡 pallets every 16 days; 无锡 has them collected.
      if (turn % 4 === 1)
        move('transfer', ['transferOut', 'transferIn'], stock, own(cast.wuXi, '1210'), q(80));
      // 成都蜀味 (C1): 昆山's pallets arrive, part goes on to 昆山's client, the rest comes back.
      const atShuWei = lent(cast.shuWei, cast.kunShan, '1210');
      if (turn % 3 === 0) move('saleOutbound', ['saleOut', 'saleIn'], stock, atShuWei, q(60));
      if (turn % 3 === 1)
        move(
          'circulation',
          ['circulationOut', 'circulationIn'],
          atShuWei,
          lent(cast.clients.kunShan[0] as Place, cast.kunShan, '1210'),
          Math.ceil(held(atShuWei) * 0.4),
        );
      if (turn % 3 === 2)
        move(
          'inboundOrder',
          ['customerReturnOut', 'customerReturnIn'],
          atShuWei,
          stock,
          held(atShuWei),
          true,
        );
    } else if (turn % 4 === 3) {
      move('recycling', ['recycle'], own(cast.wuXi, '1210'), undefined, held(own(cast.wuXi, '1210')));
    }
    if (movements.length > 0) await applyMovements(trx, at, { movements });
    movements = [];
  }
  await insertDocuments(trx, docs);
}

/** The history's documents in their tables, each in the state its ledger entries say it reached. */
async function insertDocuments(trx: Transaction<Database>, docs: readonly Doc[]): Promise<void> {
  const db = transportDb(trx);
  const trayTypes = await db.selectFrom('tray_types').select(['code', 'deposit_fen']).execute();
  const depositOf = (code: string) => trayTypes.find((t) => t.code === code)?.deposit_fen ?? 0;
  const common = (doc: Doc) => ({
    id: doc.id,
    document_no: doc.no,
    tray_type_code: doc.trayType,
    quantity: doc.quantity,
    remark: '',
    request_id: newId(),
    created_at: doc.at,
    updated_at: doc.at,
  });
  /** Where a waybill or circulation went, and whose pallets it carried. */
  const journey = (doc: Doc) => ({
    from_company_id: doc.from.company,
    from_warehouse_id: doc.from.warehouse,
    to_company_id: doc.to.company,
    to_warehouse_id: doc.to.warehouse,
    owner_company_id: doc.owner,
  });
  const of = (type: DocumentType) => docs.filter((doc) => doc.type === type);
  const inserts = [
    ...chunks(of('inboundOrder')).map((chunk) =>
      db.insertInto('inbound_orders').values(
        chunk.map((doc) => ({
          ...common(doc),
          status: 'signed',
          source: doc.fromClient ? ('client' as const) : ('platform' as const),
          company_id: doc.to.company,
          warehouse_id: doc.to.warehouse,
          client_company_id: doc.fromClient ? doc.from.company : null,
          client_warehouse_id: doc.fromClient ? doc.from.warehouse : null,
          received_quantity: doc.quantity,
          difference_reason: '',
          plate_number: PLATES.inbound,
          signed_at: doc.at,
        })),
      ),
    ),
    ...chunks(of('saleOutbound')).map((chunk) =>
      db.insertInto('waybills').values(
        chunk.map((doc) => ({
          ...common(doc),
          status: 'confirmed' as const,
          ...journey(doc),
          plate_number: PLATES.waybill,
          driver_name: PLATES.driver,
          driver_phone: PLATES.driverPhone,
          vehicle_provider: null,
          departed_at: doc.at,
          arrived_at: doc.at,
          confirmed_at: doc.at,
          deleted_at: null,
        })),
      ),
    ),
    ...chunks(of('transfer')).map((chunk) =>
      db.insertInto('transfers').values(
        chunk.map((doc) => ({
          ...common(doc),
          status: 'accepted',
          from_company_id: doc.from.company,
          from_warehouse_id: doc.from.warehouse,
          owner_company_id: doc.owner,
          to_company_id: doc.to.company,
          awaiting_warehouse_id: doc.to.warehouse,
          to_warehouse_id: doc.to.warehouse,
          signed_at: doc.at,
        })),
      ),
    ),
    ...chunks(of('circulation')).map((chunk) =>
      db.insertInto('shipments').values(
        chunk.map((doc) => ({
          ...common(doc),
          status: 'arrived',
          type: 'circulation' as const,
          group_id: doc.id,
          line_no: 1,
          ...journey(doc),
          plate_number: PLATES.circulation,
          arrived_at: doc.at,
        })),
      ),
    ),
    ...chunks(of('recycling')).map((chunk) =>
      db.insertInto('recycling_applications').values(
        chunk.map((doc) => ({
          ...common(doc),
          status: 'collected',
          company_id: doc.from.company,
          warehouse_id: doc.from.warehouse,
          owner_company_id: doc.owner,
          pickup_date: new Date(doc.at + DAY_MS).toISOString().slice(0, 10),
          contact: PLATES.driver,
          phone: PLATES.driverPhone,
        })),
      ),
    ),
    ...chunks(of('deduction')).map((chunk) =>
      db.insertInto('deductions').values(
        chunk.map((doc) => ({
          ...common(doc),
          status: 'charged',
          holder_company_id: doc.from.company,
          warehouse_id: doc.from.warehouse,
          owner_company_id: doc.owner,
          overdue_days: 60,
          amount_fen: doc.quantity * depositOf(doc.trayType),
        })),
      ),
    ),
  ];
  for (const insert of inserts) await insert.execute();
}

/** Rows per insert: well under SQLite's bound-parameter limit. */
const CHUNK = 200;
const chunks = <T>(rows: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, index) =>
    rows.slice(index * CHUNK, (index + 1) * CHUNK),
  );
