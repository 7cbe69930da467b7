import type { Migration } from 'kysely';
import { platform } from './0001-platform';
import { reference } from './0003-reference';
import { ledger } from './0004-ledger';
import { benchIndexes } from './0005-bench-indexes';
import { ledgerCounts } from './0006-ledger-counts';
import { dailyInflow } from './0007-daily-inflow';
import { waybills } from './0008-waybills';
import { availableStock } from './0011-available-stock';
import { loginAttemptsAndSessionIds } from './0012-login-attempts-and-session-ids';
import { ledgerDailyMoves } from './0025-ledger-daily-moves';
import { serverSecrets } from './0032-server-secrets';
import { uploadContents } from './0036-upload-contents';

/**
 * The platform's shared migrations: its own tables and those of the stock area's reference data, the
 * ledger and the moves between areas. A module's own tables come with the module (ApiModule.migrations;
 * allMigrations() in server/modules puts both together). Names sort in execution order across both;
 * never rename or edit one that has shipped.
 */
export const PLATFORM_MIGRATIONS: Record<string, Migration> = {
  '0001-platform': platform,
  '0003-reference': reference,
  '0004-ledger': ledger,
  '0005-bench-indexes': benchIndexes,
  '0006-ledger-counts': ledgerCounts,
  '0007-daily-inflow': dailyInflow,
  '0008-waybills': waybills,
  '0011-available-stock': availableStock,
  '0012-login-attempts-and-session-ids': loginAttemptsAndSessionIds,
  '0025-ledger-daily-moves': ledgerDailyMoves,
  '0032-server-secrets': serverSecrets,
  '0036-upload-contents': uploadContents,
};
