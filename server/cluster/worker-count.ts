import { availableParallelism } from 'node:os';

/** WORKERS: how many worker processes `npm run start:cluster` runs; one per core when unset. */
export function workerCount(env: NodeJS.ProcessEnv, cores = availableParallelism()): number {
  const configured = env.WORKERS;
  if (configured === undefined || configured === '') return cores;
  const count = Number(configured);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`WORKERS must be a whole number ≥ 1: ${configured}`);
  return count;
}
