import type { CreateTransferRequest, Transfer, TransferStatus } from '../../../../../src/contract/stock';
import type { TransferEventData } from '../../../../../src/contract/webhooks';
import { businessError } from '../../../../http/envelope';
import {
  type Actor,
  applyMovements,
  createdBefore,
  insertOnce,
  iso,
  type LedgerDeps,
  transitionWithLedger,
} from '../../../ledger';
import { recordWebhookEvent } from '../../../webhooks';
import { STOCK_LABELS } from '../../labels';
import type { TransfersTable } from '../../tables';
import { defaultWarehouseOf, requireCompany, requireTrayType, requireWarehouseOf } from '../lookups';
import { readTransfer, type TransferDeps, transferRowOf } from './read';
import { transferKind } from './state';

export interface CreateTransferInput extends CreateTransferRequest {
  /** C1 stock: whose pallets leave (default: the sender's own). */
  ownerCompanyId?: string;
}

/** The platform customers one may transfer to: neither group companies nor downstream C1 clients. */
async function requireTransferTarget(deps: LedgerDeps, actor: Actor, toCompanyId: string): Promise<void> {
  if (toCompanyId === actor.companyId) throw businessError(STOCK_LABELS.cannotTransferToSelf);
  const target = await requireCompany(deps.db, toCompanyId);
  // Any platform customer but a group company (see queries/allocation-targets.ts).
  if (target.isGroup) throw businessError(STOCK_LABELS.companyNotFound);
}

/** What the webhooks of a transfer carry (src/contract/webhooks.ts). */
export const transferEvent = (
  id: string,
  row: Pick<
    TransfersTable,
    'document_no' | 'from_company_id' | 'to_company_id' | 'tray_type_code' | 'quantity'
  >,
): TransferEventData => ({
  transferId: id,
  documentNo: row.document_no,
  fromCompanyId: row.from_company_id,
  toCompanyId: row.to_company_id,
  trayTypeCode: row.tray_type_code,
  quantity: row.quantity,
});

/**
 * Creates a transfer: the pallets leave the sender at once (transferOut) and the receiver's awaiting
 * signature rises at its default warehouse, and the receiver's webhooks are told (transfer.received) in
 * the same transaction. The same requestId again returns the first transfer.
 */
export async function createTransfer(
  deps: TransferDeps,
  actor: Actor,
  input: CreateTransferInput,
): Promise<Transfer> {
  const owner = input.ownerCompanyId ?? actor.companyId;
  const key = {
    table: 'transfers',
    creatorColumn: 'from_company_id',
    creatorId: actor.companyId,
    requestId: input.requestId,
  } as const;
  const repeated = await createdBefore(deps.db, key);
  if (repeated) return readTransfer(deps, repeated, actor.companyId);

  // An unknown owner is 企业不存在 like any unknown id (the transfer's owner column would fail its foreign key: 5000).
  if (input.ownerCompanyId) await requireCompany(deps.db, input.ownerCompanyId);
  await requireWarehouseOf(deps.db, actor.companyId, input.fromWarehouseId);
  await requireTrayType(deps.db, input.trayTypeCode);
  await requireTransferTarget(deps, actor, input.toCompanyId);
  const awaitingWarehouse = await defaultWarehouseOf(deps.db, input.toCompanyId);
  if (!awaitingWarehouse) throw businessError(STOCK_LABELS.receiverHasNoWarehouse);

  const id = await insertOnce<TransfersTable>(deps, key, {
    documentType: 'transfer',
    values: {
      status: 'pending',
      tray_type_code: input.trayTypeCode,
      quantity: input.quantity,
      remark: input.remark ?? '',
      from_company_id: actor.companyId,
      from_warehouse_id: input.fromWarehouseId,
      owner_company_id: owner,
      to_company_id: input.toCompanyId,
      awaiting_warehouse_id: awaitingWarehouse,
      to_warehouse_id: null,
      signed_at: null,
    },
    onInserted: async (trx, created) => {
      await applyMovements(trx, created.now, {
        movements: [
          {
            holder: actor.companyId,
            warehouse: input.fromWarehouseId,
            trayType: input.trayTypeCode,
            owner,
            delta: -input.quantity,
            kind: 'transferOut',
            documentType: 'transfer',
            documentId: created.id,
            documentNo: created.documentNo,
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
      const event = transferEvent(created.id, {
        document_no: created.documentNo,
        from_company_id: actor.companyId,
        to_company_id: input.toCompanyId,
        tray_type_code: input.trayTypeCode,
        quantity: input.quantity,
      });
      await recordWebhookEvent(trx, input.toCompanyId, 'transfer.received', event, created.now);
    },
  });
  return readTransfer(deps, id, actor.companyId);
}

/**
 * The receiver accepts into a warehouse of its own: its on-hand rises there (transferIn, the pallets are
 * now its own) and the awaiting-signature count falls; both companies' webhooks are told (transfer.signed).
 * Accepting again changes nothing.
 */
export async function acceptTransfer(
  deps: TransferDeps,
  actor: Actor,
  id: string,
  warehouseId: string | undefined,
): Promise<Transfer> {
  const transfer = await transferRowOf(deps, id, 'to_company_id', actor.companyId);
  if (transfer.status !== 'accepted') {
    if (!warehouseId) throw businessError(STOCK_LABELS.warehouseRequired);
    await requireWarehouseOf(deps.db, actor.companyId, warehouseId);
    const trayType = transfer.tray_type_code;
    await transitionWithLedger(deps, {
      ...transferKind,
      id,
      from: transfer.status as TransferStatus,
      to: 'accepted',
      set: (now) => ({ to_warehouse_id: warehouseId, signed_at: now }),
      ledger: () => ({
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
      }),
      then: async (trx, now) => {
        const event = { ...transferEvent(id, transfer), signedAt: iso(now) };
        for (const company of [transfer.from_company_id, transfer.to_company_id])
          await recordWebhookEvent(trx, company, 'transfer.signed', event, now);
      },
    });
  }
  return readTransfer(deps, id, actor.companyId);
}

/** The sender cancels a pending transfer: the pallets return to it (transferCancel). */
export async function cancelTransfer(deps: TransferDeps, actor: Actor, id: string): Promise<Transfer> {
  const transfer = await transferRowOf(deps, id, 'from_company_id', actor.companyId);
  const trayType = transfer.tray_type_code;
  await transitionWithLedger(deps, {
    ...transferKind,
    id,
    from: transfer.status as TransferStatus,
    to: 'cancelled',
    ledger: () => ({
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
    }),
  });
  return readTransfer(deps, id, actor.companyId);
}
