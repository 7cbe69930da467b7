import type { RoleValue } from '../../src/contract/auth';
import { LEDGER_KIND_DOCUMENT, type LedgerKind } from '../../src/contract/stock';
import { newId } from '../db/ids';
import type { Db } from '../db/schema';
import { applyMovements, type BalanceKey, type CounterMove } from '../modules/ledger';
import { referenceDb } from '../modules/stock';

/** A ledger movement of a test: one balance, one delta, one ledger kind, and the document it names. */
export type ReportMove = BalanceKey & { delta: number; kind: LedgerKind; documentNo?: string };

/** An instant of a Shanghai calendar day (yyyy-MM-dd) at an hour of the day there. */
export const shanghaiAt = (date: string, hour: number) =>
  Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`);

export interface WarehousePlace {
  province: string;
  city: string;
  longitude: number | null;
  latitude: number | null;
}

/**
 * Test data of the reports and the group and downstream lists, written straight into the tables: companies
 * of the test's own (a group, its members, downstream clients), their warehouses, accounts that sign in
 * with the demo password, and ledger writes at chosen instants through the ledger service.
 */
export function reportFixtures(db: Db) {
  let mobiles = 0;
  // The demo password's hash, read once: hashing it again for every account would only slow the tests.
  let demoHash: Promise<string> | undefined;
  const passwordHash = () =>
    (demoHash ??= db
      .selectFrom('accounts')
      .select('password_hash')
      .where('user_account', '=', 'demo_home')
      .executeTakeFirstOrThrow()
      .then((row) => row.password_hash));

  const fixtures = {
    /** An account of the company: its administrator (every code) or a plain sub-account (none). */
    async account(userAccount: string, companyId: string, role: RoleValue, admin: boolean, now = Date.now()) {
      const accountId = newId();
      mobiles += 1;
      await db
        .insertInto('accounts')
        .values({
          id: accountId,
          user_account: userAccount,
          username: userAccount,
          mobile: `1390000${String(mobiles).padStart(4, '0')}`,
          password_hash: await passwordHash(),
          status: 'active',
          password_changed_at: now,
          created_at: now,
        })
        .execute();
      await db
        .insertInto('memberships')
        .values({
          account_id: accountId,
          company_id: companyId,
          role,
          custom_role_id: null,
          is_admin: admin ? 1 : 0,
          created_at: now,
        })
        .execute();
    },
    /**
     * A company, with its administrator `userAccount` of role 1 (or 6: then the company is a group) when
     * one is named; `group` is the group it belongs to, `parent` its upstream customer.
     */
    async company(
      name: string,
      userAccount?: string,
      links: { role?: 1 | 6; group?: string; parent?: string } = {},
      now = Date.now(),
    ): Promise<string> {
      const id = newId();
      await db
        .insertInto('companies')
        .values({
          id,
          name,
          type: '4',
          is_group: links.role === 6 ? 1 : 0,
          group_company_id: links.group ?? null,
          parent_company_id: links.parent ?? null,
          created_at: now,
        })
        .execute();
      if (userAccount) await fixtures.account(userAccount, id, links.role ?? 1, true, now);
      return id;
    },
    async warehouse(
      companyId: string,
      name: string,
      place: WarehousePlace,
      now = Date.now(),
    ): Promise<string> {
      const id = newId();
      await referenceDb(db)
        .insertInto('warehouses')
        .values({
          id,
          company_id: companyId,
          name,
          ...place,
          district: '',
          detail_address: '',
          contact: '测试',
          phone: '13900000000',
          is_default: 0,
          deleted: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    },
    /** One ledger write at an instant: each movement its own entry (and test document), and counter moves. */
    book: (instant: number, moves: readonly ReportMove[], counters: readonly CounterMove[] = []) =>
      db.transaction().execute((trx) =>
        applyMovements(trx, instant, {
          // A named document is one test document (its entries share it); an unnamed one is new each time.
          movements: moves.map(({ documentNo, ...move }) => ({
            ...move,
            documentType: LEDGER_KIND_DOCUMENT[move.kind],
            documentId: documentNo ? `test-${documentNo}` : newId(),
            documentNo: documentNo ?? 'BB-TEST',
          })),
          counters,
        }),
      ),
  };
  return fixtures;
}

/** One test ledger entry by company key: holder (its one warehouse), tray type, owner (default the holder). */
export interface KeyedEntry {
  holder: string;
  trayType: string;
  owner?: string;
  delta: number;
  kind: LedgerKind;
  documentNo: string;
}

const PLACES: readonly WarehousePlace[] = [
  { province: '江苏省', city: '苏州市', longitude: null, latitude: null },
  { province: '四川省', city: '成都市', longitude: null, latitude: null },
];

/**
 * The same data named by short keys (G, M1, D …): each company has one warehouse, alternately in 江苏 and
 * 四川; `member` names a company's group by key, `parent` its upstream customer by key.
 */
export function keyedReportFixtures(db: Db) {
  const fx = reportFixtures(db);
  const ids = new Map<string, string>();
  const warehouses = new Map<string, string>();
  const id = (key: string) => ids.get(key) as string;
  const warehouse = (key: string) => warehouses.get(key) as string;
  return {
    id,
    warehouse,
    async addCompanies(
      companies: readonly { key: string; name: string; group?: boolean; member?: string; parent?: string }[],
      now: number,
    ) {
      for (const [index, company] of companies.entries()) {
        const links = {
          ...(company.group && { role: 6 as const }),
          ...(company.member && { group: id(company.member) }),
          ...(company.parent && { parent: id(company.parent) }),
        };
        ids.set(company.key, await fx.company(company.name, undefined, links, now));
        const place = PLACES[index % PLACES.length]!;
        warehouses.set(company.key, await fx.warehouse(id(company.key), `${company.name}仓`, place, now));
      }
    },
    addAccount: (userAccount: string, company: string, role: 6 | 7, admin: boolean, now: number) =>
      fx.account(userAccount, id(company), role, admin, now),
    /** The entries of one instant, and counter moves of the holders' own pallets. */
    move: (
      at: number,
      entries: readonly KeyedEntry[],
      counters: readonly (Omit<CounterMove, 'holder' | 'warehouse' | 'owner'> & { holder: string })[] = [],
    ) =>
      fx.book(
        at,
        entries.map((entry) => ({
          holder: id(entry.holder),
          warehouse: warehouse(entry.holder),
          trayType: entry.trayType,
          owner: id(entry.owner ?? entry.holder),
          delta: entry.delta,
          kind: entry.kind,
          documentNo: entry.documentNo,
        })),
        counters.map((move) => ({
          ...move,
          holder: id(move.holder),
          warehouse: warehouse(move.holder),
          owner: id(move.holder),
        })),
      ),
  };
}
