import type { AllocationTarget } from '../../../../src/contract/stock';
import type { DbOrTrx } from '../../../db/schema';
import { containsPattern } from '../../ledger';
import { sql } from 'kysely';

const MAX_TARGETS = 50;

/**
 * customerStock/getAllocationInfo: platform customers one may transfer to: every company but itself and
 * group companies (which hold no pallets). A downstream C1 client of someone is a platform customer too
 * and may receive transfers (a company can be both: 上海乐橙 is a customer of its own and a C1 of 昆山工厂).
 */
export async function allocationTargets(
  db: DbOrTrx,
  companyId: string,
  keyword: string | undefined,
): Promise<AllocationTarget[]> {
  let query = db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('id', '!=', companyId)
    .where('is_group', '=', 0);
  const text = keyword?.trim();
  if (text) query = query.where(sql<boolean>`lower(name) like ${containsPattern(text)} escape '\\'`);
  const rows = await query.orderBy('name').limit(MAX_TARGETS).execute();
  return rows.map((row) => ({ companyId: row.id, companyName: row.name }));
}
