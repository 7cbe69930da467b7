import type { FastifyBaseLogger } from 'fastify';
import { runPeriodically, workerName, type PeriodicJob } from '../../jobs/periodic';
import { shanghaiDay } from '../ledger';
import { runStockAlerts, type AlertDeps } from './run';

/** How often a node checks whether the day's run is due. */
const CHECK_EVERY_MS = 5 * 60_000;

const HOUR_MS = 3_600_000;

/** The day's alerts go out from 08:00 Asia/Shanghai: `now` is past it when 8 h earlier was the same day. */
export const alertsDue = (now: number): boolean => shanghaiDay(now - 8 * HOUR_MS) === shanghaiDay(now);

/**
 * The scheduler every API node runs (server/main.ts, so cluster workers too): every CHECK_EVERY_MS, once
 * the alerts are due, it tries to claim the day's run; the database lets one node have it.
 */
export function startStockAlertScheduler(
  deps: AlertDeps,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  checkEveryMs = CHECK_EVERY_MS,
): PeriodicJob {
  const owner = workerName();
  return runPeriodically(async () => {
    try {
      const warned = alertsDue(deps.clock()) ? await runStockAlerts(deps, owner) : null;
      if (warned !== null) log.info({ warned }, 'stock alerts sent');
    } catch (error: unknown) {
      log.error({ err: error }, 'stock alert run failed');
    }
  }, checkEveryMs);
}
