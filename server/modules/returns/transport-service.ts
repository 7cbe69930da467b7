import { sql } from 'kysely';
import type {
  CheckReturnNumberResult,
  ConfirmTransportRecordRequest,
  LogisticsSwitch,
  RecycleStockFlag,
  TrayReturnDetail,
} from '../../../src/contract/returns';
import type { DbOrTrx } from '../../db/schema';
import { businessError, fieldError } from '../../http/envelope';
import { type Actor, applyMovements, insertOnce, type LedgerDeps } from '../ledger';
import { RECORD_STATUS_NAMES, RETURN_LABELS, RETURN_DOCUMENT_NAMES, RETURN_TRANSITION_VERBS } from './labels';
import { blankReturn } from './customer-service';
import { returnMovement } from './platform-service';
import { readReturn } from './read';
import { returnsDb, type TrayReturnsTable } from './tables';
import { LEDGER_LABELS } from '../ledger';

/** The platform's business switch (common/getBusinessConfigListByKeyList stores it): '1' = numbers required. */
export const RETURN_NUMBER_SWITCH_KEY = 'logisticsReturnNumberSwitch';

/** /api/config/logisticsSwitch */
export async function logisticsSwitch(db: DbOrTrx): Promise<LogisticsSwitch> {
  const row = await db
    .selectFrom('business_configs')
    .select('value')
    .where('key', '=', RETURN_NUMBER_SWITCH_KEY)
    .executeTakeFirst();
  return { returnNumberRequired: row?.value === '1' };
}

/** /api/customer/getRecycleStockFlag: recycling applications applied and not yet collected. */
export async function recycleStockFlag(db: DbOrTrx, companyId: string): Promise<RecycleStockFlag> {
  const row = await returnsDb(db)
    .selectFrom('recycling_applications')
    .select(sql<number | null>`sum(quantity)`.as('pending'))
    .where('company_id', '=', companyId)
    .where('status', '=', 'applied')
    .executeTakeFirstOrThrow();
  const pendingRecycle = Number(row.pending ?? 0);
  return { required: pendingRecycle > 0, pendingRecycle };
}

const refusal = (
  reason: NonNullable<CheckReturnNumberResult['reason']>,
  message: string,
): CheckReturnNumberResult => ({
  valid: false,
  reason,
  message,
});

/** Whether the company may use the return number: issued to it and not used yet. */
export async function checkReturnNumber(
  db: DbOrTrx,
  companyId: string,
  returnNumber: string,
): Promise<CheckReturnNumberResult> {
  const row = await returnsDb(db)
    .selectFrom('return_numbers')
    .select(['company_id', 'used_return_id'])
    .where('return_number', '=', returnNumber.trim())
    .executeTakeFirst();
  if (!row) return refusal('notIssued', RETURN_LABELS.returnNumberNotIssued);
  if (row.company_id !== companyId) return refusal('otherCompany', RETURN_LABELS.returnNumberOtherCompany);
  if (row.used_return_id !== null) return refusal('used', RETURN_LABELS.returnNumberUsed);
  return { valid: true, reason: null, message: '' };
}

async function loadRecord(db: DbOrTrx, id: string, companyId: string) {
  const row = await returnsDb(db)
    .selectFrom('transport_records')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw businessError(RETURN_LABELS.recordNotFound);
  return row;
}

const alreadyConfirmed = () =>
  businessError(
    LEDGER_LABELS.transitionRefused(
      RETURN_DOCUMENT_NAMES.transportRecord,
      RECORD_STATUS_NAMES.confirmed,
      RETURN_TRANSITION_VERBS.confirmed,
    ),
  );

/**
 * The customer confirms a transport record as a return: a return of channel transport, received, its
 * stock falling once (trayReturn), the record confirmed and the return number (when given) used, in one
 * transaction. Keyed on the record: a repeat, or a concurrent second call, answers the same return. A
 * return number is claimed with a guarded update, so of two confirmations racing for it exactly one wins.
 */
export async function confirmTransportRecord(
  deps: LedgerDeps,
  actor: Actor,
  input: ConfirmTransportRecordRequest,
): Promise<TrayReturnDetail> {
  const scope = { companyId: actor.companyId } as const;
  const record = await loadRecord(deps.db, input.id, actor.companyId);
  if (record.return_id) return readReturn(deps.db, record.return_id, scope);
  const returnNumber = input.returnNumber?.trim() || undefined;
  if (!returnNumber && (await logisticsSwitch(deps.db)).returnNumberRequired)
    throw fieldError('returnNumber', RETURN_LABELS.returnNumberRequired);
  if (returnNumber) {
    const check = await checkReturnNumber(deps.db, actor.companyId, returnNumber);
    if (!check.valid) throw businessError(check.message);
  }
  const id = await insertOnce<TrayReturnsTable>(
    deps,
    { table: 'tray_returns', creatorColumn: 'company_id', creatorId: actor.companyId, requestId: record.id },
    {
      documentType: 'trayReturn',
      values: {
        ...blankReturn,
        status: 'received',
        channel: 'transport',
        company_id: actor.companyId,
        warehouse_id: record.warehouse_id,
        tray_type_code: record.tray_type_code,
        quantity: record.quantity,
        remark: '',
        depot_id: record.depot_id,
        plate_number: record.plate_number,
        good_quantity: record.good_quantity,
        damaged_quantity: record.damaged_quantity,
        lost_quantity: record.lost_quantity,
        transport_record_id: record.id,
      },
      onInserted: async (trx, created) => {
        const db = returnsDb(trx);
        const confirmed = await db
          .updateTable('transport_records')
          .set({
            status: 'confirmed',
            return_id: created.id,
            confirmed_at: created.now,
            updated_at: created.now,
          })
          .where('id', '=', record.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(confirmed.numUpdatedRows) !== 1) throw alreadyConfirmed();
        if (returnNumber) {
          const claimed = await db
            .updateTable('return_numbers')
            .set({ used_return_id: created.id, used_at: created.now })
            .where('return_number', '=', returnNumber)
            .where('company_id', '=', actor.companyId)
            .where('used_return_id', 'is', null)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) throw businessError(RETURN_LABELS.returnNumberUsed);
        }
        await db
          .updateTable('tray_returns')
          .set({ return_number: returnNumber ?? null, received_at: created.now })
          .where('id', '=', created.id)
          .execute();
        await applyMovements(trx, created.now, {
          movements: [
            returnMovement({ ...record, id: created.id, document_no: created.documentNo }, record.quantity),
          ],
        });
      },
    },
  );
  return readReturn(deps.db, id, scope);
}
