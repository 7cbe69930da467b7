import type { CreateCirculationRequest, Shipment, ShipmentStatus } from '../../../../../src/contract/stock';
import { newId } from '../../../../db/ids';
import type { DbOrTrx } from '../../../../db/schema';
import { businessError } from '../../../../http/envelope';
import {
  type Actor,
  applyMovements,
  type CounterMove,
  foundDocument,
  inTransaction,
  type LedgerDeps,
  type Movement,
  nextDocumentNo,
  transitionDocument,
} from '../../../ledger';
import { DOCUMENT_NAMES, STOCK_LABELS } from '../../labels';
import { stockDb } from '../../tables';
import { requireCompany, requireTrayType, requireWarehouseOf } from '../lookups';
import { SHIPMENT_TYPE, readShipmentGroup } from './read';
import { shipmentStates } from './state';

const TYPE = SHIPMENT_TYPE;
interface Line {
  ownerCompanyId: string;
  trayTypeCode: string;
  quantity: number;
}
interface ShipmentInput {
  requestId: string;
  fromWarehouseId: string;
  toCompanyId: string;
  toWarehouseId: string;
  plateNumber?: string;
  remark?: string;
  lines: Line[];
}

/**
 * Writes a shipment (one row per line, one group): the pallets leave the sender (circulationOut) and the
 * receiver's in-transit rises, owner unchanged. The same requestId again returns the first shipment.
 */
async function createShipment(deps: LedgerDeps, actor: Actor, input: ShipmentInput): Promise<Shipment[]> {
  const existing = (db: DbOrTrx) =>
    stockDb(db)
      .selectFrom('shipments')
      .select('group_id')
      .where('from_company_id', '=', actor.companyId)
      .where('type', '=', TYPE)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
  const repeated = await existing(deps.db);
  if (repeated) return readShipmentGroup(deps.db, repeated.group_id, actor.companyId);
  if (input.toCompanyId === actor.companyId) throw businessError(STOCK_LABELS.cannotShipToSelf);
  await requireWarehouseOf(deps.db, actor.companyId, input.fromWarehouseId);
  await requireWarehouseOf(deps.db, input.toCompanyId, input.toWarehouseId);
  for (const line of input.lines) await requireTrayType(deps.db, line.trayTypeCode);

  const groupId = await inTransaction(deps.db, async (trx) => {
    const now = deps.clock();
    const group = newId();
    const movements: Movement[] = [];
    const counters: CounterMove[] = [];
    for (const [index, line] of input.lines.entries()) {
      const documentNo = await nextDocumentNo(trx, TYPE, now);
      const inserted = await stockDb(trx)
        .insertInto('shipments')
        .values({
          id: newId(),
          document_no: documentNo,
          status: 'inTransit',
          tray_type_code: line.trayTypeCode,
          quantity: line.quantity,
          remark: input.remark ?? '',
          request_id: input.requestId,
          created_at: now,
          updated_at: now,
          type: TYPE,
          group_id: group,
          line_no: index + 1,
          from_company_id: actor.companyId,
          from_warehouse_id: input.fromWarehouseId,
          to_company_id: input.toCompanyId,
          to_warehouse_id: input.toWarehouseId,
          owner_company_id: line.ownerCompanyId,
          plate_number: input.plateNumber ?? '',
          arrived_at: null,
        })
        .onConflict((c) => c.columns(['from_company_id', 'type', 'request_id', 'line_no']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // A concurrent request with the same requestId won: return its group, write nothing. Read through
      // the transaction: it must not ask the pool for a second connection (db/transaction-guard.ts).
      if (!inserted) return (await existing(trx))?.group_id as string;
      const trayType = line.trayTypeCode;
      movements.push({
        holder: actor.companyId,
        warehouse: input.fromWarehouseId,
        trayType,
        owner: line.ownerCompanyId,
        delta: -line.quantity,
        kind: 'circulationOut',
        documentType: TYPE,
        documentId: inserted.id,
        documentNo,
      });
      counters.push({
        holder: input.toCompanyId,
        warehouse: input.toWarehouseId,
        trayType,
        owner: line.ownerCompanyId,
        counter: 'inTransit',
        delta: line.quantity,
      });
    }
    await applyMovements(trx, now, { movements, counters });
    return group;
  });
  return readShipmentGroup(deps.db, groupId, actor.companyId);
}

/** A C1 sends C1 stock onward (several lines, owners unchanged). */
export async function createCirculation(
  deps: LedgerDeps,
  actor: Actor,
  input: CreateCirculationRequest,
): Promise<Shipment[]> {
  await requireCompany(deps.db, input.toCompanyId);
  if (input.lines.some((line) => line.ownerCompanyId === actor.companyId))
    throw businessError(STOCK_LABELS.notC1Stock);
  // An unknown owner is 企业不存在 like any unknown id (a line's owner column would fail its foreign key: 5000).
  for (const owner of new Set(input.lines.map((line) => line.ownerCompanyId)))
    await requireCompany(deps.db, owner);
  return createShipment(deps, actor, input);
}

/**
 * The receiver confirms arrival of a shipment (every line of its group): in-transit falls and on-hand
 * rises at the receiving warehouse, owner unchanged (saleIn / circulationIn). Confirming again changes nothing.
 */
export async function confirmShipmentArrival(deps: LedgerDeps, actor: Actor, id: string): Promise<Shipment> {
  const target = foundDocument(
    await stockDb(deps.db)
      .selectFrom('shipments')
      .select('group_id')
      .where('id', '=', id)
      .where('to_company_id', '=', actor.companyId)
      .executeTakeFirst(),
  );
  const lines = await stockDb(deps.db)
    .selectFrom('shipments')
    .selectAll()
    .where('group_id', '=', target.group_id)
    .orderBy('line_no')
    .execute();
  await inTransaction(deps.db, async (trx) => {
    const now = deps.clock();
    const movements: Movement[] = [];
    const counters: CounterMove[] = [];
    for (const line of lines) {
      const moved = await transitionDocument(trx, {
        table: 'shipments',
        id: line.id,
        machine: shipmentStates,
        documentName: () => DOCUMENT_NAMES[line.type],
        from: line.status as ShipmentStatus,
        to: 'arrived',
        now,
        set: { arrived_at: now },
      });
      if (!moved) continue;
      const key = {
        holder: actor.companyId,
        warehouse: line.to_warehouse_id,
        trayType: line.tray_type_code,
        owner: line.owner_company_id,
      };
      movements.push({
        ...key,
        delta: line.quantity,
        kind: 'circulationIn',
        documentType: line.type,
        documentId: line.id,
        documentNo: line.document_no,
      });
      counters.push({ ...key, counter: 'inTransit', delta: -line.quantity });
    }
    // One call for the whole group: balance rows are locked in key order.
    await applyMovements(trx, now, { movements, counters });
  });
  const group = await readShipmentGroup(deps.db, target.group_id, actor.companyId);
  return group.find((shipment) => shipment.id === id) as Shipment;
}
