import type { FastifyBaseLogger } from 'fastify';
import { runPeriodically, workerName, type PeriodicJob } from '../../jobs/periodic';
import { dropStalePreviews } from './retention';
import { claimBatch, dueBatches, runBatch, runOptionsFor, type RunDeps, type RunOptions } from './run';

/** How often a node looks for batches left by others (confirmed elsewhere, or abandoned by a dead node). */
export const IMPORT_POLL_MS = 5000;

export interface ImportRunner {
  /** Starts writing a batch now on this node (unless this node writes it already or another holds it). */
  kick(batchId: string): void;
  /** Looks for due batches every `pollMs` and drops stale previews (server/main.ts: every node). */
  poll(pollMs: number): void;
  /** Ends the passes under way after their chunk (the batches stay claimable) and stops looking. */
  stop(): Promise<void>;
}

const runners = new WeakMap<RunDeps, ImportRunner>();

function createRunner(
  deps: RunDeps,
  log: Pick<FastifyBaseLogger, 'error'>,
  options: RunOptions,
): ImportRunner {
  const owner = workerName();
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  let job: PeriodicJob | undefined;
  const run = (batchId: string): Promise<void> => {
    const under = running.get(batchId);
    if (under) return under;
    const pass = (async () => {
      if (!(await claimBatch(deps, batchId, owner, options))) return;
      await runBatch(deps, batchId, owner, { ...options, stopping: () => stopped });
    })()
      .catch((error: unknown) => log.error({ err: error, batchId }, 'import batch pass failed'))
      .finally(() => running.delete(batchId));
    running.set(batchId, pass);
    return pass;
  };
  return {
    kick(batchId) {
      if (!stopped) void run(batchId);
    },
    poll(pollMs) {
      job ??= runPeriodically(async () => {
        try {
          for (const batchId of await dueBatches(deps, 10)) if (!stopped) await run(batchId);
          await dropStalePreviews(deps);
        } catch (error) {
          log.error({ err: error }, 'import poll failed');
        }
      }, pollMs);
    },
    async stop() {
      stopped = true;
      await job?.stop();
      await Promise.all(running.values());
    },
  };
}

/** The node's import runner (one per app: its deps), made on first use. */
export function importRunner(
  deps: RunDeps,
  log: Pick<FastifyBaseLogger, 'error'> = console,
  options: RunOptions = runOptionsFor(deps.dialect),
): ImportRunner {
  let runner = runners.get(deps);
  if (!runner) {
    runner = createRunner(deps, log, options);
    runners.set(deps, runner);
  }
  return runner;
}
