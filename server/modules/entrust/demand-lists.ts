import type { Page } from '../../../src/contract/envelope';
import type { DemandOrder, DemandOrderDetail, DemandOrderQuery, Quote } from '../../../src/contract/freight';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import type { Paging } from '../../http/paged-list';
import {
  dayWindow,
  iso,
  keywordPattern,
  likeLower,
  paged,
  rowsById,
  shapedKeys,
  type DocumentSelect,
  type KeyedList,
  type ListValues,
  type ShapedKeys,
} from '../ledger';
import {
  carrierMaySee,
  demandRows,
  quotableBy,
  hasEffectiveStatus,
  toDemandOrder,
  type DemandRow,
} from './demand-row';
import { ENTRUST_LABELS } from './labels';
import { entrustDb } from './tables';

export type DemandFilters = Omit<DemandOrderQuery, 'pageNum' | 'pageSize'>;
/** Demand orders on their own table (no names): what a list's filters select, counted and paged. */
const demandKeys = (db: DbOrTrx) => entrustDb(db).selectFrom('entrust_demand_orders as d');
type DemandKeys = ReturnType<typeof demandKeys>;

/**
 * The values of a demand list's keys (see shapedKeys): the viewer, the time the statuses are judged at,
 * and each filter's, unset when it is not given. The status filter is the shape's: it changes the SQL.
 */
interface DemandValues extends ListValues {
  now: number;
}

const demandValues = (companyId: string, now: number, filters: DemandFilters): DemandValues => ({
  companyId,
  now,
  ...dayWindow(filters),
  pattern: keywordPattern(filters.keyword),
});

type DemandStatus = DemandFilters['status'];

/** Whether the filters select by anything of the demand order's own (its status, day or text). */
const selectsDemands = (status: DemandStatus, values: DemandValues): boolean =>
  status !== undefined || values.from !== undefined || values.to !== undefined || Boolean(values.pattern);

function filtered(query: DemandKeys, status: DemandStatus, values: DemandValues): DemandKeys {
  const { from, to, pattern } = values;
  return query
    .$if(status !== undefined, (qb) => qb.where((eb) => hasEffectiveStatus(eb, status!, values.now)))
    .$if(from !== undefined, (qb) => qb.where('d.created_at', '>=', from!))
    .$if(to !== undefined, (qb) => qb.where('d.created_at', '<', to!))
    .$if(Boolean(pattern), (qb) =>
      qb.where((eb) =>
        eb.or(
          ['d.document_no', 'd.cargo_name', 'd.origin_city', 'd.destination_city'].map((column) =>
            likeLower(column, pattern!),
          ),
        ),
      ),
    );
}

const demandRowsOf = rowsById((db, ids) => demandRows(db).where('d.id', 'in', ids));

/**
 * A demand list: the keys its filters select, counted and paged on the demand table alone (or on the
 * quotes), then the names and quote counts of just the page's orders (bench/RESULTS.md, issue 15: the
 * count with the name joins read every row of the company's orders).
 */
const demandList = (
  db: DbOrTrx,
  keys: ShapedKeys,
  now: number,
  viewerCompanyId: string,
): KeyedList<DemandRow, DemandOrder> => ({
  keys,
  rowsOf: (ids) => demandRowsOf(db, ids),
  map: (row) => toDemandOrder(row, now, viewerCompanyId),
});

/** The keys of the shipper's own demand orders. */
const ownDemandKeys = (db: DbOrTrx, status: DemandStatus, values: DemandValues) =>
  filtered(demandKeys(db).where('d.company_id', '=', values.companyId), status, values).select([
    'd.id',
    'd.created_at',
  ]);

/** yeloflex/entrustDemandOrder/searchList: the shipper's own demand orders, newest first. */
export function ownDemandList(
  db: DbOrTrx,
  companyId: string,
  now: number,
  filters: DemandFilters,
): KeyedList<DemandRow, DemandOrder> {
  const keys = shapedKeys(ownDemandKeys, filters.status, demandValues(companyId, now, filters));
  return demandList(db, keys, now, companyId);
}

/**
 * The keys of the quote hall (货源大厅): the orders a carrier may quote now (可报价货源), newest first; or
 * with `mine` the orders it quoted on, in whatever status, its newest quote first (我的报价), read from its
 * quotes' index so that it never sorts every order it ever quoted on. Never its own orders.
 */
const hallKeys = (
  db: DbOrTrx,
  { status, mine }: { status: DemandStatus; mine: boolean },
  values: DemandValues,
): DocumentSelect => {
  const { companyId, now } = values;
  if (!mine) {
    const quotable = demandKeys(db).where((eb) => quotableBy(eb, companyId, now));
    return filtered(quotable, status, values).select(['d.id', 'd.created_at']);
  }
  return entrustDb(db)
    .selectFrom('entrust_quotes as q')
    .select(['q.demand_order_id as id', 'q.created_at'])
    .where('q.carrier_company_id', '=', companyId)
    .$if(selectsDemands(status, values), (qb) =>
      qb.where('q.demand_order_id', 'in', filtered(demandKeys(db), status, values).select('d.id')),
    );
};

/**
 * yeloflex/entrustDemandOrder/searchQuoteHall: the hall's orders (hallKeys), each row with the carrier's
 * own quote (myQuote). The orders it carries are its carrier orders' business.
 */
export async function searchQuoteHall(
  db: DbOrTrx,
  companyId: string,
  now: number,
  filters: DemandFilters,
  paging: Paging,
): Promise<Page<DemandOrder>> {
  const answer = await paged(
    db,
    demandList(
      db,
      shapedKeys(
        hallKeys,
        { status: filters.status, mine: Boolean(filters.mine) },
        demandValues(companyId, now, filters),
      ),
      now,
      companyId,
    ),
    paging,
  );
  const own = await ownQuotes(
    db,
    answer.list.map((order) => order.id),
    companyId,
  );
  return { ...answer, list: answer.list.map((order) => ({ ...order, myQuote: own.get(order.id) ?? null })) };
}

/** An order the company may see: its own, or one carrierMaySee lets it see; else 托运需求单不存在. */
export async function visibleDemand(
  db: DbOrTrx,
  companyId: string,
  id: string,
  now: number,
): Promise<DemandRow> {
  const row = await demandRows(db)
    .where('d.id', '=', id)
    .where((eb) => eb.or([eb('d.company_id', '=', companyId), carrierMaySee(eb, companyId, now)]))
    .executeTakeFirst();
  if (!row) throw businessError(ENTRUST_LABELS.demandNotFound);
  return row;
}

/** Quotes with each carrier's average stars (over every evaluation it received). */
const selectQuotes = (db: DbOrTrx) =>
  entrustDb(db)
    .selectFrom('entrust_quotes as q')
    .innerJoin('companies as c', 'c.id', 'q.carrier_company_id')
    .selectAll('q')
    .select('c.name as carrier_name')
    .select((eb) =>
      eb
        .selectFrom('entrust_evaluations as e')
        .whereRef('e.carrier_company_id', '=', 'q.carrier_company_id')
        .select((inner) => inner.fn.avg<number | string | null>('e.stars').as('stars'))
        .as('stars'),
    );

type QuoteRow = Awaited<ReturnType<ReturnType<typeof selectQuotes>['execute']>>[number];

const toQuote = (row: QuoteRow): Quote => ({
  id: row.id,
  demandOrderId: row.demand_order_id,
  carrierCompanyId: row.carrier_company_id,
  carrierCompanyName: row.carrier_name,
  priceFen: Number(row.price_fen),
  remark: row.remark,
  status: row.status,
  carrierStars: row.stars === null ? null : Math.round(Number(row.stars) * 10) / 10,
  createdAt: iso(Number(row.created_at)),
});

/**
 * The quotes of an order: every quote for the shipper, only its own for a carrier (a carrier never sees
 * another carrier's price); cheapest first.
 */
export async function quotesOf(db: DbOrTrx, demand: DemandRow, viewerCompanyId: string): Promise<Quote[]> {
  const rows = await selectQuotes(db)
    .where('q.demand_order_id', '=', demand.id)
    .$if(demand.company_id !== viewerCompanyId, (qb) =>
      qb.where('q.carrier_company_id', '=', viewerCompanyId),
    )
    .orderBy('q.price_fen')
    .orderBy('q.created_at')
    .execute();
  return rows.map(toQuote);
}

/** A carrier's own quote on each of the orders, by order id. */
async function ownQuotes(
  db: DbOrTrx,
  demandIds: readonly string[],
  carrierCompanyId: string,
): Promise<Map<string, Quote>> {
  if (demandIds.length === 0) return new Map();
  const rows = await selectQuotes(db)
    .where('q.demand_order_id', 'in', demandIds)
    .where('q.carrier_company_id', '=', carrierCompanyId)
    .execute();
  return new Map(rows.map((row) => [row.demand_order_id, toQuote(row)]));
}

/** yeloflex/entrustDemandOrder/detail: the order and the quotes the viewer may see. */
export async function demandDetail(
  db: DbOrTrx,
  companyId: string,
  id: string,
  now: number,
): Promise<DemandOrderDetail> {
  const row = await visibleDemand(db, companyId, id, now);
  return {
    ...toDemandOrder(row, now, companyId),
    quotes: await quotesOf(db, row, companyId),
    contractSignedAt: row.signed_at === null ? null : iso(Number(row.signed_at)),
  };
}
