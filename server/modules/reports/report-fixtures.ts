import { LEDGER_KIND_DOCUMENT, type LedgerKind } from '../../../src/contract/stock';
import { newId } from '../../db/ids';
import type { Db } from '../../db/schema';
import { seedAccount } from '../../db/seed';
import { applyMovements, type BalanceKey, type CounterMove } from '../ledger';
import { referenceDb } from '../stock';

/** A ledger movement of a test: one balance, one delta, one ledger kind. */
export type ReportMove = BalanceKey & { delta: number; kind: LedgerKind };

/** An instant of a Shanghai calendar day (yyyy-MM-dd) at an hour of the day there. */
export const shanghaiAt = (date: string, hour: number) =>
  Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`);

/**
 * Test helpers of the reports: a company of the test's own (its account of role 1, or 6 for a group,
 * signs in with the demo password), its warehouses, and ledger writes at chosen instants through the ledger service.
 */
export function reportFixtures(db: Db) {
  let accounts = 0;
  return {
    async company(
      name: string,
      userAccount: string,
      links: { role?: 1 | 6; group?: string; parent?: string } = {},
    ): Promise<string> {
      const id = newId();
      const now = Date.now();
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
      const demo = await db
        .selectFrom('accounts')
        .select('password_hash')
        .where('user_account', '=', 'demo_home')
        .executeTakeFirstOrThrow();
      accounts += 1;
      const login = {
        userAccount,
        username: name,
        mobile: `1390000${String(accounts).padStart(4, '0')}`,
        area: '',
        note: '',
        memberships: [{ company: name, role: links.role ?? 1, admin: true }],
      };
      await seedAccount(db, login, demo.password_hash, new Map([[name, id]]), new Map(), now);
      return id;
    },
    async warehouse(
      companyId: string,
      name: string,
      place: { province: string; city: string; longitude: number | null; latitude: number | null },
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
          contact: '',
          phone: '',
          is_default: 0,
          deleted: 0,
          created_at: Date.now(),
          updated_at: Date.now(),
        })
        .execute();
      return id;
    },
    /** One ledger write at an instant: each movement its own entry, and counter moves. */
    book: (instant: number, moves: readonly ReportMove[], counters: readonly CounterMove[] = []) =>
      db.transaction().execute((trx) =>
        applyMovements(trx, instant, {
          movements: moves.map((move) => ({
            ...move,
            documentType: LEDGER_KIND_DOCUMENT[move.kind],
            documentId: newId(),
            documentNo: 'BB-TEST',
          })),
          counters,
        }),
      ),
  };
}
