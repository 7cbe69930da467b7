import { LEDGER_KIND_DOCUMENT, type LedgerKind } from '../../../src/contract/stock';
import { newId } from '../../db/ids';
import type { Db } from '../../db/schema';
import { applyMovements, type BalanceKey } from '../ledger';
import { referenceDb } from '../stock';
import type { BillPrice } from './model';
import { billsDb } from './tables';

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** An instant `hour` hours into a Shanghai day (day numbers as shanghaiDay counts them). */
export const atHour = (day: number, hour: number) => day * DAY_MS - SHANGHAI_OFFSET_MS + hour * 3_600_000;

/** A ledger movement of a test: one balance, one delta, one ledger kind. */
export type TestMove = BalanceKey & { delta: number; kind: LedgerKind };

/**
 * Test helpers of the bills module: a ledger and a price list written straight into the database, so
 * a test states its scenario in pallets, days and rates.
 */
export function billFixtures(db: Db) {
  return {
    /** Tray types of a test's own, so no demo balance shares their ledger. */
    addTrayTypes: (codes: readonly string[]) =>
      referenceDb(db)
        .insertInto('tray_types')
        .values(
          codes.map((code, index) => ({
            code,
            name: `测试托盘${code}`,
            size: '',
            material: '',
            daily_rent_fen: 30,
            deposit_fen: 15000,
            sort_order: 90 + index,
          })),
        )
        .execute(),
    addPrice: (price: Omit<BillPrice, 'id'>) =>
      billsDb(db)
        .insertInto('bill_prices')
        .values({
          id: newId(),
          company_id: price.companyId,
          tray_type_code: price.trayTypeCode,
          effective_from: price.effectiveFrom,
          rent_rate: price.rentRate,
          overdue_rate: price.overdueRate,
          deposit_fen: price.depositFen,
          late_return_fen: price.lateReturnFen,
        })
        .execute(),
    /** One ledger write: movements of one instant, each its own entry. */
    async book(instant: number, moves: readonly TestMove[]): Promise<void> {
      await db.transaction().execute((trx) =>
        applyMovements(trx, instant, {
          movements: moves.map((move) => ({
            ...move,
            documentType: LEDGER_KIND_DOCUMENT[move.kind],
            documentId: newId(),
            documentNo: 'TEST',
          })),
        }),
      );
    },
  };
}
