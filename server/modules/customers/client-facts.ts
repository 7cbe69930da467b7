import type { DbOrTrx } from '../../db/schema';
import { iso } from '../ledger';
import { transportDb } from '../transport';

/** What a sales customer row shows beside its pallets, read for one page of clients at a time. */
export interface ClientFacts {
  contact: string;
  phone: string;
  warehouseCount: number;
  lastWaybillAt: string | null;
}

/**
 * Contact and phone of each client's default receiving address (else its first), the number of its live
 * warehouses, and the creation of the last waybill `ownerId` sent it: three reads for the whole page.
 */
export async function clientFacts(
  db: DbOrTrx,
  ownerId: string,
  clientIds: readonly string[],
): Promise<Map<string, ClientFacts>> {
  const facts = new Map<string, ClientFacts>(
    clientIds.map((id) => [id, { contact: '', phone: '', warehouseCount: 0, lastWaybillAt: null }]),
  );
  if (clientIds.length === 0) return facts;
  const tdb = transportDb(db);
  const warehouses = await tdb
    .selectFrom('warehouses')
    .select(['company_id', 'contact', 'phone'])
    .where('company_id', 'in', clientIds)
    .where('deleted', '=', 0)
    .orderBy('company_id')
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .execute();
  for (const warehouse of warehouses) {
    const fact = facts.get(warehouse.company_id) as ClientFacts;
    if (fact.warehouseCount === 0)
      Object.assign(fact, { contact: warehouse.contact, phone: warehouse.phone });
    fact.warehouseCount += 1;
  }
  const waybills = await tdb
    .selectFrom('waybills')
    .select(['to_company_id', (eb) => eb.fn.max('created_at').as('last')])
    .where('from_company_id', '=', ownerId)
    .where('to_company_id', 'in', clientIds)
    .where('status', '!=', 'deleted')
    .groupBy('to_company_id')
    .execute();
  for (const row of waybills) {
    const fact = facts.get(row.to_company_id) as ClientFacts;
    fact.lastWaybillAt = row.last === null ? null : iso(Number(row.last));
  }
  return facts;
}
