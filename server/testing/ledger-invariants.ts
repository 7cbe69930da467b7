import type { DbOrTrx } from '../db/schema';
import { checkLedger } from '../modules/ledger';
import { returnOpenCounters } from '../modules/returns';
import { stockOpenCounters } from '../modules/stock';
import { waybillOpenCounters } from '../modules/transport';

/**
 * The ledger checker of the tests with every module whose open documents hold balance counters (stock's
 * inbound orders, circulations and transfers; transport's waybills; returns' reservations). Returns the
 * violations.
 */
export const ledgerViolations = (db: DbOrTrx): Promise<string[]> =>
  checkLedger(db, [stockOpenCounters, waybillOpenCounters, returnOpenCounters]);
