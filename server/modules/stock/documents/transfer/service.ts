import type { CreateTransferRequest, Transfer, TransferStatus } from '../../../../../src/contract/stock';
import { newId } from '../../../../db/ids';
import { businessError } from '../../../../http/envelope';
import { applyMovements } from '../../ledger/apply-movements';
import { DOCUMENT_NAMES, STOCK_LABELS } from '../../labels';
import { stockDb } from '../../tables';
import { inTransaction, type Actor, type StockDeps } from '../context';
import { nextDocumentNo } from '../document-no';
import { defaultWarehouseOf, requireCompany, requireTrayType, requireWarehouseOf } from '../lookups';
import { transitionDocument } from '../transition';
import { readTransfer } from './read';
import { transferStates } from './state';

export interface CreateTransferInput extends CreateTransferRequest {
  /** C1 stock: whose pallets leave (default: the sender's own). */
  ownerCompanyId?: string;
}

/** The platform customers one may transfer to: neither group companies nor downstream C1 clients. */
async function requireTransferTarget(deps: StockDeps, actor: Actor, toCompanyId: string): Promise<void> {
  if (toCompanyId === actor.companyId) throw businessError(STOCK_LABELS.cannotTransferToSelf);
  const target = await requireCompany(deps.db, toCompanyId);
  if (target.isGroup || target.parentCompanyId !== null) throw businessError(STOCK_LABELS.companyNotFound);
}

/**
 * Creates a transfer: the pallets leave the sender at once (transferOut) and the receiver's awaiting
 * signature rises at its default warehouse. The same requestId again returns the first transfer.
 */
export async function createTransfer(
  deps: StockDeps,
  actor: Actor,
  input: CreateTransferInput,
): Promise<Transfer> {
  const owner = input.ownerCompanyId ?? actor.companyId;
  const existing = async () =>
    stockDb(deps.db)
      .selectFrom('transfers')
      .select('id')
      .where('from_company_id', '=', actor.companyId)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
  const repeated = await existing();
  if (repeated) return readTransfer(deps.db, repeated.id, actor.companyId);

  await requireWarehouseOf(deps.db, actor.companyId, input.fromWarehouseId);
  await requireTrayType(deps.db, input.trayTypeCode);
  await requireTransferTarget(deps, actor, input.toCompanyId);
  const awaitingWarehouse = await defaultWarehouseOf(deps.db, input.toCompanyId);
  if (!awaitingWarehouse) throw businessError(STOCK_LABELS.receiverHasNoWarehouse);

  const id = await inTransaction(deps.db, async (trx) => {
    const now = deps.clock();
    const documentNo = await nextDocumentNo(trx, 'transfer', now);
    const inserted = await stockDb(trx)
      .insertInto('transfers')
      .values({
        id: newId(),
        document_no: documentNo,
        status: 'pending',
        tray_type_code: input.trayTypeCode,
        quantity: input.quantity,
        remark: input.remark ?? '',
        request_id: input.requestId,
        created_at: now,
        updated_at: now,
        from_company_id: actor.companyId,
        from_warehouse_id: input.fromWarehouseId,
        owner_company_id: owner,
        to_company_id: input.toCompanyId,
        awaiting_warehouse_id: awaitingWarehouse,
        to_warehouse_id: null,
        signed_at: null,
      })
      // A concurrent request with the same requestId: the loser inserts nothing and returns the winner's.
      .onConflict((c) => c.columns(['from_company_id', 'request_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return (await existing())?.id as string;
    await applyMovements(trx, now, {
      movements: [
        {
          holder: actor.companyId,
          warehouse: input.fromWarehouseId,
          trayType: input.trayTypeCode,
          owner,
          delta: -input.quantity,
          kind: 'transferOut',
          documentType: 'transfer',
          documentId: inserted.id,
          documentNo,
        },
      ],
      counters: [
        {
          holder: input.toCompanyId,
          warehouse: awaitingWarehouse,
          trayType: input.trayTypeCode,
          owner: input.toCompanyId,
          counter: 'awaitingSignature',
          delta: input.quantity,
        },
      ],
    });
    return inserted.id;
  });
  return readTransfer(deps.db, id, actor.companyId);
}

async function loadTransfer(
  deps: StockDeps,
  id: string,
  side: 'from_company_id' | 'to_company_id',
  companyId: string,
) {
  const row = await stockDb(deps.db)
    .selectFrom('transfers')
    .selectAll()
    .where('id', '=', id)
    .where(side, '=', companyId)
    .executeTakeFirst();
  if (!row) throw businessError(STOCK_LABELS.documentNotFound);
  return row;
}

/**
 * The receiver accepts into a warehouse of its own: its on-hand rises there (transferIn, the pallets are
 * now its own) and the awaiting-signature count falls. Accepting again changes nothing.
 */
export async function acceptTransfer(
  deps: StockDeps,
  actor: Actor,
  id: string,
  warehouseId: string | undefined,
): Promise<Transfer> {
  const transfer = await loadTransfer(deps, id, 'to_company_id', actor.companyId);
  if (transfer.status !== 'accepted') {
    if (!warehouseId) throw businessError(STOCK_LABELS.warehouseRequired);
    await requireWarehouseOf(deps.db, actor.companyId, warehouseId);
    await inTransaction(deps.db, async (trx) => {
      const now = deps.clock();
      const moved = await transitionDocument(trx, {
        table: 'transfers',
        id,
        machine: transferStates,
        documentName: DOCUMENT_NAMES.transfer,
        from: transfer.status as TransferStatus,
        to: 'accepted',
        now,
        set: { to_warehouse_id: warehouseId, signed_at: now },
      });
      if (!moved) return;
      const trayType = transfer.tray_type_code;
      await applyMovements(trx, now, {
        movements: [
          {
            holder: actor.companyId,
            warehouse: warehouseId,
            trayType,
            owner: actor.companyId,
            delta: transfer.quantity,
            kind: 'transferIn',
            documentType: 'transfer',
            documentId: id,
            documentNo: transfer.document_no,
          },
        ],
        counters: [
          {
            holder: actor.companyId,
            warehouse: transfer.awaiting_warehouse_id,
            trayType,
            owner: actor.companyId,
            counter: 'awaitingSignature',
            delta: -transfer.quantity,
          },
        ],
      });
    });
  }
  return readTransfer(deps.db, id, actor.companyId);
}

/** The sender cancels a pending transfer: the pallets return to it (transferCancel). */
export async function cancelTransfer(deps: StockDeps, actor: Actor, id: string): Promise<Transfer> {
  const transfer = await loadTransfer(deps, id, 'from_company_id', actor.companyId);
  await inTransaction(deps.db, async (trx) => {
    const now = deps.clock();
    const moved = await transitionDocument(trx, {
      table: 'transfers',
      id,
      machine: transferStates,
      documentName: DOCUMENT_NAMES.transfer,
      from: transfer.status as TransferStatus,
      to: 'cancelled',
      now,
    });
    if (!moved) return;
    const trayType = transfer.tray_type_code;
    await applyMovements(trx, now, {
      movements: [
        {
          holder: actor.companyId,
          warehouse: transfer.from_warehouse_id,
          trayType,
          owner: transfer.owner_company_id,
          delta: transfer.quantity,
          kind: 'transferCancel',
          documentType: 'transfer',
          documentId: id,
          documentNo: transfer.document_no,
        },
      ],
      counters: [
        {
          holder: transfer.to_company_id,
          warehouse: transfer.awaiting_warehouse_id,
          trayType,
          owner: transfer.to_company_id,
          counter: 'awaitingSignature',
          delta: -transfer.quantity,
        },
      ],
    });
  });
  return readTransfer(deps.db, id, actor.companyId);
}
