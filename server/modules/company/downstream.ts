import type { AllocationTarget, Warehouse } from '../../../src/contract/stock';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { referenceDb, toWarehouse } from '../stock';
import { COMPANY_LABELS } from './labels';

/** The downstream C1 clients of the session's company (companies linked to it as their parent). */
export async function downstreamC1Companies(db: DbOrTrx, session: Session): Promise<AllocationTarget[]> {
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('parent_company_id', '=', session.companyId)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ companyId: row.id, companyName: row.name }));
}

/**
 * The receiving addresses (live warehouses, default first) of the session's own company or of one of its
 * downstream clients; any other company answers 企业不存在, revealing nothing.
 */
export async function receivingAddressesOf(
  db: DbOrTrx,
  session: Session,
  companyId: string,
): Promise<Warehouse[]> {
  if (companyId !== session.companyId) {
    const client = await db
      .selectFrom('companies')
      .select('id')
      .where('id', '=', companyId)
      .where('parent_company_id', '=', session.companyId)
      .executeTakeFirst();
    if (!client) throw businessError(COMPANY_LABELS.companyNotFound);
  }
  const rows = await referenceDb(db)
    .selectFrom('warehouses')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('deleted', '=', 0)
    .orderBy('is_default', 'desc')
    .orderBy('name')
    .execute();
  return rows.map(toWarehouse);
}
