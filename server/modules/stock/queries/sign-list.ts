import { sql } from 'kysely';
import type { PageOf, SignOutcome, SignQuery, SignRow } from '../../../../src/contract/stock';
import type { DbOrTrx } from '../../../db/schema';
import { containsPattern, dayWindow, iso, isoOrNull, pageOf, type Paging } from '../../ledger';
import { SIGN_SOURCE_NAMES } from '../labels';
import { stockDb } from '../tables';

/**
 * customerWarehousingManagement/searchSignList: inbound orders delivered to the company and transfers
 * to it (cancelled ones left out), as one list: pending first is up to the filter, newest first. A
 * transfer the receiver corrected or rejected counts as signed, with what it took in and its outcome.
 */
export async function listSignRows(
  db: DbOrTrx,
  companyId: string,
  query: Omit<SignQuery, 'pageNum' | 'pageSize'>,
  paging: Paging,
): Promise<PageOf<SignRow>> {
  const sdb = stockDb(db);
  const inbound = sdb
    .selectFrom('inbound_orders as o')
    .innerJoin('warehouses as w', 'w.id', 'o.warehouse_id')
    .innerJoin('tray_types as tt', 'tt.code', 'o.tray_type_code')
    .where('o.company_id', '=', companyId)
    .select([
      'o.id',
      sql<'inbound' | 'transfer'>`'inbound'`.as('source_type'),
      'o.document_no',
      sql<string>`${SIGN_SOURCE_NAMES.platform}`.as('from_name'),
      'o.tray_type_code',
      'tt.name as tray_type_name',
      'o.quantity',
      'o.received_quantity',
      'w.name as warehouse_name',
      sql<'pending' | 'signed'>`case when o.status = 'inTransit' then 'pending' else 'signed' end`.as(
        'status',
      ),
      sql<SignOutcome | null>`case when o.status = 'inTransit' then null else 'signed' end`.as('outcome'),
      'o.created_at',
      'o.signed_at',
    ]);
  const transfers = sdb
    .selectFrom('transfers as t')
    .innerJoin('companies as fc', 'fc.id', 't.from_company_id')
    .leftJoin('warehouses as w', 'w.id', 't.to_warehouse_id')
    .innerJoin('tray_types as tt', 'tt.code', 't.tray_type_code')
    .where('t.to_company_id', '=', companyId)
    .where('t.status', '!=', 'cancelled')
    .select([
      't.id',
      sql<'inbound' | 'transfer'>`'transfer'`.as('source_type'),
      't.document_no',
      'fc.name as from_name',
      't.tray_type_code',
      'tt.name as tray_type_name',
      't.quantity',
      // What the receiver took in: what was sent, what it counted (corrected), nothing (rejected).
      sql<
        number | null
      >`case t.status when 'accepted' then t.quantity when 'corrected' then t.corrected_quantity
        when 'rejected' then 0 else null end`.as('received_quantity'),
      sql<string>`coalesce(w.name, '')`.as('warehouse_name'),
      sql<'pending' | 'signed'>`case when t.status = 'pending' then 'pending' else 'signed' end`.as('status'),
      sql<SignOutcome | null>`case t.status when 'accepted' then 'signed' when 'corrected' then 'corrected'
        when 'rejected' then 'rejected' else null end`.as('outcome'),
      't.created_at',
      sql<number | null>`coalesce(t.signed_at, t.disputed_at)`.as('signed_at'),
    ]);
  const { from, to } = dayWindow(query);
  let filtered = sdb.selectFrom(inbound.unionAll(transfers).as('s')).selectAll('s');
  if (query.sourceType) filtered = filtered.where('s.source_type', '=', query.sourceType);
  if (query.status) filtered = filtered.where('s.status', '=', query.status);
  if (from !== undefined) filtered = filtered.where('s.created_at', '>=', from);
  if (to !== undefined) filtered = filtered.where('s.created_at', '<', to);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    filtered = filtered.where(
      sql<boolean>`(lower(s.document_no) like ${pattern} escape '\\' or lower(s.from_name) like ${pattern} escape '\\')`,
    );
  }
  const counted = await filtered
    .clearSelect()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute();
  return pageOf(
    rows.map((row): SignRow => ({
      id: row.id,
      sourceType: row.source_type,
      documentNo: row.document_no,
      fromName: row.from_name,
      trayTypeCode: row.tray_type_code,
      trayTypeName: row.tray_type_name,
      quantity: row.quantity,
      receivedQuantity: row.received_quantity === null ? null : Number(row.received_quantity),
      warehouseName: row.warehouse_name,
      status: row.status,
      outcome: row.outcome,
      createdAt: iso(row.created_at),
      signedAt: isoOrNull(row.signed_at),
    })),
    Number(counted.total),
    paging,
  );
}
