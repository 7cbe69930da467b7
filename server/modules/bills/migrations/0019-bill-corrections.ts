import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Correction lines (money model, CORRECTIONS: src/contract/bills.ts): a bill line of kind 'correction'
 * names the frozen bill it corrects and the kind of that bill's lines it corrects, so the corrections
 * already carried for a bill are known when the next one is frozen.
 */
export const billCorrections: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('bill_lines').addColumn('corrects_bill_id', 'text').execute();
    await db.schema.alterTable('bill_lines').addColumn('corrected_kind', 'text').execute();
    await db.schema
      .createIndex('bill_lines_corrects')
      .on('bill_lines')
      .column('corrects_bill_id')
      .where(sql.ref('corrects_bill_id'), 'is not', null)
      .execute();
  },
};
