import type {
  ApplyRecyclingRequest,
  RecyclingApplication,
  RecyclingStatus,
} from '../../../../../src/contract/stock';
import { newId } from '../../../../db/ids';
import { businessError } from '../../../../http/envelope';
import { applyMovements } from '../../ledger/apply-movements';
import { DOCUMENT_NAMES, STOCK_LABELS } from '../../labels';
import { stockDb } from '../../tables';
import { inTransaction, type Actor, type StockDeps } from '../context';
import { nextDocumentNo } from '../document-no';
import { requireTrayType, requireWarehouseOf } from '../lookups';
import { transitionDocument } from '../transition';
import { readRecycling } from './read';
import { recyclingStates } from './state';

/**
 * Applies for recycling: the pallets are reserved for pickup at once (recycle, on-hand falls).
 * scope 'own': the applicant's own pallets; 'c1': C1 stock of the given owner. The same requestId again
 * returns the first application.
 */
export async function applyRecycling(
  deps: StockDeps,
  actor: Actor,
  scope: 'own' | 'c1',
  input: ApplyRecyclingRequest,
): Promise<RecyclingApplication> {
  const existing = () =>
    stockDb(deps.db)
      .selectFrom('recycling_applications')
      .select('id')
      .where('company_id', '=', actor.companyId)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
  const repeated = await existing();
  if (repeated) return readRecycling(deps.db, repeated.id, actor.companyId);
  const owner = scope === 'own' ? actor.companyId : input.ownerCompanyId;
  if (!owner) throw businessError(STOCK_LABELS.ownerRequired);
  if (scope === 'c1' && owner === actor.companyId) throw businessError(STOCK_LABELS.notC1Stock);
  await requireWarehouseOf(deps.db, actor.companyId, input.warehouseId);
  await requireTrayType(deps.db, input.trayTypeCode);

  const id = await inTransaction(deps.db, async (trx) => {
    const now = deps.clock();
    const documentNo = await nextDocumentNo(trx, 'recycling', now);
    const inserted = await stockDb(trx)
      .insertInto('recycling_applications')
      .values({
        id: newId(),
        document_no: documentNo,
        status: 'applied',
        tray_type_code: input.trayTypeCode,
        quantity: input.quantity,
        remark: input.remark ?? '',
        request_id: input.requestId,
        created_at: now,
        updated_at: now,
        company_id: actor.companyId,
        warehouse_id: input.warehouseId,
        owner_company_id: owner,
        pickup_date: input.pickupDate,
        contact: input.contact,
        phone: input.phone,
      })
      .onConflict((c) => c.columns(['company_id', 'request_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return (await existing())?.id as string;
    await applyMovements(trx, now, {
      movements: [
        {
          holder: actor.companyId,
          warehouse: input.warehouseId,
          trayType: input.trayTypeCode,
          owner,
          delta: -input.quantity,
          kind: 'recycle',
          documentType: 'recycling',
          documentId: inserted.id,
          documentNo,
        },
      ],
    });
    return inserted.id;
  });
  return readRecycling(deps.db, id, actor.companyId);
}

async function loadRecycling(deps: StockDeps, actor: Actor, id: string) {
  const row = await stockDb(deps.db)
    .selectFrom('recycling_applications')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', actor.companyId)
    .executeTakeFirst();
  if (!row) throw businessError(STOCK_LABELS.documentNotFound);
  return row;
}

/** The applicant cancels an application not yet collected: the pallets return (recycleCancel). */
export async function cancelRecycling(
  deps: StockDeps,
  actor: Actor,
  id: string,
): Promise<RecyclingApplication> {
  const application = await loadRecycling(deps, actor, id);
  await inTransaction(deps.db, async (trx) => {
    const now = deps.clock();
    const moved = await transitionDocument(trx, {
      table: 'recycling_applications',
      id,
      machine: recyclingStates,
      documentName: DOCUMENT_NAMES.recycling,
      from: application.status as RecyclingStatus,
      to: 'cancelled',
      now,
    });
    if (!moved) return;
    await applyMovements(trx, now, {
      movements: [
        {
          holder: actor.companyId,
          warehouse: application.warehouse_id,
          trayType: application.tray_type_code,
          owner: application.owner_company_id,
          delta: application.quantity,
          kind: 'recycleCancel',
          documentType: 'recycling',
          documentId: id,
          documentNo: application.document_no,
        },
      ],
    });
  });
  return readRecycling(deps.db, id, actor.companyId);
}

/** The platform side (issue 4 adds its page): the pallets were picked up; nothing moves (they left at application). */
export async function markRecyclingCollected(
  deps: StockDeps,
  actor: Actor,
  id: string,
): Promise<RecyclingApplication> {
  const application = await loadRecycling(deps, actor, id);
  await inTransaction(deps.db, (trx) =>
    transitionDocument(trx, {
      table: 'recycling_applications',
      id,
      machine: recyclingStates,
      documentName: DOCUMENT_NAMES.recycling,
      from: application.status as RecyclingStatus,
      to: 'collected',
      now: deps.clock(),
    }),
  );
  return readRecycling(deps.db, id, actor.companyId);
}
