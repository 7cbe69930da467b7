import { sql } from 'kysely';
import type { ReportStockQuery, ReportStockRow, StockHolders } from '../../../src/contract/reports';
import type { Page } from '../../../src/contract/envelope';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { downstreamClientsOf, reportScope } from '../company';
import { containsPattern, iso, pageOf, type Paging } from '../ledger';
import { stockDb } from '../stock';

export type ReportStockFilters = Omit<ReportStockQuery, 'pageNum' | 'pageSize'>;

/** Whose balances a stock list shows: holders, and (downstream) the owners whose pallets they hold. */
interface StockScope {
  holderIds: readonly string[];
  ownerIds?: readonly string[];
}

/**
 * Role 6: its members' balances, or (holders 'downstream') the balances of the members' downstream
 * clients holding the members' pallets; role 7: its own balances, whoever owns the pallets.
 */
async function stockScope(db: DbOrTrx, session: Session, filters: ReportStockFilters): Promise<StockScope> {
  const members = (await reportScope(db, session, filters.memberCompanyId)).companyIds;
  const holders: StockHolders = filters.holders ?? 'members';
  if (holders === 'members') return { holderIds: members };
  const clients = await downstreamClientsOf(db, members);
  return {
    holderIds: clients
      .map((client) => client.companyId)
      .filter((id) => filters.downstreamCompanyId === undefined || id === filters.downstreamCompanyId),
    ownerIds: members,
  };
}

/** A page of the scope's balances with anything on hand, in transit or awaiting signature. */
export async function searchReportStock(
  db: DbOrTrx,
  session: Session,
  filters: ReportStockFilters,
  paging: Paging,
): Promise<Page<ReportStockRow>> {
  const scope = await stockScope(db, session, filters);
  if (scope.holderIds.length === 0 || scope.ownerIds?.length === 0) return pageOf([], 0, paging);
  let balances = stockDb(db)
    .selectFrom('stock_balances as b')
    .innerJoin('companies as hc', 'hc.id', 'b.holder_company_id')
    .innerJoin('companies as oc', 'oc.id', 'b.owner_company_id')
    .innerJoin('warehouses as w', 'w.id', 'b.warehouse_id')
    .innerJoin('tray_types as tt', 'tt.code', 'b.tray_type_code')
    .where('b.holder_company_id', 'in', scope.holderIds)
    .where((eb) =>
      eb.or([eb('b.on_hand', '!=', 0), eb('b.in_transit', '!=', 0), eb('b.awaiting_signature', '!=', 0)]),
    );
  if (scope.ownerIds) balances = balances.where('b.owner_company_id', 'in', scope.ownerIds);
  if (filters.warehouseId) balances = balances.where('b.warehouse_id', '=', filters.warehouseId);
  if (filters.trayTypeCode) balances = balances.where('b.tray_type_code', '=', filters.trayTypeCode);
  const keyword = filters.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    balances = balances.where(
      sql<boolean>`(lower(w.name) like ${pattern} escape '\\' or lower(hc.name) like ${pattern} escape '\\' or lower(oc.name) like ${pattern} escape '\\')`,
    );
  }
  const { total } = await balances
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await balances
    .select([
      'b.holder_company_id',
      'hc.name as holder_name',
      'b.warehouse_id',
      'w.name as warehouse_name',
      'w.province',
      'w.city',
      'b.tray_type_code',
      'tt.name as tray_type_name',
      'b.owner_company_id',
      'oc.name as owner_name',
      'b.on_hand',
      'b.reserved',
      'b.in_transit',
      'b.awaiting_signature',
      'b.updated_at',
    ])
    .orderBy('hc.name')
    .orderBy('w.name')
    .orderBy('b.tray_type_code')
    .orderBy('oc.name')
    .orderBy('b.warehouse_id')
    .orderBy('b.owner_company_id')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute();
  return pageOf(
    rows.map((row) => ({
      companyId: row.holder_company_id,
      companyName: row.holder_name,
      warehouseId: row.warehouse_id,
      warehouseName: row.warehouse_name,
      province: row.province,
      city: row.city,
      trayTypeCode: row.tray_type_code,
      trayTypeName: row.tray_type_name,
      ownerCompanyId: row.owner_company_id,
      ownerCompanyName: row.owner_name,
      onHand: row.on_hand,
      available: Math.max(0, row.on_hand - row.reserved),
      inTransit: row.in_transit,
      awaitingSignature: row.awaiting_signature,
      updatedAt: iso(row.updated_at),
    })),
    Number(total),
    paging,
  );
}
