import type { ExpressionBuilder } from 'kysely';
import type { Page } from '../../../src/contract/envelope';
import type {
  AddressSnapshot,
  EntrustAddress,
  EntrustAddressInput,
  EntrustAddressQuery,
} from '../../../src/contract/freight';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import type { Paging } from '../../http/paged-list';
import { containsPattern, iso, likeLower, pageOf } from '../ledger';
import { ENTRUST_LABELS } from './labels';
import { entrustDb, type EntrustAddressesTable, type EntrustTables } from './tables';

type AddressEb = ExpressionBuilder<EntrustTables & { a: EntrustAddressesTable }, 'a'>;

/** A demand order that is not final (completed, cancelled) uses the address as origin or destination. */
const usingOrders = (eb: AddressEb) =>
  eb
    .selectFrom('entrust_demand_orders as d')
    .select(['d.document_no'])
    .where((inner) =>
      inner.or([
        inner('d.origin_address_id', '=', inner.ref('a.id')),
        inner('d.destination_address_id', '=', inner.ref('a.id')),
      ]),
    )
    .where('d.status', 'not in', ['completed', 'cancelled']);

const addressRows = (db: DbOrTrx, companyId: string) =>
  entrustDb(db)
    .selectFrom('entrust_addresses as a')
    .where('a.company_id', '=', companyId)
    .selectAll('a')
    .select((eb) => eb.exists(usingOrders(eb)).as('in_use'));

type AddressRow = EntrustAddressesTable & { in_use: unknown };

const toAddress = (row: AddressRow): EntrustAddress => ({
  id: row.id,
  name: row.name,
  province: row.province,
  city: row.city,
  district: row.district,
  detail: row.detail,
  contact: row.contact,
  phone: row.phone,
  // SQLite answers 0/1, PostgreSQL a boolean.
  inUse: row.in_use === true || Number(row.in_use) === 1,
  createdAt: iso(Number(row.created_at)),
});

/** yeloflex/entrustAddress/list (and its export): the company's addresses, newest first. */
export async function listAddresses(
  db: DbOrTrx,
  companyId: string,
  filters: Omit<EntrustAddressQuery, 'pageNum' | 'pageSize'>,
  paging: Paging,
): Promise<Page<EntrustAddress>> {
  const keyword = filters.keyword?.trim();
  const query = addressRows(db, companyId).$if(Boolean(keyword), (qb) => {
    const pattern = containsPattern(keyword!);
    return qb.where((eb) =>
      eb.or(['a.name', 'a.contact', 'a.city', 'a.district'].map((column) => likeLower(column, pattern))),
    );
  });
  const [rows, count] = await Promise.all([
    query
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toAddress), Number(count.n), paging);
}

async function addressRow(db: DbOrTrx, companyId: string, id: string): Promise<AddressRow> {
  const row = await addressRows(db, companyId).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw businessError(ENTRUST_LABELS.addressNotFound);
  return row;
}

export const addressDetail = async (db: DbOrTrx, companyId: string, id: string): Promise<EntrustAddress> =>
  toAddress(await addressRow(db, companyId, id));

/** What a demand order copies of one of the company's addresses (another company's: not found). */
export async function addressSnapshot(db: DbOrTrx, companyId: string, id: string): Promise<AddressSnapshot> {
  const row = await addressRow(db, companyId, id);
  return {
    addressId: row.id,
    name: row.name,
    province: row.province,
    city: row.city,
    district: row.district,
    detail: row.detail,
    contact: row.contact,
    phone: row.phone,
  };
}

/**
 * yeloflex/entrustAddress/save: a new address (no id) or an edit of one of the company's. Orders keep the
 * copy they made, so an edit changes no order.
 */
export async function saveAddress(
  db: DbOrTrx,
  companyId: string,
  now: number,
  input: EntrustAddressInput,
): Promise<EntrustAddress> {
  const { id, ...fields } = input;
  if (id === undefined) {
    const newAddress = newId();
    await entrustDb(db)
      .insertInto('entrust_addresses')
      .values({ ...fields, id: newAddress, company_id: companyId, created_at: now, updated_at: now })
      .execute();
    return addressDetail(db, companyId, newAddress);
  }
  const updated = await entrustDb(db)
    .updateTable('entrust_addresses')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw businessError(ENTRUST_LABELS.addressNotFound);
  return addressDetail(db, companyId, id);
}

/**
 * yeloflex/entrustAddress/delete: one guarded DELETE (… where no open order uses it), so an order saved
 * at the same moment cannot lose its address between a check and the delete. Refused naming the order.
 */
export async function deleteAddress(db: DbOrTrx, companyId: string, id: string): Promise<void> {
  const deleted = await entrustDb(db)
    .deleteFrom('entrust_addresses as a')
    .where('a.id', '=', id)
    .where('a.company_id', '=', companyId)
    .where((eb) => eb.not(eb.exists(usingOrders(eb))))
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 1) return;
  const row = await addressRow(db, companyId, id);
  const user = await entrustDb(db)
    .selectFrom('entrust_demand_orders')
    .select('document_no')
    .where((eb) => eb.or([eb('origin_address_id', '=', row.id), eb('destination_address_id', '=', row.id)]))
    .where('status', 'not in', ['completed', 'cancelled'])
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  throw businessError(ENTRUST_LABELS.addressInUse(user.document_no));
}
