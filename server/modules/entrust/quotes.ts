import type { ChooseQuoteRequest, DemandOrderDetail, Quote, QuoteInput } from '../../../src/contract/freight';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { inTransaction } from '../ledger';
import { demandDetail, quotesOf } from './demand-lists';
import {
  carrierMaySee,
  demandRows,
  hasEffectiveStatus,
  ownDemand,
  statusNow,
  type EntrustActor,
} from './demand-row';
import type { EntrustDeps } from './deps';
import { ENTRUST_LABELS } from './labels';
import { tellCarriers } from './notices';
import { moveDemand, requireMove, statusChanged } from './states';
import { entrustDb } from './tables';

export async function isCarrierCompany(db: DbOrTrx, companyId: string): Promise<boolean> {
  const row = await entrustDb(db)
    .selectFrom('companies')
    .select('is_carrier')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return Number(row?.is_carrier ?? 0) === 1;
}

export async function isBlacklisted(db: DbOrTrx, shipperId: string, carrierId: string): Promise<boolean> {
  const row = await entrustDb(db)
    .selectFrom('entrust_blacklist')
    .select('company_id')
    .where('company_id', '=', shipperId)
    .where('carrier_company_id', '=', carrierId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The order a carrier quotes on, or why it may not: not a carrier, its own order, blacklisted by the
 * shipper; an order it may not see is not found, one it sees but that no longer quotes is closed.
 */
async function quotableOrder(db: DbOrTrx, carrierId: string, id: string, now: number) {
  if (!(await isCarrierCompany(db, carrierId))) throw businessError(ENTRUST_LABELS.notCarrier);
  const order = await demandRows(db).where('d.id', '=', id).executeTakeFirst();
  if (!order || order.status === 'draft') throw businessError(ENTRUST_LABELS.demandNotFound);
  if (order.company_id === carrierId) throw businessError(ENTRUST_LABELS.ownOrder);
  if (await isBlacklisted(db, order.company_id, carrierId)) throw businessError(ENTRUST_LABELS.blacklisted);
  const seen = await demandRows(db)
    .where('d.id', '=', id)
    .where((eb) => carrierMaySee(eb, carrierId, now))
    .executeTakeFirst();
  if (!seen) throw businessError(ENTRUST_LABELS.demandNotFound);
  if (statusNow(order, now) !== 'quoting') throw businessError(ENTRUST_LABELS.quoteClosed);
  return order;
}

/**
 * carrierOrderManagement/signUp (报价): the carrier's one live quote on a quoting order; quoting again
 * replaces its price, and repeating a request id changes nothing (entrust_quote_requests), even after a
 * newer one. The quote is written only while the
 * order still quotes: a guarded no-op update of the order takes its row lock first, so a quote and a
 * choice racing on one order are ordered (the choice then sees the quote and marks it lost, or the quote
 * finds the order chosen and is refused).
 */
export async function submitQuote(deps: EntrustDeps, actor: EntrustActor, input: QuoteInput): Promise<Quote> {
  const now = deps.clock();
  const order = await quotableOrder(deps.db, actor.companyId, input.demandOrderId, now);
  const remark = input.remark?.trim() ?? '';
  await inTransaction(deps.db, async (trx) => {
    const db = entrustDb(trx);
    const open = await db
      .updateTable('entrust_demand_orders as d')
      .set((eb) => ({ updated_at: eb.ref('d.updated_at') }))
      .where('d.id', '=', order.id)
      .where((eb) => hasEffectiveStatus(eb, 'quoting', now))
      .executeTakeFirst();
    if (Number(open.numUpdatedRows) !== 1) throw businessError(ENTRUST_LABELS.quoteClosed);
    const request = await db
      .insertInto('entrust_quote_requests')
      .values({
        carrier_company_id: actor.companyId,
        demand_order_id: order.id,
        request_id: input.requestId,
        created_at: now,
      })
      .onConflict((c) => c.doNothing())
      .executeTakeFirst();
    // A request on record (a retry, however late): the quote stays as the newest request left it.
    if (Number(request.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await db
      .insertInto('entrust_quotes')
      .values({
        id: newId(),
        demand_order_id: order.id,
        carrier_company_id: actor.companyId,
        price_fen: input.priceFen,
        remark,
        status: 'submitted',
        request_id: input.requestId,
        created_at: now,
        updated_at: now,
      })
      .onConflict((c) =>
        c
          .columns(['demand_order_id', 'carrier_company_id'])
          .doUpdateSet({ price_fen: input.priceFen, remark, request_id: input.requestId, updated_at: now }),
      )
      .execute();
  });
  const [quote] = await quotesOf(deps.db, order, actor.companyId);
  if (!quote) throw new Error(`quote of ${actor.companyId} on ${order.id} is neither written nor found`);
  return quote;
}

/**
 * yeloflex/entrustDemandOrder/chooseQuote: the shipper chooses one submitted quote of a quoting order
 * (报价中 → 已选定), a compare-and-set on the order's status: of two racing choices exactly one moves it
 * and the other is refused (状态已变化). The chosen quote wins, the others are lost, and every carrier
 * that quoted is told. Choosing the chosen quote again answers the order as it is.
 */
export async function chooseQuote(
  deps: EntrustDeps,
  actor: EntrustActor,
  request: ChooseQuoteRequest,
): Promise<DemandOrderDetail> {
  const now = deps.clock();
  const order = await ownDemand(deps.db, actor.companyId, request.id);
  if (order.status === 'chosen' && order.chosen_quote_id === request.quoteId)
    return demandDetail(deps.db, actor.companyId, order.id, now);
  // Chosen meanwhile (another quote): the caller's view is stale, as when the guarded write loses.
  if (order.status === 'chosen') throw statusChanged();
  requireMove(order, 'chosen', ENTRUST_LABELS.verbs.chooseQuote, now);
  const quote = await entrustDb(deps.db)
    .selectFrom('entrust_quotes')
    .select(['id', 'status'])
    .where('id', '=', request.quoteId)
    .where('demand_order_id', '=', order.id)
    .executeTakeFirst();
  if (!quote) throw businessError(ENTRUST_LABELS.quoteNotFound);
  // A quoting order's quotes are all undecided (it never returns to quoting once chosen): a decided one
  // means a racing choice committed after the order was read, as when the guarded write loses.
  if (quote.status !== 'submitted') throw statusChanged();
  const decided = await inTransaction(deps.db, async (trx) => {
    const moved = await moveDemand(trx, {
      id: order.id,
      companyId: actor.companyId,
      from: ['quoting'],
      to: 'chosen',
      now,
      set: { chosen_quote_id: quote.id, chosen_at: now },
    });
    if (!moved) throw statusChanged();
    const db = entrustDb(trx);
    // Read after the move: a re-quote that held the order's lock has committed its price by now.
    const chosen = await db
      .selectFrom('entrust_quotes')
      .select(['carrier_company_id', 'price_fen'])
      .where('id', '=', quote.id)
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    if (!chosen) throw businessError(ENTRUST_LABELS.quoteNotFound);
    await db
      .updateTable('entrust_demand_orders')
      .set({ carrier_company_id: chosen.carrier_company_id, agreed_price_fen: chosen.price_fen })
      .where('id', '=', order.id)
      .execute();
    const losers = await db
      .selectFrom('entrust_quotes')
      .select('carrier_company_id')
      .where('demand_order_id', '=', order.id)
      .where('id', '!=', quote.id)
      .where('status', '=', 'submitted')
      .execute();
    await db
      .updateTable('entrust_quotes')
      .set({ status: 'chosen', updated_at: now })
      .where('id', '=', quote.id)
      .execute();
    await db
      .updateTable('entrust_quotes')
      .set({ status: 'lost', updated_at: now })
      .where('demand_order_id', '=', order.id)
      .where('id', '!=', quote.id)
      .where('status', '=', 'submitted')
      .execute();
    return { winner: chosen, losers: losers.map((row) => row.carrier_company_id) };
  });
  const told = { ...order, agreed_price_fen: decided.winner.price_fen };
  await tellCarriers(deps, [decided.winner.carrier_company_id], 'won', told);
  await tellCarriers(deps, decided.losers, 'lost', told);
  return demandDetail(deps.db, actor.companyId, order.id, now);
}
