import { hostname } from 'node:os';
import { newId } from '../db/ids';

/** A name for this process's claims and leases: the machine, the process and a random part (two jobs, two names). */
export const workerName = (): string => `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;

export interface PeriodicJob {
  /** Stops repeating and waits for the pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `everyMs` on this node, never two at once: the next starts `everyMs` after the last
 * ended. A pass must catch its own errors. What several nodes must not do twice, the pass claims in the
 * database (the webhooks worker, the stock alerts).
 */
export function runPeriodically(pass: () => Promise<void>, everyMs: number): PeriodicJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const next = () => {
    running = pass().finally(() => {
      if (!stopped) timer = setTimeout(next, everyMs).unref();
    });
  };
  timer = setTimeout(next, everyMs).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
