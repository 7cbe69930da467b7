import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { loadConfig, type ServerConfig } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts';

const repoPath = (relative: string): string => fileURLToPath(new URL(`../${relative}`, import.meta.url));

export interface RunningServer {
  app: FastifyInstance;
  url: string;
}

function banner(url: string): string {
  const rows = DEMO_ACCOUNTS.map((a) =>
    [
      a.userAccount.padEnd(12),
      a.area.padEnd(12),
      a.memberships.map((m) => m.company).join(' / '),
      a.note,
    ].join('  '),
  );
  return [
    `Yelopack portal ready at ${url}`,
    `API docs: ${url}api/docs`,
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...rows.map((row) => `  ${row}`),
  ].join('\n');
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
  const url = `http://${config.host}:${config.port}/`;
  console.log(banner(url));
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
  process.once('SIGINT', close);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startServer()
    .then(({ app }) => closeOnSignals(app))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
