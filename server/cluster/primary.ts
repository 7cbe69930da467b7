import cluster, { type Worker } from 'node:cluster';
import { relayNotifications } from '../live/cluster-relay';
import { RestartBackoff } from './restart-backoff';

export interface PrimaryOptions {
  /** How many workers run at once. */
  workers: number;
  /** The module each worker runs: a whole server (server/main), listening on the port the workers share. */
  workerModule: string;
  /** Called once, when the first worker listens. */
  onReady(): void;
}

const say = (line: string) => console.log(`[cluster] ${line}`);

/**
 * Forks the workers, which share the port (the primary accepts each connection and hands it to the
 * next worker in turn), relays their live notifications, and replaces a worker that dies, with a
 * back-off. SIGTERM or SIGINT is passed on to every worker as SIGTERM; once all have closed, the
 * primary exits 0. A worker that fails before any has listened (a port in use, a bad setting) stops
 * the cluster with exit code 1: replacing it would only fail again.
 */
export function runPrimary({ workers, workerModule, onReady }: PrimaryOptions): void {
  cluster.setupPrimary({ exec: workerModule });
  relayNotifications(cluster);
  const alive = new Map<Worker, number>(); // each worker's start time
  const restarts = new Set<NodeJS.Timeout>();
  const backoff = new RestartBackoff();
  let listening = false;
  let stopping: { exitCode: number } | null = null;

  const fork = () => alive.set(cluster.fork(), Date.now());
  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = { exitCode };
    for (const timer of restarts) clearTimeout(timer);
    if (alive.size === 0) process.exit(exitCode);
    for (const worker of alive.keys()) worker.process.kill('SIGTERM');
  };

  cluster.on('listening', (worker) => {
    say(`worker ${worker.id} (pid ${worker.process.pid}) listening`);
    if (!listening) onReady();
    listening = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    const ranMs = Date.now() - (alive.get(worker) ?? Date.now());
    alive.delete(worker);
    const how = `worker ${worker.id} (pid ${worker.process.pid}) exited with ${signal ?? `code ${code}`}`;
    if (stopping) {
      if (alive.size === 0) process.exit(stopping.exitCode);
    } else if (!listening) {
      say(`${how} before the portal started: stopping`);
      stop(1);
    } else {
      const delay = backoff.delayAfter(ranMs);
      say(`${how}: a new worker starts in ${delay} ms`);
      const timer = setTimeout(() => {
        restarts.delete(timer);
        fork();
      }, delay);
      restarts.add(timer);
    }
  });
  // Ctrl-C reaches the workers too; they leave stopping to the primary (server/main.ts).
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(0));

  say(`starting ${workers} worker${workers === 1 ? '' : 's'}`);
  for (let i = 0; i < workers; i += 1) fork();
}
