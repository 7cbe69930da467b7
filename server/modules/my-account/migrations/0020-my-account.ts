import { sql, type Kysely, type Migration } from 'kysely';
import { newInvitationCode } from '../invitation-code';

/**
 * 我的账户 (src/contract/my-account.ts).
 *
 * company_invitation_codes: one code per company, unique; existing companies get theirs here, a company
 * made later gets one when first asked. coupons: a company's coupons (money in fen, times epoch ms; the
 * status is derived from used_at and valid_to). deposit_payments: deposit a company paid per tray type.
 */
export const myAccount: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('company_invitation_codes')
      .addColumn('company_id', 'text', (c) => c.primaryKey().references('companies.id'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('coupons')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('face_value_fen', 'bigint', (c) => c.notNull().check(sql`face_value_fen > 0`))
      .addColumn('min_spend_fen', 'bigint', (c) => c.notNull().check(sql`min_spend_fen >= 0`))
      .addColumn('valid_from', 'bigint', (c) => c.notNull())
      .addColumn('valid_to', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('used_for', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('coupons_valid_order', sql`valid_from <= valid_to`)
      .execute();
    await db.schema
      .createIndex('coupons_company')
      .on('coupons')
      .columns(['company_id', 'valid_to'])
      .execute();

    await db.schema
      .createTable('deposit_payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
      .addColumn('tray_type_code', 'text', (c) => c.notNull().references('tray_types.code'))
      .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen > 0`))
      .addColumn('paid_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('deposit_payments_company')
      .on('deposit_payments')
      .columns(['company_id', 'tray_type_code'])
      .execute();

    // Backfill: each existing company's code, dated as the company.
    const companies = await (db as Kysely<{ companies: { id: string; created_at: number } }>)
      .selectFrom('companies')
      .select(['id', 'created_at'])
      .execute();
    const taken = new Set<string>();
    for (const { id, created_at } of companies) {
      let code = newInvitationCode();
      while (taken.has(code)) code = newInvitationCode();
      taken.add(code);
      await (
        db as Kysely<{ company_invitation_codes: { company_id: string; code: string; created_at: number } }>
      )
        .insertInto('company_invitation_codes')
        .values({ company_id: id, code, created_at })
        .execute();
    }
  },
};
