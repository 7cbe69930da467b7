import type { Kysely, Migration } from 'kysely';

/**
 * entrust_settlement_lines read per company: every settlement list and export filters on the shipper or
 * the carrier and sorts by completion (listSettlements). 0028 indexed only the carrier order, so each
 * read scanned every company's lines (bench/RESULTS.md, "Issue 15: freight lists"); these two mirror
 * carrier_orders' shipper and carrier indexes.
 */
export const settlementLinesByCompany: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('entrust_settlement_lines_shipper')
      .on('entrust_settlement_lines')
      .columns(['shipper_company_id', 'completed_at'])
      .execute();
    await db.schema
      .createIndex('entrust_settlement_lines_carrier')
      .on('entrust_settlement_lines')
      .columns(['carrier_company_id', 'completed_at'])
      .execute();
  },
};
