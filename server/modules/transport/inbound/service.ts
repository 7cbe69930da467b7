import type { CreateCustomerStockInRequest, InboundListRow } from '../../../../src/contract/transport';
import { businessError } from '../../../http/envelope';
import { type Actor, applyMovements, createdBefore, insertOnce, type LedgerDeps } from '../../ledger';
import { requireCompany, requireTrayType, requireWarehouseOf, STOCK_LABELS } from '../../stock';
import { TRANSPORT_LABELS } from '../labels';
import type { TransportTables } from '../tables';
import { readInboundRow } from './read';

/**
 * 生成入库单: the customer books pallets a downstream client returns into its own warehouse. The order is
 * signed at once (source 'client'): the client's balance of the customer's pallets falls
 * (customerReturnOut) and the customer's own balance rises (customerReturnIn), in one transaction.
 * The same requestId again returns the first order.
 */
export async function createCustomerStockIn(
  deps: LedgerDeps,
  actor: Actor,
  input: CreateCustomerStockInRequest,
): Promise<InboundListRow> {
  const key = {
    table: 'inbound_orders',
    creatorColumn: 'company_id',
    creatorId: actor.companyId,
    requestId: input.requestId,
  } as const;
  const repeated = await createdBefore(deps.db, key);
  if (repeated) return readInboundRow(deps.db, repeated, actor.companyId);
  const client = await requireCompany(deps.db, input.clientCompanyId);
  if (input.clientCompanyId === actor.companyId || client.parentCompanyId !== actor.companyId)
    throw businessError(STOCK_LABELS.notDownstreamClient);
  await requireWarehouseOf(deps.db, input.clientCompanyId, input.clientWarehouseId).catch(() => {
    throw businessError(TRANSPORT_LABELS.clientWarehouseNotFound);
  });
  await requireWarehouseOf(deps.db, actor.companyId, input.warehouseId);
  await requireTrayType(deps.db, input.trayTypeCode);

  const signedAt = deps.clock();
  const id = await insertOnce<TransportTables['inbound_orders']>(deps, key, {
    documentType: 'inboundOrder',
    values: {
      status: 'signed',
      source: 'client',
      tray_type_code: input.trayTypeCode,
      quantity: input.quantity,
      remark: input.remark ?? '',
      company_id: actor.companyId,
      warehouse_id: input.warehouseId,
      client_company_id: input.clientCompanyId,
      client_warehouse_id: input.clientWarehouseId,
      received_quantity: input.quantity,
      difference_reason: '',
      plate_number: input.plateNumber ?? '',
      signed_at: signedAt,
    },
    onInserted: (trx, created) => {
      const document = {
        documentType: 'inboundOrder',
        documentId: created.id,
        documentNo: created.documentNo,
      } as const;
      const pallets = { trayType: input.trayTypeCode, owner: actor.companyId };
      return applyMovements(trx, created.now, {
        movements: [
          {
            ...pallets,
            ...document,
            holder: input.clientCompanyId,
            warehouse: input.clientWarehouseId,
            delta: -input.quantity,
            kind: 'customerReturnOut',
          },
          {
            ...pallets,
            ...document,
            holder: actor.companyId,
            warehouse: input.warehouseId,
            delta: input.quantity,
            kind: 'customerReturnIn',
          },
        ],
      });
    },
  });
  return readInboundRow(deps.db, id, actor.companyId);
}
