import { DEMAND_TRANSITIONS, type DemandStatus } from '../../../src/contract/freight';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { defineStateMachine } from '../ledger';
import { hasEffectiveStatus, statusNow } from './demand-row';
import { ENTRUST_LABELS } from './labels';
import { entrustDb, type DemandOrdersTable } from './tables';

/** The demand order's moves (DEMAND_TRANSITIONS of src/contract/freight.ts). */
export const demandStates = defineStateMachine<DemandStatus>(DEMAND_TRANSITIONS);

/** The order moved between the caller's read and its guarded write (状态已变化). */
export const statusChanged = () => businessError(ENTRUST_LABELS.statusChanged);

/** Refuses a move the order's current status does not allow (-1, naming the status). */
export function requireMove(
  row: Pick<DemandOrdersTable, 'status' | 'quote_deadline'>,
  to: DemandStatus,
  verb: string,
  now: number,
): void {
  const from = statusNow(row, now);
  if (!demandStates.canTransition(from, to)) throw businessError(ENTRUST_LABELS.demandRefused(from, verb));
}

export interface DemandMove {
  id: string;
  /** The statuses (as read at `now`, expiry included) the order may be in; the update is guarded by them. */
  from: readonly DemandStatus[];
  to: DemandStatus;
  now: number;
  set?: Partial<DemandOrdersTable>;
  /** Only the shipper's own order (its company id). */
  companyId?: string;
}

/**
 * Moves one order with a compare-and-set on its (effective) status, bumping its version: true when this
 * call moved it, false when the order was not in `from` any more (a racing request moved it first).
 */
export async function moveDemand(db: DbOrTrx, move: DemandMove): Promise<boolean> {
  // A move outside the table is a programming error (editing a draft keeps it a draft: not a move).
  const outside = move.from.filter((from) => from !== move.to && !demandStates.canTransition(from, move.to));
  if (outside.length > 0)
    throw new Error(`demand order move ${outside.join('|')} → ${move.to} is not in the table`);
  const result = await entrustDb(db)
    .updateTable('entrust_demand_orders as d')
    .set((eb) => ({
      ...move.set,
      status: move.to,
      version: eb('d.version', '+', 1),
      updated_at: move.now,
    }))
    .where('d.id', '=', move.id)
    .$if(move.companyId !== undefined, (qb) => qb.where('d.company_id', '=', move.companyId!))
    .where((eb) => eb.or(move.from.map((status) => hasEffectiveStatus(eb, status, move.now))))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
