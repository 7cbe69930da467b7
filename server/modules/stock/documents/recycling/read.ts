import type { RecyclingApplication, RecyclingStatus } from '../../../../../src/contract/stock';
import type { DbOrTrx } from '../../../../db/schema';
import { stockDb } from '../../tables';
import { documentColumns, foundDocument, toDocumentBase, warehouseColumns } from '../../../ledger';

export const selectRecyclings = (db: DbOrTrx) =>
  stockDb(db)
    .selectFrom('recycling_applications as r')
    .select([
      ...documentColumns('r'),
      'r.status',
      ...warehouseColumns('r'),
      'r.owner_company_id',
      'r.pickup_date',
      'r.contact',
      'r.phone',
    ]);

type RecyclingRow = Awaited<ReturnType<ReturnType<typeof selectRecyclings>['executeTakeFirstOrThrow']>>;

export const toRecycling = (row: RecyclingRow): RecyclingApplication => ({
  ...toDocumentBase(row),
  status: row.status as RecyclingStatus,
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name,
  ownerCompanyId: row.owner_company_id,
  pickupDate: row.pickup_date,
  contact: row.contact,
  phone: row.phone,
});

/** One application of the viewer's company; any other id is 单据不存在. */
export async function readRecycling(
  db: DbOrTrx,
  id: string,
  viewerCompanyId: string,
): Promise<RecyclingApplication> {
  const row = await selectRecyclings(db)
    .where('r.id', '=', id)
    .where('r.company_id', '=', viewerCompanyId)
    .executeTakeFirst();
  return toRecycling(foundDocument(row));
}
