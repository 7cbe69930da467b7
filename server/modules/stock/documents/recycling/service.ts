import type {
  ApplyRecyclingRequest,
  RecyclingApplication,
  RecyclingStatus,
} from '../../../../../src/contract/stock';
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
import { stockDb, type RecyclingApplicationsTable } from '../../tables';
import { requireCompany, requireTrayType, requireWarehouseOf } from '../lookups';
import { readRecycling } from './read';
import { recyclingKind } from './state';

/**
 * Applies for recycling: the pallets are reserved for pickup at once (recycle, on-hand falls).
 * scope 'own': the applicant's own pallets; 'c1': C1 stock of the given owner. The same requestId again
 * returns the first application.
 */
export async function applyRecycling(
  deps: LedgerDeps,
  actor: Actor,
  scope: 'own' | 'c1',
  input: ApplyRecyclingRequest,
): Promise<RecyclingApplication> {
  const key = {
    table: 'recycling_applications',
    creatorColumn: 'company_id',
    creatorId: actor.companyId,
    requestId: input.requestId,
  } as const;
  const repeated = await createdBefore(deps.db, key);
  if (repeated) return readRecycling(deps.db, repeated, actor.companyId);
  const owner = scope === 'own' ? actor.companyId : input.ownerCompanyId;
  if (!owner) throw businessError(STOCK_LABELS.ownerRequired);
  if (scope === 'c1' && owner === actor.companyId) throw businessError(STOCK_LABELS.notC1Stock);
  // An unknown owner is 企业不存在 like any unknown id (the application's owner column would fail its foreign key: 5000).
  if (scope === 'c1') await requireCompany(deps.db, owner);
  await requireWarehouseOf(deps.db, actor.companyId, input.warehouseId);
  await requireTrayType(deps.db, input.trayTypeCode);

  const id = await insertOnce<RecyclingApplicationsTable>(deps, key, {
    documentType: 'recycling',
    values: {
      status: 'applied',
      tray_type_code: input.trayTypeCode,
      quantity: input.quantity,
      remark: input.remark ?? '',
      company_id: actor.companyId,
      warehouse_id: input.warehouseId,
      owner_company_id: owner,
      pickup_date: input.pickupDate,
      contact: input.contact,
      phone: input.phone,
    },
    onInserted: (trx, created) =>
      applyMovements(trx, created.now, {
        movements: [
          {
            holder: actor.companyId,
            warehouse: input.warehouseId,
            trayType: input.trayTypeCode,
            owner,
            delta: -input.quantity,
            kind: 'recycle',
            documentType: 'recycling',
            documentId: created.id,
            documentNo: created.documentNo,
          },
        ],
      }),
  });
  return readRecycling(deps.db, id, actor.companyId);
}

async function loadRecycling(deps: LedgerDeps, actor: Actor, id: string) {
  return foundDocument(
    await stockDb(deps.db)
      .selectFrom('recycling_applications')
      .selectAll()
      .where('id', '=', id)
      .where('company_id', '=', actor.companyId)
      .executeTakeFirst(),
  );
}

/** The applicant cancels an application not yet collected: the pallets return (recycleCancel). */
export async function cancelRecycling(
  deps: LedgerDeps,
  actor: Actor,
  id: string,
): Promise<RecyclingApplication> {
  const application = await loadRecycling(deps, actor, id);
  await transitionWithLedger(deps, {
    ...recyclingKind,
    id,
    from: application.status as RecyclingStatus,
    to: 'cancelled',
    ledger: () => ({
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
    }),
  });
  return readRecycling(deps.db, id, actor.companyId);
}

/** The platform side (issue 4 adds its page): the pallets were picked up; nothing moves (they left at application). */
export async function markRecyclingCollected(
  deps: LedgerDeps,
  actor: Actor,
  id: string,
): Promise<RecyclingApplication> {
  const application = await loadRecycling(deps, actor, id);
  await transitionWithLedger(deps, {
    ...recyclingKind,
    id,
    from: application.status as RecyclingStatus,
    to: 'collected',
  });
  return readRecycling(deps.db, id, actor.companyId);
}
