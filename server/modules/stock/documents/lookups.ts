import type { DbOrTrx } from '../../../db/schema';
import { businessError } from '../../../http/envelope';
import { STOCK_LABELS } from '../labels';
import { stockDb } from '../tables';

/** A live warehouse of the company, or 仓库不存在 (also for another company's warehouse: nothing leaks). */
export async function requireWarehouseOf(db: DbOrTrx, companyId: string, warehouseId: string): Promise<void> {
  const found = await stockDb(db)
    .selectFrom('warehouses')
    .select('id')
    .where('id', '=', warehouseId)
    .where('company_id', '=', companyId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!found) throw businessError(STOCK_LABELS.warehouseNotFound);
}

export async function requireTrayType(db: DbOrTrx, code: string): Promise<{ depositFen: number }> {
  const found = await stockDb(db)
    .selectFrom('tray_types')
    .select('deposit_fen')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!found) throw businessError(STOCK_LABELS.trayTypeNotFound);
  return { depositFen: Number(found.deposit_fen) };
}

export async function requireCompany(
  db: DbOrTrx,
  companyId: string,
): Promise<{ parentCompanyId: string | null; isGroup: boolean }> {
  const found = await db
    .selectFrom('companies')
    .select(['parent_company_id', 'is_group'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!found) throw businessError(STOCK_LABELS.companyNotFound);
  return { parentCompanyId: found.parent_company_id, isGroup: found.is_group === 1 };
}

/** The warehouse a company receives into by default: its default one, else its oldest; null when it has none. */
export async function defaultWarehouseOf(db: DbOrTrx, companyId: string): Promise<string | null> {
  const found = await stockDb(db)
    .selectFrom('warehouses')
    .select('id')
    .where('company_id', '=', companyId)
    .where('deleted', '=', 0)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return found?.id ?? null;
}
