import cluster from 'node:cluster';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { banner } from './banner';
import { loadConfig, type ServerConfig } from './config';
import { DEFAULT_WORKER } from './modules/webhooks';

const repoPath = (relative: string): string => fileURLToPath(new URL(`../${relative}`, import.meta.url));

export interface RunningServer {
  app: FastifyInstance;
  url: string;
}

/** Connects, migrates, seeds an empty database, listens and prints the address and demo accounts. */
export async function startServer(
  config: ServerConfig = loadConfig(),
  options: Omit<BuildAppOptions, 'config'> = {},
): Promise<RunningServer> {
  const app = await buildApp({
    staticDirs: { portal: repoPath('dist/portal'), embed: repoPath('dist/embed'), demo: repoPath('demo') },
    deliverWebhooks: DEFAULT_WORKER,
    sendStockAlerts: true,
    acceptExpiredTransfers: true,
    runImports: true,
    ...options,
    config,
  });
  // The address listened on, which names the port the system chose when PORT is 0.
  const url = `${await app.listen({ host: config.host, port: config.port })}/`;
  if (!cluster.isWorker) console.log(banner(url)); // a cluster's primary prints it once (cluster.ts)
  return { app, url };
}

/**
 * Graceful drain, so a rolling restart behind a load balancer loses no request. The node answers its
 * health check with 503 (http/drain.ts) and keeps serving for DRAIN_DELAY_SECONDS, the time a balancer
 * needs to notice; then app.close() ends the open event streams (their clients reconnect, through the
 * balancer, to another node), stops accepting connections, closes idle keep-alive connections, lets the
 * requests in flight finish and closes the database. Exit 0 once all that is done; past
 * DRAIN_TIMEOUT_SECONDS the connections still open are cut and the exit is 1.
 */
function drainOnSignals(app: FastifyInstance): void {
  const { drainDelaySeconds, drainTimeoutSeconds } = app.deps.config;
  const drain = async (signal: string) => {
    app.log.info({ signal }, 'draining');
    app.beginDrain();
    const deadline = setTimeout(() => {
      app.log.error({ drainTimeoutSeconds }, 'drain timed out: cutting the connections still open');
      app.server.closeAllConnections();
      process.exit(1);
    }, drainTimeoutSeconds * 1000);
    deadline.unref();
    try {
      await sleep(drainDelaySeconds * 1000);
      await app.close();
      app.log.info('drained');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', drain);
  // A cluster worker stops on its primary's SIGTERM; Ctrl-C in the terminal reaches it too, and a
  // second signal must not kill it half-way through draining.
  if (cluster.isWorker) process.on('SIGINT', () => {});
  else process.once('SIGINT', drain);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startServer()
    .then(({ app }) => drainOnSignals(app))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
