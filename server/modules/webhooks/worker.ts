import type { FastifyBaseLogger } from 'fastify';
import { runPeriodically, workerName, type PeriodicJob } from '../../jobs/periodic';
import { claimDue, DEFAULT_TIMING, sendClaimed, type DeliveryDeps, type DeliveryTiming } from './deliver';

export interface WorkerOptions {
  /** How often a node looks for due deliveries. */
  pollMs: number;
  /** Deliveries claimed and sent at once per look. */
  batchSize: number;
  timing: DeliveryTiming;
}

export const DEFAULT_WORKER: WorkerOptions = { pollMs: 2000, batchSize: 10, timing: DEFAULT_TIMING };

/**
 * One look: claims up to a batch of due deliveries and sends them side by side; repeats while a whole
 * batch was due (other nodes may have won some of it). Answers how many this worker sent.
 */
export async function sendDueDeliveries(
  deps: DeliveryDeps,
  owner: string,
  options: Pick<WorkerOptions, 'batchSize' | 'timing'>,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const { won, due } = await claimDue(deps, owner, options.timing, options.batchSize);
    await Promise.all(won.map((id) => sendClaimed(deps, id, owner, options.timing, false)));
    sent += won.length;
    if (due < options.batchSize) return sent;
  }
}

/** Stops looking and waits for the sends under way (each ends within the timeout). */
export type WebhookWorker = PeriodicJob;

/**
 * The delivery worker every API node runs (server/main.ts, so cluster workers too): a look every
 * `pollMs`, never two at once in one process; nodes share the work through the claims' leases.
 */
export function startWebhookWorker(
  deps: DeliveryDeps,
  log: Pick<FastifyBaseLogger, 'error'>,
  options: WorkerOptions = DEFAULT_WORKER,
): WebhookWorker {
  const owner = workerName();
  return runPeriodically(
    () =>
      sendDueDeliveries(deps, owner, options)
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, 'webhook delivery pass failed')),
    options.pollMs,
  );
}
