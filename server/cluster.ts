/**
 * `npm run start:cluster`: the portal on one bigger machine, as WORKERS processes (one per core by
 * default) sharing the port, on SQLite or PostgreSQL. The primary serves no request itself.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from './app';
import { banner, portalUrl } from './banner';
import { runPrimary } from './cluster/primary';
import { workerCount } from './cluster/worker-count';
import { loadConfig, type ServerConfig } from './config';

/**
 * Runs the server's start-up once, with no worker yet: the database is migrated and seeded, and the
 * shared secrets are claimed (server_secrets), so the workers starting together only read what is there
 * (the claim could not race anyway: auth/secrets.ts; the migrations and the demo seed could).
 */
async function prepareSharedState(config: ServerConfig): Promise<void> {
  const app = await buildApp({ config });
  await app.close();
}

/** server/main beside this module: main.ts under tsx, main.mjs beside the bundle in dist-server/. */
const workerModule = (): string => {
  const self = fileURLToPath(import.meta.url);
  return path.join(path.dirname(self), `main${path.extname(self)}`);
};

async function startCluster(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const workers = workerCount(env);
  const config = loadConfig(env);
  await prepareSharedState(config);
  runPrimary({
    workers,
    workerModule: workerModule(),
    onReady: () => console.log(banner(portalUrl(config))),
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startCluster().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
