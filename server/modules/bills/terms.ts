import type { DbOrTrx } from '../../db/schema';
import { PLATFORM_TERMS, type BillTerms } from './model';
import { billsDb } from './tables';

/** A company's terms: its own row of bill_terms, else the platform's defaults. */
export async function termsOf(db: DbOrTrx, companyId: string): Promise<BillTerms> {
  const row = await billsDb(db)
    .selectFrom('bill_terms')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) return PLATFORM_TERMS;
  return {
    freeDays: row.free_days,
    overdueDays: row.overdue_days,
    deductDays: row.deduct_days,
    cutOffDay: row.cut_off_day,
  };
}
