import cluster from 'node:cluster';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { banner, portalUrl } from './banner';
import { loadConfig, type ServerConfig } from './config';

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
    ...options,
    config,
  });
  await app.listen({ host: config.host, port: config.port });
  const url = portalUrl(config);
  if (!cluster.isWorker) console.log(banner(url)); // a cluster's primary prints it once (cluster.ts)
  return { app, url };
}

/** Stop accepting requests, let those in flight finish, then close the database (app onClose). */
function closeOnSignals(app: FastifyInstance): void {
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', close);
  // A cluster worker stops on its primary's SIGTERM; Ctrl-C in the terminal reaches it too, and a
  // second signal must not kill it half-way through closing.
  if (cluster.isWorker) process.on('SIGINT', () => {});
  else process.once('SIGINT', close);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startServer()
    .then(({ app }) => closeOnSignals(app))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
