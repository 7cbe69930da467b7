import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../../http/envelope';
import { runPeriodically, type PeriodicJob } from '../../../../jobs/periodic';
import { stockDb } from '../../tables';
import { disputeWindowMs, type TransferDeps } from './read';
import { acceptTransfer } from './service';

/** How often a node looks for transfers whose window has closed. */
const CHECK_EVERY_MS = 10 * 60_000;
/** Due transfers read at a time. */
const BATCH = 100;

/**
 * One pass of the window job: every transfer still pending TRANSFER_DISPUTE_DAYS after its creation is
 * accepted as sent into the receiver's awaiting warehouse (acceptTransfer: transferIn, the awaiting count
 * falls, transfer.signed to both), one transaction per transfer through the guarded transition. Several
 * nodes may run it at once: a transfer another node (or the receiver) decided meanwhile is left as it is.
 * It reads the due transfers in batches, oldest first, past the ones it could not accept, so a transfer
 * refused for good (its awaiting warehouse gone) never holds up the rest. Answers how many it accepted.
 */
export async function acceptExpiredTransfers(deps: TransferDeps, batch = BATCH): Promise<number> {
  const dueBefore = deps.clock() - disputeWindowMs(deps.config.transferDisputeDays);
  let accepted = 0;
  let after: { createdAt: number; id: string } | undefined;
  for (;;) {
    const due = await stockDb(deps.db)
      .selectFrom('transfers')
      .select(['id', 'created_at', 'to_company_id', 'awaiting_warehouse_id'])
      .where('status', '=', 'pending')
      .where('created_at', '<', dueBefore)
      .$if(after !== undefined, (query) =>
        query.where((eb) =>
          eb.or([
            eb('created_at', '>', after!.createdAt),
            eb.and([eb('created_at', '=', after!.createdAt), eb('id', '>', after!.id)]),
          ]),
        ),
      )
      .orderBy('created_at')
      .orderBy('id')
      .limit(batch)
      .execute();
    for (const transfer of due) {
      try {
        await acceptTransfer(
          deps,
          { companyId: transfer.to_company_id },
          transfer.id,
          transfer.awaiting_warehouse_id,
        );
        accepted += 1;
      } catch (error) {
        // Decided by another request meanwhile (cancelled, corrected, rejected), or refused: next one.
        if (!(error instanceof AppError)) throw error;
      }
    }
    const last = due.at(-1);
    if (!last || due.length < batch) return accepted;
    after = { createdAt: Number(last.created_at), id: last.id };
  }
}

/** The window job every API node runs (server/app.ts), like the stock alerts' scheduler. */
export function startTransferWindowJob(
  deps: TransferDeps,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  checkEveryMs = CHECK_EVERY_MS,
): PeriodicJob {
  return runPeriodically(async () => {
    try {
      const accepted = await acceptExpiredTransfers(deps);
      if (accepted > 0) log.info({ accepted }, 'transfers accepted as sent after their dispute window');
    } catch (error: unknown) {
      log.error({ err: error }, 'transfer window pass failed');
    }
  }, checkEveryMs);
}
