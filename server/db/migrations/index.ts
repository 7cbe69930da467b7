import type { Migration } from 'kysely';
import { platform } from './0001-platform';
import { messages } from './0002-messages';
import { reference } from './0003-reference';
import { ledger } from './0004-ledger';
import { benchIndexes } from './0005-bench-indexes';
import { ledgerCounts } from './0006-ledger-counts';
import { dailyInflow } from './0007-daily-inflow';
import { waybills } from './0008-waybills';
import { returns } from './0009-returns';
import { vehiclePositions } from './0010-vehicle-positions';

/**
 * Every migration, in order. Names sort in execution order; never rename or edit one that has shipped:
 * add a new file and one line here.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-platform': platform,
  '0002-messages': messages,
  '0003-reference': reference,
  '0004-ledger': ledger,
  '0005-bench-indexes': benchIndexes,
  '0006-ledger-counts': ledgerCounts,
  '0007-daily-inflow': dailyInflow,
  '0008-waybills': waybills,
  '0009-returns': returns,
  '0010-vehicle-positions': vehiclePositions,
};
