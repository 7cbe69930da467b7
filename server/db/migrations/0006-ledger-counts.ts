import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Found by the scale bench (bench/RESULTS.md, issue 3).
 *
 * - `stock_balances.entry_count`: the number of ledger entries of the balance, kept by the ledger service
 *   in the statement that moves the balance. The unfiltered stock detail reads its total from it: no index
 *   makes a `count(*)` over a 1,000,000-entry balance cheap. Backfilled from the ledger.
 * - The document lists choose a page on the document table alone, newest first with the id as tie-breaker,
 *   one indexed side at a time (sender, receiver, owner, company): with the id in the index each side is
 *   read in page order from the index alone. The receiver's side also carries the sender, so that the
 *   documents a company sent itself are left out of it without reading the table. These replace 0004's
 *   (company, created_at) indexes.
 * - 0004's `ledger_entries_balance_time` lacks the owner; every balance read uses 0005's index instead.
 */
const PAGE_INDEXES: { table: string; column: string; extra?: string; replaces: string }[] = [
  { table: 'transfers', column: 'from_company_id', replaces: 'transfers_from_time' },
  { table: 'transfers', column: 'to_company_id', extra: 'from_company_id', replaces: 'transfers_to_time' },
  { table: 'shipments', column: 'from_company_id', replaces: 'shipments_from_time' },
  { table: 'shipments', column: 'to_company_id', extra: 'from_company_id', replaces: 'shipments_to_time' },
  { table: 'deductions', column: 'owner_company_id', replaces: 'deductions_owner_time' },
  { table: 'recycling_applications', column: 'company_id', replaces: 'recycling_applications_company_time' },
];

export const ledgerCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('stock_balances')
      .addColumn('entry_count', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`entry_count >= 0`),
      )
      .execute();
    await sql`update stock_balances set entry_count = (select count(*) from ledger_entries e
      where e.holder_company_id = stock_balances.holder_company_id
        and e.warehouse_id = stock_balances.warehouse_id
        and e.tray_type_code = stock_balances.tray_type_code
        and e.owner_company_id = stock_balances.owner_company_id)`.execute(db);

    for (const { table, column, extra, replaces } of PAGE_INDEXES) {
      await db.schema.dropIndex(replaces).ifExists().execute();
      await db.schema
        .createIndex(`${table}_${column}_page`)
        .on(table)
        .columns([column, 'created_at desc', 'id desc', ...(extra ? [extra] : [])])
        .execute();
    }
    await db.schema.dropIndex('ledger_entries_balance_time').ifExists().execute();
  },
};
