import type { Kysely, Migration } from 'kysely';

/**
 * Transfer disputes (issue 17 item 2, src/contract/transfer-disputes.ts): what the receiver decided on a
 * transfer it corrected or rejected. corrected_quantity: what it counted (the sent quantity stays in
 * quantity); dispute_reason: its reason ('' when undisputed); disputed_at and disputed_by: when and which
 * account; dispute_request_id: the request that decided it, so the same request again answers the same.
 * The window job looks for pending transfers by creation time (transfers_status_time).
 */
export const transferDisputes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('transfers').addColumn('corrected_quantity', 'integer').execute();
    await db.schema
      .alterTable('transfers')
      .addColumn('dispute_reason', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('transfers').addColumn('disputed_at', 'bigint').execute();
    await db.schema
      .alterTable('transfers')
      .addColumn('disputed_by', 'text', (c) => c.references('accounts.id'))
      .execute();
    await db.schema.alterTable('transfers').addColumn('dispute_request_id', 'text').execute();
    await db.schema
      .createIndex('transfers_status_time')
      .on('transfers')
      .columns(['status', 'created_at'])
      .execute();
  },
};
