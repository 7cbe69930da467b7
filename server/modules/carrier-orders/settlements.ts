import { sql } from 'kysely';
import type { Page } from '../../../src/contract/envelope';
import type { SettlementLine, SettlementQuery } from '../../../src/contract/freight';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import type { Paging } from '../../http/paged-list';
import { containsPattern, dayWindow, pageOf } from '../ledger';
import { CARRIER_LABELS } from './labels';
import { toSettlementLine } from './settlement-row';
import { carrierDb } from './tables';

type Filters = Omit<SettlementQuery, 'pageNum' | 'pageSize'>;

/** The company's settlement lines as shipper or carrier, with their orders' numbers and parties. */
function linesOf(db: DbOrTrx, companyId: string, filters: Filters) {
  const { from, to } = dayWindow(filters);
  const keyword = filters.keyword?.trim();
  return carrierDb(db)
    .selectFrom('entrust_settlement_lines as s')
    .innerJoin('carrier_orders as o', 'o.id', 's.carrier_order_id')
    .where((eb) =>
      filters.party === 'shipper'
        ? eb('s.shipper_company_id', '=', companyId)
        : filters.party === 'carrier'
          ? eb('s.carrier_company_id', '=', companyId)
          : eb.or([eb('s.shipper_company_id', '=', companyId), eb('s.carrier_company_id', '=', companyId)]),
    )
    .$if(from !== undefined, (qb) => qb.where('s.completed_at', '>=', from!))
    .$if(to !== undefined, (qb) => qb.where('s.completed_at', '<', to!))
    .$if(Boolean(keyword), (qb) => {
      const pattern = containsPattern(keyword!);
      return qb.where(
        sql<boolean>`(lower(o.document_no) like ${pattern} escape '\\' or lower(o.demand_order_no) like ${pattern} escape '\\'
          or lower(o.shipper_company_name) like ${pattern} escape '\\' or lower(o.carrier_company_name) like ${pattern} escape '\\')`,
      );
    });
}

const withOrder = <Q extends ReturnType<typeof linesOf>>(query: Q) =>
  query
    .selectAll('s')
    .select(['o.document_no', 'o.demand_order_no', 'o.shipper_company_name', 'o.carrier_company_name']);

/** yeloflex/entrustSettle/entrustSettlementListForWeb (and its export): newest completion first. */
export async function listSettlements(
  db: DbOrTrx,
  session: Pick<Session, 'companyId'>,
  filters: Filters,
  paging: Paging,
): Promise<Page<SettlementLine>> {
  const filtered = linesOf(db, session.companyId, filters);
  const [rows, count] = await Promise.all([
    withOrder(filtered)
      .orderBy('s.completed_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(
    rows.map((row) => toSettlementLine(row, row)),
    Number(count.n),
    paging,
  );
}

/** yeloflex/entrustSettle/getSettlementDetail { id }: one line of the company's (else not found). */
export async function settlementDetail(
  db: DbOrTrx,
  session: Pick<Session, 'companyId'>,
  id: string,
): Promise<SettlementLine> {
  const row = await withOrder(linesOf(db, session.companyId, {}))
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) throw businessError(CARRIER_LABELS.settlementNotFound);
  return toSettlementLine(row, row);
}
