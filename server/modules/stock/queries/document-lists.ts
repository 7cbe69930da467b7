import { sql } from 'kysely';
import type {
  Deduction,
  DeductionQuery,
  PageOf,
  RecyclingApplication,
  Shipment,
  ShipmentQuery,
  Transfer,
  TransferQuery,
} from '../../../../src/contract/stock';
import type { DbOrTrx } from '../../../db/schema';
import { selectDeductions, toDeduction } from '../documents/deduction/read';
import { selectRecyclings, toRecycling } from '../documents/recycling/read';
import { selectShipments, toShipment } from '../documents/shipment/read';
import { sentOrReceived } from '../documents/document-row';
import { selectTransfers, toTransfer } from '../documents/transfer/read';
import { containsPattern, dayWindow, pageOf, type Paging } from './filters';

type Filters<Q> = Omit<Q, 'pageNum' | 'pageSize'>;

/** Counts the filtered query, then reads one page of it newest first. */
async function paged<R, T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  filtered: any,
  createdAt: string,
  id: string,
  paging: Paging,
  map: (row: R) => T,
): Promise<PageOf<T>> {
  const counted = await filtered
    .clearSelect()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  const rows: R[] = await filtered
    .orderBy(sql.ref(createdAt), 'desc')
    .orderBy(sql.ref(id), 'desc')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute();
  return pageOf(rows.map(map), Number(counted.total), paging);
}

const likeAny = (columns: string[], keyword: string) => {
  const pattern = containsPattern(keyword);
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
};

/** customerStock/searchAllocationList: transfers the company sent or receives. */
export async function listTransfers(
  db: DbOrTrx,
  companyId: string,
  query: Filters<TransferQuery>,
  paging: Paging,
): Promise<PageOf<Transfer>> {
  const { from, to } = dayWindow(query);
  let filtered = selectTransfers(db).where(sentOrReceived('t', companyId, query.direction));
  if (query.status) filtered = filtered.where('t.status', '=', query.status);
  if (query.trayTypeCode) filtered = filtered.where('t.tray_type_code', '=', query.trayTypeCode);
  if (from !== undefined) filtered = filtered.where('t.created_at', '>=', from);
  if (to !== undefined) filtered = filtered.where('t.created_at', '<', to);
  const keyword = query.keyword?.trim();
  if (keyword) filtered = filtered.where(likeAny(['t.document_no', 'fc.name', 'tc.name'], keyword));
  return paged(filtered, 't.created_at', 't.id', paging, (row: Parameters<typeof toTransfer>[0]) =>
    toTransfer(row, companyId),
  );
}

/** consumerStock/searchShipmentList and downstreamCustomer/searchLogisticsItem: shipments from or to the company. */
export async function listShipments(
  db: DbOrTrx,
  companyId: string,
  query: Filters<ShipmentQuery>,
  paging: Paging,
): Promise<PageOf<Shipment>> {
  const { from, to } = dayWindow(query);
  let filtered = selectShipments(db).where(sentOrReceived('s', companyId, query.direction));
  if (query.type) filtered = filtered.where('s.type', '=', query.type);
  if (query.status) filtered = filtered.where('s.status', '=', query.status);
  if (from !== undefined) filtered = filtered.where('s.created_at', '>=', from);
  if (to !== undefined) filtered = filtered.where('s.created_at', '<', to);
  const keyword = query.keyword?.trim();
  if (keyword)
    filtered = filtered.where(likeAny(['s.document_no', 'fc.name', 'tc.name', 's.plate_number'], keyword));
  return paged(filtered, 's.created_at', 's.id', paging, toShipment);
}

/** consumerStock/searchDeductionList: deductions charged to the company. */
export async function listDeductions(
  db: DbOrTrx,
  companyId: string,
  query: Filters<DeductionQuery>,
  paging: Paging,
): Promise<PageOf<Deduction>> {
  const { from, to } = dayWindow(query);
  let filtered = selectDeductions(db).where('d.owner_company_id', '=', companyId);
  if (query.holderCompanyId) filtered = filtered.where('d.holder_company_id', '=', query.holderCompanyId);
  if (query.trayTypeCode) filtered = filtered.where('d.tray_type_code', '=', query.trayTypeCode);
  if (from !== undefined) filtered = filtered.where('d.created_at', '>=', from);
  if (to !== undefined) filtered = filtered.where('d.created_at', '<', to);
  return paged(filtered, 'd.created_at', 'd.id', paging, toDeduction);
}

export interface RecyclingFilters {
  status?: RecyclingApplication['status'];
  trayTypeCode?: string;
  dateStart?: string;
  dateEnd?: string;
}

/** consumerStock/searchRecyclingList: the company's recycling applications. */
export async function listRecyclings(
  db: DbOrTrx,
  companyId: string,
  query: RecyclingFilters,
  paging: Paging,
): Promise<PageOf<RecyclingApplication>> {
  const { from, to } = dayWindow(query);
  let filtered = selectRecyclings(db).where('r.company_id', '=', companyId);
  if (query.status) filtered = filtered.where('r.status', '=', query.status);
  if (query.trayTypeCode) filtered = filtered.where('r.tray_type_code', '=', query.trayTypeCode);
  if (from !== undefined) filtered = filtered.where('r.created_at', '>=', from);
  if (to !== undefined) filtered = filtered.where('r.created_at', '<', to);
  return paged(filtered, 'r.created_at', 'r.id', paging, toRecycling);
}
