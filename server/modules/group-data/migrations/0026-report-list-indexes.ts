import type { Kysely, Migration } from 'kysely';

/**
 * The group and downstream movement lists (入库, 出库, 流转, 归还) read a holder's entries of one kind
 * newest first: one range of this index per holder and kind, merged a page at a time, and counted from
 * the index alone (bench: a member of the 1,000,000-entry ledger).
 */
export const reportListIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('ledger_entries_holder_kind_time')
      .on('ledger_entries')
      .columns(['holder_company_id', 'kind', 'created_at', 'id'])
      .execute();
  },
};
