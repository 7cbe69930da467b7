import type { InboundOrder, InboundStatus } from '../../../../../src/contract/stock';
import { newId } from '../../../../db/ids';
import { businessError } from '../../../../http/envelope';
import { applyMovements } from '../../ledger/apply-movements';
import { DOCUMENT_NAMES, STOCK_LABELS } from '../../labels';
import { stockDb } from '../../tables';
import { inTransaction, type Actor, type StockDeps } from '../context';
import { nextDocumentNo } from '../document-no';
import { requireTrayType, requireWarehouseOf } from '../lookups';
import { transitionDocument } from '../transition';
import { readInboundOrder } from './read';
import { inboundStates } from './state';

export interface CreateInboundOrderInput {
  /** The customer receiving the delivery. */
  companyId: string;
  warehouseId: string;
  trayTypeCode: string;
  quantity: number;
  plateNumber?: string;
  remark?: string;
  requestId: string;
}

/**
 * The platform side: a delivery to a customer warehouse leaves; the customer's in-transit count rises
 * until it signs. The same requestId again returns the first order.
 */
export async function createInboundOrder(
  deps: StockDeps,
  input: CreateInboundOrderInput,
): Promise<InboundOrder> {
  const existing = () =>
    stockDb(deps.db)
      .selectFrom('inbound_orders')
      .select('id')
      .where('company_id', '=', input.companyId)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
  const repeated = await existing();
  if (repeated) return readInboundOrder(deps.db, repeated.id, input.companyId);
  await requireWarehouseOf(deps.db, input.companyId, input.warehouseId);
  await requireTrayType(deps.db, input.trayTypeCode);

  const id = await inTransaction(deps.db, async (trx) => {
    const now = deps.clock();
    const inserted = await stockDb(trx)
      .insertInto('inbound_orders')
      .values({
        id: newId(),
        document_no: await nextDocumentNo(trx, 'inboundOrder', now),
        status: 'inTransit',
        tray_type_code: input.trayTypeCode,
        quantity: input.quantity,
        remark: input.remark ?? '',
        request_id: input.requestId,
        created_at: now,
        updated_at: now,
        company_id: input.companyId,
        warehouse_id: input.warehouseId,
        received_quantity: null,
        difference_reason: '',
        plate_number: input.plateNumber ?? '',
        signed_at: null,
      })
      .onConflict((c) => c.columns(['company_id', 'request_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return (await existing())?.id as string;
    const key = {
      holder: input.companyId,
      warehouse: input.warehouseId,
      trayType: input.trayTypeCode,
      owner: input.companyId,
    };
    await applyMovements(trx, now, { counters: [{ ...key, counter: 'inTransit', delta: input.quantity }] });
    return inserted.id;
  });
  return readInboundOrder(deps.db, id, input.companyId);
}

export interface SignInboundInput {
  receivedQuantity?: number;
  differenceReason?: string;
}

/**
 * The customer signs for a delivery: received ≤ quantity, a difference needs a reason; on-hand rises by
 * the received quantity (inbound) and the whole shipped quantity leaves in-transit. Signing again changes nothing.
 */
export async function signInboundOrder(
  deps: StockDeps,
  actor: Actor,
  id: string,
  input: SignInboundInput,
): Promise<InboundOrder> {
  const order = await stockDb(deps.db)
    .selectFrom('inbound_orders')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', actor.companyId)
    .executeTakeFirst();
  if (!order) throw businessError(STOCK_LABELS.documentNotFound);
  if (order.status === 'inTransit') {
    const received = input.receivedQuantity;
    if (received === undefined) throw businessError(STOCK_LABELS.receivedRequired);
    if (received > order.quantity) throw businessError(STOCK_LABELS.receivedExceedsQuantity);
    const reason = input.differenceReason?.trim() ?? '';
    if (received !== order.quantity && !reason) throw businessError(STOCK_LABELS.differenceReasonRequired);
    await inTransaction(deps.db, async (trx) => {
      const now = deps.clock();
      const moved = await transitionDocument(trx, {
        table: 'inbound_orders',
        id,
        machine: inboundStates,
        documentName: DOCUMENT_NAMES.inboundOrder,
        from: 'inTransit',
        to: 'signed',
        now,
        set: { received_quantity: received, difference_reason: reason, signed_at: now },
      });
      if (!moved) return;
      const key = {
        holder: actor.companyId,
        warehouse: order.warehouse_id,
        trayType: order.tray_type_code,
        owner: actor.companyId,
      };
      await applyMovements(trx, now, {
        movements: [
          {
            ...key,
            delta: received,
            kind: 'inbound',
            documentType: 'inboundOrder',
            documentId: id,
            documentNo: order.document_no,
          },
        ],
        counters: [{ ...key, counter: 'inTransit', delta: -order.quantity }],
      });
    });
  }
  return readInboundOrder(deps.db, id, actor.companyId);
}

/** The platform closes a signed order (no stock moves). Completing again changes nothing. */
export async function completeInboundOrder(deps: StockDeps, actor: Actor, id: string): Promise<InboundOrder> {
  const order = await readInboundOrder(deps.db, id, actor.companyId);
  await inTransaction(deps.db, (trx) =>
    transitionDocument(trx, {
      table: 'inbound_orders',
      id,
      machine: inboundStates,
      documentName: DOCUMENT_NAMES.inboundOrder,
      from: order.status as InboundStatus,
      to: 'completed',
      now: deps.clock(),
    }),
  );
  return readInboundOrder(deps.db, id, actor.companyId);
}
