import type { ExpressionBuilder } from 'kysely';
import {
  effectiveDemandStatus,
  type AddressSnapshot,
  type DemandOrder,
  type DemandStatus,
} from '../../../src/contract/freight';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { iso } from '../ledger';
import { ENTRUST_LABELS } from './labels';
import { entrustDb, type DemandOrdersTable, type EntrustTables } from './tables';

/** Who is asking: the session's company (and account, for what it writes). */
export interface EntrustActor {
  companyId: string;
  accountId: string;
  username: string;
}

/** A demand order row with the names and counts its wire form shows. */
export type DemandRow = DemandOrdersTable & {
  shipper_name: string;
  carrier_name: string | null;
  /** A count: a number on SQLite, a string on PostgreSQL. */
  quote_count: number | string | bigint | null;
};

type DemandEb = ExpressionBuilder<EntrustTables & { d: DemandOrdersTable }, 'd'>;

/** The demand orders with their shipper's and carrier's names and their number of quotes. */
export const demandRows = (db: DbOrTrx) =>
  entrustDb(db)
    .selectFrom('entrust_demand_orders as d')
    .innerJoin('companies as s', 's.id', 'd.company_id')
    .leftJoin('companies as c', 'c.id', 'd.carrier_company_id')
    .selectAll('d')
    .select(['s.name as shipper_name', 'c.name as carrier_name'])
    .select((eb) =>
      eb
        .selectFrom('entrust_quotes as q')
        .whereRef('q.demand_order_id', '=', 'd.id')
        .select((inner) => inner.fn.countAll().as('n'))
        .as('quote_count'),
    );

/**
 * The orders whose status reads as `status` at `now`: a quoting order past its deadline is expired
 * whether or not anything wrote it so (effectiveDemandStatus in SQL).
 */
export function hasEffectiveStatus(eb: DemandEb, status: DemandStatus, now: number) {
  if (status === 'quoting') return eb.and([eb('d.status', '=', 'quoting'), eb('d.quote_deadline', '>', now)]);
  if (status === 'expired')
    return eb.or([
      eb('d.status', '=', 'expired'),
      eb.and([eb('d.status', '=', 'quoting'), eb('d.quote_deadline', '<=', now)]),
    ]);
  return eb('d.status', '=', status);
}

/**
 * What a carrier may see besides its own orders: the orders it may quote, the orders it quoted on and the
 * ones it carries.
 */
export function carrierMaySee(eb: DemandEb, carrierCompanyId: string, now: number) {
  return eb.or([
    quotableBy(eb, carrierCompanyId, now),
    quotedBy(eb, carrierCompanyId),
    eb('d.carrier_company_id', '=', carrierCompanyId),
  ]);
}

/** The orders a carrier may quote: quoting, not its own, its company a carrier, not on the shipper's blacklist. */
export function quotableBy(eb: DemandEb, carrierCompanyId: string, now: number) {
  return eb.and([
    hasEffectiveStatus(eb, 'quoting', now),
    eb('d.company_id', '!=', carrierCompanyId),
    eb.exists(
      eb
        .selectFrom('companies as me')
        .select('me.id')
        .where('me.id', '=', carrierCompanyId)
        .where('me.is_carrier', '=', 1),
    ),
    // NOT IN reads the carrier's blacklistings once, where NOT EXISTS probed them for every open order.
    eb(
      'd.company_id',
      'not in',
      eb
        .selectFrom('entrust_blacklist as b')
        .select('b.company_id')
        .where('b.carrier_company_id', '=', carrierCompanyId),
    ),
  ]);
}

/** The orders the carrier quoted on. */
function quotedBy(eb: DemandEb, carrierCompanyId: string) {
  return eb.exists(
    eb
      .selectFrom('entrust_quotes as mine')
      .select('mine.id')
      .whereRef('mine.demand_order_id', '=', 'd.id')
      .where('mine.carrier_company_id', '=', carrierCompanyId),
  );
}

const snapshot = (json: string): AddressSnapshot => JSON.parse(json) as AddressSnapshot;
const num = (value: number | null): number | null => (value === null ? null : Number(value));

/**
 * The wire form as `viewerCompanyId` may see it: the agreed price and the chosen carrier are the
 * shipper's and that carrier's business (another carrier would read a competitor's price in them).
 */
export function toDemandOrder(row: DemandRow, now: number, viewerCompanyId: string): DemandOrder {
  const quoteDeadline = iso(Number(row.quote_deadline));
  const party = viewerCompanyId === row.company_id || viewerCompanyId === row.carrier_company_id;
  return {
    id: row.id,
    documentNo: row.document_no,
    status: effectiveDemandStatus({ status: row.status, quoteDeadline }, new Date(now)),
    shipperCompanyId: row.company_id,
    shipperCompanyName: row.shipper_name,
    origin: snapshot(row.origin),
    destination: snapshot(row.destination),
    cargoName: row.cargo_name,
    pallets: Number(row.pallets),
    weightKg: Number(row.weight_kg),
    vehicleType: row.vehicle_type,
    loadFrom: iso(Number(row.load_from)),
    loadTo: iso(Number(row.load_to)),
    expectedPriceFen: num(row.expected_price_fen),
    quoteDeadline,
    remark: row.remark,
    quoteCount: Number(row.quote_count ?? 0),
    agreedPriceFen: party ? num(row.agreed_price_fen) : null,
    carrierCompanyName: party ? row.carrier_name : null,
    carrierOrderId: row.carrier_order_id,
    cancelReason: row.cancel_reason,
    createdAt: iso(Number(row.created_at)),
    updatedAt: iso(Number(row.updated_at)),
  };
}

/** The status a row reads as now. */
export const statusNow = (row: Pick<DemandOrdersTable, 'status' | 'quote_deadline'>, now: number) =>
  effectiveDemandStatus(
    { status: row.status, quoteDeadline: iso(Number(row.quote_deadline)) },
    new Date(now),
  );

/** The shipper's own order (another company's answers 托运需求单不存在). */
export async function ownDemand(db: DbOrTrx, companyId: string, id: string): Promise<DemandRow> {
  const row = await demandRows(db)
    .where('d.id', '=', id)
    .where('d.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw businessError(ENTRUST_LABELS.demandNotFound);
  return row;
}
