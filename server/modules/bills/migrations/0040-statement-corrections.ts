import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Correction lines on platform statements (money model, CORRECTIONS: src/contract/bills.ts, and
 * STATEMENTS: src/contract/statements.ts), as migration 0019 gave them to client bills: a statement line
 * of kind 'correction' names the frozen statement it corrects and the kind of that statement's lines it
 * corrects, so the corrections already carried for a statement are known when the next one is frozen.
 */
export const statementCorrections: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('settle_statement_lines')
      .addColumn('corrects_statement_id', 'text', (c) => c.references('settle_statements.id'))
      .execute();
    await db.schema.alterTable('settle_statement_lines').addColumn('corrected_kind', 'text').execute();
    await db.schema
      .createIndex('settle_statement_lines_corrects')
      .on('settle_statement_lines')
      .column('corrects_statement_id')
      .where(sql.ref('corrects_statement_id'), 'is not', null)
      .execute();
  },
};
