import {
  DEMAND_LIMITS,
  type CancelRequest,
  type DemandStatus,
  type DemandOrderDetail,
  type DemandOrderInput,
  type RepublishRequest,
} from '../../../src/contract/freight';
import { newId } from '../../db/ids';
import { businessError, fieldError } from '../../http/envelope';
import { inTransaction, nextNumber } from '../ledger';
import { addressSnapshot } from './addresses';
import { demandDetail } from './demand-lists';
import { ownDemand, statusNow, type EntrustActor } from './demand-row';
import { ENTRUST_LABELS } from './labels';
import { tellCarriers } from './notices';
import { moveDemand, requireMove, statusChanged } from './states';
import { entrustDb } from './tables';
import type { EntrustDeps } from './deps';

/** Prefix of a demand order's number (托运). */
const DEMAND_NO_PREFIX = 'TY';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** What the shipper may cancel (signed and executing orders are cancelled with their carrier order). */
const SHIPPER_CANCELS: readonly DemandStatus[] = ['draft', 'quoting', 'expired', 'chosen'];

/** An ISO instant of the request as epoch ms (the schema checked its format; this refuses the impossible). */
function instant(field: string, value: string): number {
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw fieldError(field, ENTRUST_LABELS.instantInvalid);
  return at;
}

/** A quote deadline 1 hour to 30 days from now and before loading starts (2003 on quoteDeadline). */
function checkDeadline(deadline: number, loadFrom: number, now: number): void {
  if (
    deadline < now + DEMAND_LIMITS.quoteHoursMin * HOUR_MS ||
    deadline > now + DEMAND_LIMITS.quoteDaysMax * DAY_MS
  )
    throw fieldError(
      'quoteDeadline',
      ENTRUST_LABELS.deadlineRange(DEMAND_LIMITS.quoteHoursMin, DEMAND_LIMITS.quoteDaysMax),
    );
  if (deadline >= loadFrom) throw fieldError('quoteDeadline', ENTRUST_LABELS.deadlineAfterLoad);
}

/** The columns a save writes, checked: a draft needs a sane order, publishing a future one too. */
async function savedColumns(deps: EntrustDeps, actor: EntrustActor, input: DemandOrderInput, now: number) {
  if (input.originAddressId === input.destinationAddressId)
    throw fieldError('destinationAddressId', ENTRUST_LABELS.sameAddress);
  const loadFrom = instant('loadFrom', input.loadFrom);
  const loadTo = instant('loadTo', input.loadTo);
  const quoteDeadline = instant('quoteDeadline', input.quoteDeadline);
  if (loadTo <= loadFrom) throw fieldError('loadTo', ENTRUST_LABELS.loadWindowReversed);
  if (input.publish) {
    if (loadFrom <= now) throw fieldError('loadFrom', ENTRUST_LABELS.loadStartPast);
    checkDeadline(quoteDeadline, loadFrom, now);
  }
  const origin = await addressSnapshot(deps.db, actor.companyId, input.originAddressId);
  const destination = await addressSnapshot(deps.db, actor.companyId, input.destinationAddressId);
  return {
    origin_address_id: origin.addressId,
    origin: JSON.stringify(origin),
    origin_city: origin.city,
    destination_address_id: destination.addressId,
    destination: JSON.stringify(destination),
    destination_city: destination.city,
    cargo_name: input.cargoName.trim(),
    pallets: input.pallets,
    weight_kg: input.weightKg,
    vehicle_type: input.vehicleType,
    load_from: loadFrom,
    load_to: loadTo,
    expected_price_fen: input.expectedPriceFen ?? null,
    quote_deadline: quoteDeadline,
    remark: input.remark?.trim() ?? '',
    request_id: input.requestId,
  };
}

/**
 * yeloflex/entrustDemandOrder/save: a new order (no id) or an edit of a draft, kept as a draft or
 * published (报价中). Once per requestId: the request id is the order's last writer, so a repeat (of a
 * create or an edit) answers the order as it is and writes nothing. An edit is a compare-and-set on
 * status draft: a draft published or cancelled meanwhile is not overwritten.
 */
export async function saveDemandOrder(
  deps: EntrustDeps,
  actor: EntrustActor,
  input: DemandOrderInput,
): Promise<DemandOrderDetail> {
  const now = deps.clock();
  const earlier = () =>
    entrustDb(deps.db)
      .selectFrom('entrust_demand_orders')
      .select('id')
      .where('company_id', '=', actor.companyId)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
  const repeated = await earlier();
  if (repeated && (input.id === undefined || repeated.id === input.id))
    return demandDetail(deps.db, actor.companyId, repeated.id, now);
  if (repeated) throw fieldError('requestId', ENTRUST_LABELS.requestIdTaken);
  if (input.id !== undefined) {
    const draft = await ownDemand(deps.db, actor.companyId, input.id);
    if (draft.status !== 'draft') throw fieldError('id', ENTRUST_LABELS.onlyDraftEditable(draft.status));
    const columns = await savedColumns(deps, actor, input, now);
    const moved = await moveDemand(deps.db, {
      id: input.id,
      companyId: actor.companyId,
      from: ['draft'],
      to: input.publish ? 'quoting' : 'draft',
      now,
      set: columns,
    });
    if (!moved) throw statusChanged();
    return demandDetail(deps.db, actor.companyId, input.id, now);
  }
  const columns = await savedColumns(deps, actor, input, now);
  const written = await inTransaction(deps.db, async (trx) => {
    const id = newId();
    const inserted = await entrustDb(trx)
      .insertInto('entrust_demand_orders')
      .values({
        ...columns,
        id,
        document_no: await nextNumber(trx, DEMAND_NO_PREFIX, now),
        company_id: actor.companyId,
        status: input.publish ? 'quoting' : 'draft',
        chosen_quote_id: null,
        carrier_company_id: null,
        agreed_price_fen: null,
        chosen_at: null,
        signer_account_id: null,
        signer_name: null,
        signer_ip: null,
        signed_at: null,
        carrier_order_id: null,
        cancel_reason: null,
        created_by: actor.accountId,
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .onConflict((c) => c.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id ?? null;
  });
  // null: a racing twin of the same request id wrote it first.
  const id = written ?? (await earlier())?.id;
  if (!id) throw new Error(`demand order ${input.requestId} is neither written nor found`);
  return demandDetail(deps.db, actor.companyId, id, now);
}

/**
 * yeloflex/entrustDemandOrder/republish: an expired order (its deadline passed, written so or not) quotes
 * again until the new deadline, keeping the quotes given. Repeating it with the same deadline changes nothing.
 */
export async function republishDemand(
  deps: EntrustDeps,
  actor: EntrustActor,
  request: RepublishRequest,
): Promise<DemandOrderDetail> {
  const now = deps.clock();
  const order = await ownDemand(deps.db, actor.companyId, request.id);
  const deadline = instant('quoteDeadline', request.quoteDeadline);
  const alreadyDone =
    order.status === 'quoting' && Number(order.quote_deadline) === deadline && deadline > now;
  if (!alreadyDone) {
    requireMove(order, 'quoting', ENTRUST_LABELS.verbs.republish, now);
    checkDeadline(deadline, Number(order.load_from), now);
    const moved = await moveDemand(deps.db, {
      id: order.id,
      companyId: actor.companyId,
      from: ['expired'],
      to: 'quoting',
      now,
      set: { quote_deadline: deadline },
    });
    if (!moved) throw statusChanged();
  }
  return demandDetail(deps.db, actor.companyId, order.id, now);
}

/**
 * yeloflex/entrustDemandOrder/cancel: the shipper cancels a draft, quoting, expired or chosen order with
 * a reason; its open quotes are lost and their carriers told. Repeating it changes nothing.
 */
export async function cancelDemand(
  deps: EntrustDeps,
  actor: EntrustActor,
  request: CancelRequest,
): Promise<DemandOrderDetail> {
  const now = deps.clock();
  const order = await ownDemand(deps.db, actor.companyId, request.id);
  if (order.status !== 'cancelled') {
    // The shipper's cancel; signed and executing orders follow their carrier order instead.
    if (!SHIPPER_CANCELS.includes(statusNow(order, now)))
      throw businessError(ENTRUST_LABELS.demandRefused(statusNow(order, now), ENTRUST_LABELS.verbs.cancel));
    const reason = request.reason.trim();
    const told = await inTransaction(deps.db, async (trx) => {
      const moved = await moveDemand(trx, {
        id: order.id,
        companyId: actor.companyId,
        from: SHIPPER_CANCELS,
        to: 'cancelled',
        now,
        set: { cancel_reason: reason },
      });
      if (!moved) throw statusChanged();
      const quoted = await entrustDb(trx)
        .selectFrom('entrust_quotes')
        .select('carrier_company_id')
        .where('demand_order_id', '=', order.id)
        .where('status', '!=', 'lost')
        .execute();
      await entrustDb(trx)
        .updateTable('entrust_quotes')
        .set({ status: 'lost', updated_at: now })
        .where('demand_order_id', '=', order.id)
        .where('status', '=', 'submitted')
        .execute();
      return quoted.map((quote) => quote.carrier_company_id);
    });
    await tellCarriers(deps, told, 'cancelled', { ...order, cancel_reason: reason });
  }
  return demandDetail(deps.db, actor.companyId, order.id, now);
}
