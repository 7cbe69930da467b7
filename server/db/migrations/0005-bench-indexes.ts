import type { Kysely, Migration } from 'kysely';

/**
 * Found by the scale bench (bench/RESULTS.md, issue 3): every read of one balance's ledger filters on the
 * whole balance key (holder, warehouse, tray type, owner). With the owner, the time, the id and the delta
 * in one index, the overdue sum of the stock list and summary, the detail page's count and its
 * newest-first page are read from the index alone, in index order, without touching the table.
 * `ifNotExists`: the bench may have built it by hand on a generated database before this migration ran.
 */
export const benchIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('ledger_entries_balance_owner_time')
      .ifNotExists()
      .on('ledger_entries')
      .columns([
        'holder_company_id',
        'warehouse_id',
        'tray_type_code',
        'owner_company_id',
        'created_at',
        'id',
        'delta',
      ])
      .execute();
  },
};
