import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../../http/envelope';
import { runPeriodically, type PeriodicJob } from '../../../../jobs/periodic';
import type { LedgerDeps } from '../../../ledger';
import { stockDb } from '../../tables';
import { acceptTransfer } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a node looks for transfers whose window has closed. */
const CHECK_EVERY_MS = 10 * 60_000;
/** Transfers accepted per look (the next look takes the rest). */
const BATCH = 100;

/**
 * One pass of the window job: every transfer still pending TRANSFER_DISPUTE_DAYS after its creation is
 * accepted as sent into the receiver's awaiting warehouse (acceptTransfer: transferIn, the awaiting count
 * falls, transfer.signed to both), one transaction per transfer through the guarded transition. Several
 * nodes may run it at once: a transfer another node (or the receiver) decided meanwhile is left as it is.
 * Answers how many transfers it found due.
 */
export async function acceptExpiredTransfers(deps: LedgerDeps, windowDays: number): Promise<number> {
  const due = await stockDb(deps.db)
    .selectFrom('transfers')
    .select(['id', 'to_company_id', 'awaiting_warehouse_id'])
    .where('status', '=', 'pending')
    .where('created_at', '<', deps.clock() - windowDays * DAY_MS)
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  for (const transfer of due) {
    try {
      await acceptTransfer(
        deps,
        { companyId: transfer.to_company_id },
        transfer.id,
        transfer.awaiting_warehouse_id,
      );
    } catch (error) {
      // Decided by another request meanwhile (cancelled, corrected, rejected): nothing left to accept.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return due.length;
}

/** The window job every API node runs (server/app.ts), like the stock alerts' scheduler. */
export function startTransferWindowJob(
  deps: LedgerDeps,
  windowDays: number,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  checkEveryMs = CHECK_EVERY_MS,
): PeriodicJob {
  return runPeriodically(async () => {
    try {
      const accepted = await acceptExpiredTransfers(deps, windowDays);
      if (accepted > 0) log.info({ accepted }, 'transfers accepted as sent after their dispute window');
    } catch (error: unknown) {
      log.error({ err: error }, 'transfer window pass failed');
    }
  }, checkEveryMs);
}
