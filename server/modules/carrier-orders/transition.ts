import type { Transaction } from 'kysely';
import {
  CARRIER_ORDER_ACTION_CODES,
  CARRIER_ORDER_TRANSITIONS,
  type CarrierOrderAction,
  type CarrierOrderStatus,
} from '../../../src/contract/freight';
import type { Session } from '../../auth/sessions';
import { newId } from '../../db/ids';
import type { Database, DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { requirePermission } from '../../http/route';
import { followCarrierOrder } from '../entrust';
import { inTransaction } from '../ledger';
import { recordWebhookEvent } from '../webhooks';
import { CARRIER_LABELS } from './labels';
import { publishCarrierOrder } from './live';
import { orderOf, partyOf, type CarrierOrderRow } from './order-row';
import { carrierDb } from './tables';

/** A refused move: the order is not (or no longer) where the action starts (状态已变化). */
const statusChanged = (status: CarrierOrderStatus, action: CarrierOrderAction) =>
  businessError(CARRIER_LABELS.statusChanged(status, action));

/** Who acts, as the log names them. */
export interface Actor {
  name: string;
  companyId: string;
}

export const actorOf = (session: Session): Actor => ({
  name: session.username,
  companyId: session.companyId,
});

/**
 * The caller may take the action on the order now: the right party (the action's `by`), holding the
 * action's code (CARRIER_ORDER_ACTION_CODES, else 4030), in a status the action starts from (else 状态已变化).
 */
export async function admitAction(
  deps: AppDeps,
  session: Session,
  order: CarrierOrderRow,
  action: CarrierOrderAction,
): Promise<void> {
  const move = CARRIER_ORDER_TRANSITIONS[action];
  const party = partyOf(order, session.companyId);
  if (!move.by.includes(party)) throw businessError(CARRIER_LABELS.wrongParty(action, party));
  await requirePermission(deps, session, CARRIER_ORDER_ACTION_CODES[action]);
  if (!move.from.includes(order.status)) throw statusChanged(order.status, action);
}

export interface LogLine {
  action: CarrierOrderAction | 'create';
  from: CarrierOrderStatus | null;
  to: CarrierOrderStatus;
  remark: string;
  assignmentId?: string | null;
}

export async function writeLog(
  trx: DbOrTrx,
  order: Pick<CarrierOrderRow, 'id' | 'shipper_company_id' | 'shipper_company_name' | 'carrier_company_name'>,
  actor: Actor,
  line: LogLine,
  now: number,
): Promise<void> {
  await carrierDb(trx)
    .insertInto('carrier_order_logs')
    .values({
      id: newId(),
      carrier_order_id: order.id,
      assignment_id: line.assignmentId ?? null,
      action: line.action,
      from_status: line.from,
      to_status: line.to,
      actor_name: actor.name,
      actor_company_name:
        actor.companyId === order.shipper_company_id
          ? order.shipper_company_name
          : order.carrier_company_name,
      remark: line.remark,
      created_at: now,
    })
    .execute();
}

/** Tells the shipper's and the carrier's webhooks of an order's new status (from null: just signed). */
export async function recordStatusChange(
  trx: Transaction<Database>,
  order: Pick<CarrierOrderRow, 'id' | 'document_no' | 'shipper_company_id' | 'carrier_company_id'>,
  from: CarrierOrderStatus | null,
  to: CarrierOrderStatus,
  now: number,
): Promise<void> {
  const data = {
    carrierOrderId: order.id,
    documentNo: order.document_no,
    from,
    to,
    shipperCompanyId: order.shipper_company_id,
    carrierCompanyId: order.carrier_company_id,
  };
  for (const company of [order.shipper_company_id, order.carrier_company_id])
    await recordWebhookEvent(trx, company, 'carrierOrder.statusChanged', data, now);
}

export interface Transition {
  action: CarrierOrderAction;
  remark: string;
  cancelReason?: string;
  /** The action's own writes, in the transaction after the compare-and-set; may name the assignment. */
  within?: (trx: Transaction<Database>, order: CarrierOrderRow, now: number) => Promise<string | void>;
}

/**
 * Moves an admitted order (admitAction) by one action: in one transaction a compare-and-set on
 * (id, status, version) — of two racing calls one moves it, the other is refused (状态已变化) and writes nothing —
 * the action's writes, the log row, the demand order following (entrust's followCarrierOrder) and both
 * companies' webhooks (carrierOrder.statusChanged); then
 * both companies' open streams are told, on every node. Answers the order as it now is.
 */
export async function moveCarrierOrder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'notifier'>,
  actor: Actor,
  order: CarrierOrderRow,
  transition: Transition,
): Promise<CarrierOrderRow> {
  const to = CARRIER_ORDER_TRANSITIONS[transition.action].to;
  const now = deps.clock();
  await inTransaction(deps.db, async (trx) => {
    const moved = await carrierDb(trx)
      .updateTable('carrier_orders')
      .set({
        status: to,
        version: order.version + 1,
        updated_at: now,
        ...(transition.cancelReason === undefined ? {} : { cancel_reason: transition.cancelReason }),
      })
      .where('id', '=', order.id)
      .where('status', '=', order.status)
      .where('version', '=', order.version)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) {
      const current = await orderOf(trx, actor.companyId, order.id);
      throw statusChanged(current.status, transition.action);
    }
    const assignmentId = (await transition.within?.(trx, order, now)) ?? null;
    const line = {
      action: transition.action,
      from: order.status,
      to,
      remark: transition.remark,
      assignmentId,
    };
    await writeLog(trx, order, actor, line, now);
    await followCarrierOrder(trx, order.demand_order_id, to, now);
    await recordStatusChange(trx, order, order.status, to, now);
  });
  const moved = { ...order, status: to, version: order.version + 1, updated_at: now };
  await publishCarrierOrder(deps.notifier, moved);
  return moved;
}
