import { DEMO_COMPANIES } from '../db/seed/demo-accounts';
import type { Db } from '../db/schema';
import { stockDb } from '../modules/stock';

export type DemoCompany = keyof typeof DEMO_COMPANIES;

/** Test helpers: the demo companies' and warehouses' ids, and balances read straight from the table. */
export function stockFixtures(db: Db) {
  return {
    async companyId(company: DemoCompany): Promise<string> {
      const row = await db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', DEMO_COMPANIES[company])
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** The ids of several demo companies, by their DEMO_COMPANIES key. */
    async companyIds<K extends DemoCompany>(...companies: K[]): Promise<Record<K, string>> {
      const ids = await Promise.all(companies.map((company) => this.companyId(company)));
      return Object.fromEntries(companies.map((company, index) => [company, ids[index]])) as Record<
        K,
        string
      >;
    },
    async warehouses(company: DemoCompany): Promise<string[]> {
      const companyId = await this.companyId(company);
      const rows = await stockDb(db)
        .selectFrom('warehouses')
        .select('id')
        .where('company_id', '=', companyId)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => row.id);
    },
    async balance(holder: string, warehouse: string, trayType: string, owner = holder) {
      const row = await stockDb(db)
        .selectFrom('stock_balances')
        .select(['on_hand', 'in_transit', 'awaiting_signature', 'reserved'])
        .where('holder_company_id', '=', holder)
        .where('warehouse_id', '=', warehouse)
        .where('tray_type_code', '=', trayType)
        .where('owner_company_id', '=', owner)
        .executeTakeFirst();
      return {
        onHand: row?.on_hand ?? 0,
        inTransit: row?.in_transit ?? 0,
        awaitingSignature: row?.awaiting_signature ?? 0,
        /** Pallets of on hand reserved for open returns. */
        reserved: row?.reserved ?? 0,
      };
    },
    async entryCount(documentId: string): Promise<number> {
      const row = await stockDb(db)
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('document_id', '=', documentId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
