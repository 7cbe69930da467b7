import type { SettlementLine, SettlementQuery } from '../../../src/contract/freight';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import {
  dayWindow,
  keywordPattern,
  likeLower,
  rowsById,
  shapedKeys,
  type DocumentSelect,
  type KeyedList,
  type ListValues,
} from '../ledger';
import { CARRIER_LABELS } from './labels';
import { toSettlementLine } from './settlement-row';
import { carrierDb } from './tables';

type Filters = Omit<SettlementQuery, 'pageNum' | 'pageSize'>;

/** Settlement lines with their orders' numbers and parties. */
const linesWithOrders = (db: DbOrTrx) =>
  carrierDb(db)
    .selectFrom('entrust_settlement_lines as s')
    .innerJoin('carrier_orders as o', 'o.id', 's.carrier_order_id')
    .selectAll('s')
    .select(['o.document_no', 'o.demand_order_no', 'o.shipper_company_name', 'o.carrier_company_name']);

type LineRow = Awaited<ReturnType<ReturnType<typeof linesWithOrders>['execute']>>[number];

type Party = 'shipper' | 'carrier';

/** The keys of the company's lines as `party` (both parties' when unset), as the filters narrow them. */
const settlementKeys = (db: DbOrTrx, party: Party | undefined, values: ListValues) => {
  const { companyId, pattern } = values;
  const side = (as: Party) =>
    carrierDb(db)
      .selectFrom('entrust_settlement_lines')
      .select(['id', 'completed_at as created_at'])
      .where(as === 'shipper' ? 'shipper_company_id' : 'carrier_company_id', '=', companyId)
      .$if(as === 'carrier', (qb) => qb.where('shipper_company_id', '!=', companyId))
      .$if(values.from !== undefined, (qb) => qb.where('completed_at', '>=', values.from!))
      .$if(values.to !== undefined, (qb) => qb.where('completed_at', '<', values.to!))
      .$if(Boolean(pattern), (qb) =>
        qb.where(
          'carrier_order_id',
          'in',
          carrierDb(db)
            .selectFrom('carrier_orders')
            .select('id')
            .where((eb) =>
              eb.or(
                ['document_no', 'demand_order_no', 'shipper_company_name', 'carrier_company_name'].map(
                  (column) => likeLower(column, pattern!),
                ),
              ),
            ),
        ),
      ) as DocumentSelect;
  return party ? side(party) : [side('shipper'), side('carrier')];
};

const lineRows = rowsById((db, ids) => linesWithOrders(db).where('s.id', 'in', ids));

/**
 * yeloflex/entrustSettle/entrustSettlementListForWeb (and both exports): the company's settlement lines as
 * shipper or carrier, newest completion first; one side per party, each in its own index order
 * ((shipper|carrier)_company_id, completed_at, id: migration 0030).
 */
export function settlementList(
  db: DbOrTrx,
  companyId: string,
  filters: Filters,
): KeyedList<LineRow, SettlementLine> {
  return {
    keys: shapedKeys(settlementKeys, filters.party, {
      companyId,
      ...dayWindow(filters),
      pattern: keywordPattern(filters.keyword),
    }),
    rowsOf: (ids) => lineRows(db, ids),
    map: (row) => toSettlementLine(row, row),
  };
}

/** yeloflex/entrustSettle/getSettlementDetail { id }: one line of the company's (else not found). */
export async function settlementDetail(
  db: DbOrTrx,
  session: Pick<Session, 'companyId'>,
  id: string,
): Promise<SettlementLine> {
  const row = await linesWithOrders(db)
    .where('s.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('s.shipper_company_id', '=', session.companyId),
        eb('s.carrier_company_id', '=', session.companyId),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw businessError(CARRIER_LABELS.settlementNotFound);
  return toSettlementLine(row, row);
}
