import { sql } from 'kysely';
import type { Page } from '../../../../src/contract/envelope';
import type { IdRequest, Warehouse, WarehouseInput, WarehouseQuery } from '../../../../src/contract/stock';
import type { Session } from '../../../auth/sessions';
import { flag } from '../../../db/flags';
import { newId } from '../../../db/ids';
import type { DbOrTrx } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { businessError } from '../../../http/envelope';
import { keysetBatches } from '../../../http/export';
import { REFERENCE_LABELS as L } from './labels';
import { containsPattern, olderThan, pageOf, type TimeKey } from '../../ledger';
import { referenceDb, type WarehousesTable } from './tables';
import { warehouseHoldsStock } from './warehouse-stock';
import { ownWarehouse } from './warehouse-scope';
import { toWarehouse } from './wire';

export type WarehouseFilters = Omit<WarehouseQuery, 'pageNum' | 'pageSize'>;

/** The live warehouses of the session's company matching the filters. */
function matching(db: DbOrTrx, session: Session, filters: WarehouseFilters) {
  let query = referenceDb(db)
    .selectFrom('warehouses')
    .where('company_id', '=', session.companyId)
    .where('deleted', '=', 0);
  if (filters.province) query = query.where('province', '=', filters.province);
  if (filters.city) query = query.where('city', '=', filters.city);
  const keyword = filters.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    query = query.where(
      sql<boolean>`(lower(name) like ${pattern} escape '\\' or lower(contact) like ${pattern} escape '\\' or lower(detail_address) like ${pattern} escape '\\')`,
    );
  }
  return query;
}

/** recevingaddress/searchList: the default warehouse first, then newest first. */
export async function searchWarehouses(
  db: DbOrTrx,
  session: Session,
  query: WarehouseQuery,
): Promise<Page<Warehouse>> {
  const filtered = matching(db, session, query);
  const [counted, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('is_default', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
  ]);
  return pageOf(rows.map(toWarehouse), Number(counted.total), query);
}

/** recevingaddress/searchListExport: every matching warehouse, newest first, a page of rows at a time. */
export function exportWarehouses(db: DbOrTrx, session: Session, filters: WarehouseFilters) {
  return keysetBatches(
    (after: TimeKey | null, limit) => {
      let page = matching(db, session, filters).selectAll();
      if (after) page = page.where(olderThan('created_at', 'id', after));
      return page.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
    (row: WarehousesTable): TimeKey => ({ time: row.created_at, id: row.id }),
  );
}

export async function warehouseDetail(db: DbOrTrx, session: Session, { id }: IdRequest): Promise<Warehouse> {
  return toWarehouse(await ownWarehouse(db, session, id));
}

async function refuseTakenName(
  db: DbOrTrx,
  session: Session,
  name: string,
  exceptId?: string,
): Promise<void> {
  let query = referenceDb(db)
    .selectFrom('warehouses')
    .select('id')
    .where('company_id', '=', session.companyId)
    .where('deleted', '=', 0)
    .where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw businessError(L.warehouseNameTaken);
}

/** Clears the company's current default, so the caller can make another warehouse the default. */
async function clearDefault(db: DbOrTrx, session: Session): Promise<void> {
  await referenceDb(db)
    .updateTable('warehouses')
    .set({ is_default: 0 })
    .where('company_id', '=', session.companyId)
    .where('is_default', '=', 1)
    .execute();
}

const columnsOf = (input: Omit<WarehouseInput, 'id'>) => ({
  name: input.name.trim(),
  province: input.province.trim(),
  city: input.city.trim(),
  district: input.district.trim(),
  detail_address: input.detailAddress.trim(),
  contact: input.contact.trim(),
  phone: input.phone,
  longitude: input.longitude ?? null,
  latitude: input.latitude ?? null,
});

export async function addWarehouse(
  deps: AppDeps,
  session: Session,
  input: WarehouseInput,
): Promise<Warehouse> {
  const now = deps.clock();
  const row: WarehousesTable = {
    id: newId(),
    company_id: session.companyId,
    ...columnsOf(input),
    is_default: flag(input.isDefault === true),
    deleted: 0,
    created_at: now,
    updated_at: now,
  };
  await deps.db.transaction().execute(async (trx) => {
    await refuseTakenName(trx, session, row.name);
    if (input.isDefault) await clearDefault(trx, session);
    await referenceDb(trx).insertInto('warehouses').values(row).execute();
  });
  return toWarehouse(row);
}

/** recevingaddress/update: isDefault true makes it the default; false or absent leaves the flag as it is. */
export async function updateWarehouse(
  deps: AppDeps,
  session: Session,
  input: WarehouseInput & { id: string },
): Promise<Warehouse> {
  return deps.db.transaction().execute(async (trx) => {
    const current = await ownWarehouse(trx, session, input.id);
    const columns = columnsOf(input);
    await refuseTakenName(trx, session, columns.name, current.id);
    if (input.isDefault) await clearDefault(trx, session);
    const isDefault = input.isDefault === undefined ? current.is_default : flag(input.isDefault);
    const row: WarehousesTable = { ...current, ...columns, is_default: isDefault, updated_at: deps.clock() };
    await referenceDb(trx)
      .updateTable('warehouses')
      .set({ ...columns, is_default: isDefault, updated_at: row.updated_at })
      .where('id', '=', current.id)
      .execute();
    return toWarehouse(row);
  });
}

export async function setDefaultWarehouse(
  deps: AppDeps,
  session: Session,
  { id }: IdRequest,
): Promise<Warehouse> {
  return deps.db.transaction().execute(async (trx) => {
    const current = await ownWarehouse(trx, session, id);
    await clearDefault(trx, session);
    const updatedAt = deps.clock();
    await referenceDb(trx)
      .updateTable('warehouses')
      .set({ is_default: 1, updated_at: updatedAt })
      .where('id', '=', id)
      .execute();
    return toWarehouse({ ...current, is_default: 1, updated_at: updatedAt });
  });
}

/**
 * recevingaddress/delete: a soft delete (documents and ledger entries keep their warehouse), refused
 * while pallets are on hand, on the way or waiting for signature there.
 */
export async function deleteWarehouse(deps: AppDeps, session: Session, { id }: IdRequest): Promise<null> {
  await deps.db.transaction().execute(async (trx) => {
    await ownWarehouse(trx, session, id);
    if (await warehouseHoldsStock(trx, id)) throw businessError(L.warehouseHoldsStock);
    await referenceDb(trx)
      .updateTable('warehouses')
      .set({ deleted: 1, is_default: 0, updated_at: deps.clock() })
      .where('id', '=', id)
      .execute();
  });
  return null;
}
