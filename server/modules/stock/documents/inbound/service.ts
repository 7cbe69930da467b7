import type { InboundOrder, InboundStatus } from '../../../../../src/contract/stock';
import { businessError } from '../../../../http/envelope';
import {
  type Actor,
  applyMovements,
  createdBefore,
  foundDocument,
  insertOnce,
  type LedgerDeps,
  transitionWithLedger,
} from '../../../ledger';
import { STOCK_LABELS } from '../../labels';
import { stockDb, type InboundOrdersTable } from '../../tables';
import { requireTrayType, requireWarehouseOf } from '../lookups';
import { readInboundOrder } from './read';
import { inboundKind } from './state';

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
  deps: LedgerDeps,
  input: CreateInboundOrderInput,
): Promise<InboundOrder> {
  const key = {
    table: 'inbound_orders',
    creatorColumn: 'company_id',
    creatorId: input.companyId,
    requestId: input.requestId,
  } as const;
  const repeated = await createdBefore(deps.db, key);
  if (repeated) return readInboundOrder(deps.db, repeated, input.companyId);
  await requireWarehouseOf(deps.db, input.companyId, input.warehouseId);
  await requireTrayType(deps.db, input.trayTypeCode);

  const id = await insertOnce<InboundOrdersTable>(deps, key, {
    documentType: 'inboundOrder',
    values: {
      status: 'inTransit',
      tray_type_code: input.trayTypeCode,
      quantity: input.quantity,
      remark: input.remark ?? '',
      company_id: input.companyId,
      warehouse_id: input.warehouseId,
      received_quantity: null,
      difference_reason: '',
      plate_number: input.plateNumber ?? '',
      signed_at: null,
    },
    onInserted: (trx, created) =>
      applyMovements(trx, created.now, {
        counters: [
          {
            holder: input.companyId,
            warehouse: input.warehouseId,
            trayType: input.trayTypeCode,
            owner: input.companyId,
            counter: 'inTransit',
            delta: input.quantity,
          },
        ],
      }),
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
  deps: LedgerDeps,
  actor: Actor,
  id: string,
  input: SignInboundInput,
): Promise<InboundOrder> {
  const order = foundDocument(
    await stockDb(deps.db)
      .selectFrom('inbound_orders')
      .selectAll()
      .where('id', '=', id)
      .where('company_id', '=', actor.companyId)
      .executeTakeFirst(),
  );
  if (order.status === 'inTransit') {
    const received = input.receivedQuantity;
    if (received === undefined) throw businessError(STOCK_LABELS.receivedRequired);
    if (received > order.quantity) throw businessError(STOCK_LABELS.receivedExceedsQuantity);
    const reason = input.differenceReason?.trim() ?? '';
    if (received !== order.quantity && !reason) throw businessError(STOCK_LABELS.differenceReasonRequired);
    const key = {
      holder: actor.companyId,
      warehouse: order.warehouse_id,
      trayType: order.tray_type_code,
      owner: actor.companyId,
    };
    await transitionWithLedger(deps, {
      ...inboundKind,
      id,
      from: 'inTransit',
      to: 'signed',
      set: (now) => ({ received_quantity: received, difference_reason: reason, signed_at: now }),
      ledger: () => ({
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
      }),
    });
  }
  return readInboundOrder(deps.db, id, actor.companyId);
}

/** The platform closes a signed order (no stock moves). Completing again changes nothing. */
export async function completeInboundOrder(
  deps: LedgerDeps,
  actor: Actor,
  id: string,
): Promise<InboundOrder> {
  const order = await readInboundOrder(deps.db, id, actor.companyId);
  await transitionWithLedger(deps, {
    ...inboundKind,
    id,
    from: order.status as InboundStatus,
    to: 'completed',
  });
  return readInboundOrder(deps.db, id, actor.companyId);
}
