import type { LedgerKind } from '../../../src/contract/stock';
import { LEDGER_KIND_DOCUMENT } from '../../../src/contract/stock';
import { hashPassword } from '../../auth/passwords';
import { newId } from '../../db/ids';
import type { Db } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { applyMovements, type CounterMove } from '../ledger';
import { referenceDb } from '../stock';

/** One test ledger entry: holder, warehouse, tray type, owner (company keys of the fixture), delta, kind. */
export interface TestEntry {
  holder: string;
  trayType: string;
  owner?: string;
  delta: number;
  kind: LedgerKind;
  documentNo: string;
}

/**
 * Test helpers of the group and downstream lists: companies (a group and its members, another group, a
 * downstream client, a stand-alone company), one warehouse each, accounts of roles 6 and 7 logging in with
 * the demo password, and ledger entries written straight through applyMovements.
 */
export function reportFixtures(db: Db) {
  const ids = new Map<string, string>();
  const warehouses = new Map<string, string>();
  const id = (key: string) => ids.get(key) as string;
  return {
    id,
    warehouse: (key: string) => warehouses.get(key) as string,
    /** Companies by key: `group` marks a group, `member` its group's key, `parent` an upstream's key. */
    async addCompanies(
      companies: readonly { key: string; name: string; group?: boolean; member?: string; parent?: string }[],
      now: number,
    ) {
      for (const company of companies) {
        ids.set(company.key, newId());
        warehouses.set(company.key, newId());
      }
      await db
        .insertInto('companies')
        .values(
          companies.map((company) => ({
            id: id(company.key),
            name: company.name,
            type: '4',
            is_group: company.group ? 1 : 0,
            group_company_id: company.member ? id(company.member) : null,
            parent_company_id: company.parent ? id(company.parent) : null,
            created_at: now,
          })),
        )
        .execute();
      await referenceDb(db)
        .insertInto('warehouses')
        .values(
          companies.map((company, index) => ({
            id: warehouses.get(company.key) as string,
            company_id: id(company.key),
            name: `${company.name}仓`,
            province: index % 2 === 0 ? '江苏省' : '四川省',
            city: index % 2 === 0 ? '苏州市' : '成都市',
            district: '',
            detail_address: '',
            contact: '测试',
            phone: '13900000000',
            longitude: null,
            latitude: null,
            is_default: 1,
            deleted: 0,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    },
    /** An account of the company with the role: its administrator (every code) or a plain sub-account (none). */
    async addAccount(userAccount: string, company: string, role: 6 | 7, admin: boolean, now: number) {
      const accountId = newId();
      await db
        .insertInto('accounts')
        .values({
          id: accountId,
          user_account: userAccount,
          username: userAccount,
          mobile: null,
          password_hash: await hashPassword(DEMO_PASSWORD),
          status: 'active',
          password_changed_at: now,
          created_at: now,
        })
        .execute();
      await db
        .insertInto('memberships')
        .values({
          account_id: accountId,
          company_id: id(company),
          role,
          custom_role_id: null,
          is_admin: admin ? 1 : 0,
          created_at: now,
        })
        .execute();
    },
    /** The entries of one instant (each pointing at a test document of its kind's type). */
    async move(
      at: number,
      entries: readonly TestEntry[],
      counters: readonly (Omit<CounterMove, 'holder' | 'warehouse' | 'owner'> & { holder: string })[] = [],
    ) {
      await db.transaction().execute((trx) =>
        applyMovements(trx, at, {
          movements: entries.map((entry) => ({
            holder: id(entry.holder),
            warehouse: warehouses.get(entry.holder) as string,
            trayType: entry.trayType,
            owner: id(entry.owner ?? entry.holder),
            delta: entry.delta,
            kind: entry.kind,
            documentType: LEDGER_KIND_DOCUMENT[entry.kind],
            documentId: `test-${entry.documentNo}`,
            documentNo: entry.documentNo,
          })),
          counters: counters.map((move) => ({
            ...move,
            holder: id(move.holder),
            warehouse: warehouses.get(move.holder) as string,
            owner: id(move.holder),
          })),
        }),
      );
    },
  };
}
