import type { BlacklistEntry, BlacklistInput, CarrierCompany } from '../../../src/contract/freight';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { containsPattern, iso, likeLower } from '../ledger';
import { ENTRUST_LABELS } from './labels';
import { entrustDb } from './tables';

/** entrust/blackList/list: the shipper's blacklisted carriers, latest first. */
export async function listBlacklist(db: DbOrTrx, companyId: string): Promise<BlacklistEntry[]> {
  const rows = await entrustDb(db)
    .selectFrom('entrust_blacklist as b')
    .innerJoin('companies as c', 'c.id', 'b.carrier_company_id')
    .select(['b.carrier_company_id', 'b.reason', 'b.created_at', 'c.name'])
    .where('b.company_id', '=', companyId)
    .orderBy('b.created_at', 'desc')
    .orderBy('c.name')
    .execute();
  return rows.map((row) => ({
    carrierCompanyId: row.carrier_company_id,
    carrierCompanyName: row.name,
    reason: row.reason,
    createdAt: iso(Number(row.created_at)),
  }));
}

/**
 * entrust/blackList/add: blocks a carrier company from the shipper's orders (it no longer sees them in the
 * quote hall nor may quote on them). Adding it again keeps the first entry.
 */
export async function addToBlacklist(
  db: DbOrTrx,
  companyId: string,
  now: number,
  input: BlacklistInput,
): Promise<BlacklistEntry[]> {
  if (input.carrierCompanyId === companyId) throw businessError(ENTRUST_LABELS.blacklistSelf);
  const carrier = await entrustDb(db)
    .selectFrom('companies')
    .select('id')
    .where('id', '=', input.carrierCompanyId)
    .where('is_carrier', '=', 1)
    .executeTakeFirst();
  if (!carrier) throw businessError(ENTRUST_LABELS.carrierNotFound);
  await entrustDb(db)
    .insertInto('entrust_blacklist')
    .values({
      company_id: companyId,
      carrier_company_id: carrier.id,
      reason: input.reason.trim(),
      created_at: now,
    })
    .onConflict((c) => c.columns(['company_id', 'carrier_company_id']).doNothing())
    .execute();
  return listBlacklist(db, companyId);
}

/** entrust/blackList/remove: lets the carrier quote again (removing one not listed changes nothing). */
export async function removeFromBlacklist(
  db: DbOrTrx,
  companyId: string,
  carrierCompanyId: string,
): Promise<BlacklistEntry[]> {
  await entrustDb(db)
    .deleteFrom('entrust_blacklist')
    .where('company_id', '=', companyId)
    .where('carrier_company_id', '=', carrierCompanyId)
    .execute();
  return listBlacklist(db, companyId);
}

/** entrust/blackList/carriers: every carrier company but the caller's own, with its blacklist flag. */
export async function listCarriers(
  db: DbOrTrx,
  companyId: string,
  keyword?: string,
): Promise<CarrierCompany[]> {
  const text = keyword?.trim();
  const rows = await entrustDb(db)
    .selectFrom('companies as c')
    .leftJoin('entrust_blacklist as b', (join) =>
      join.onRef('b.carrier_company_id', '=', 'c.id').on('b.company_id', '=', companyId),
    )
    .select(['c.id', 'c.name', 'b.company_id as blocked_by'])
    .where('c.is_carrier', '=', 1)
    .where('c.id', '!=', companyId)
    .$if(Boolean(text), (qb) => qb.where(likeLower('c.name', containsPattern(text!))))
    .orderBy('c.name')
    .execute();
  return rows.map((row) => ({
    companyId: row.id,
    companyName: row.name,
    blacklisted: row.blocked_by !== null,
  }));
}
