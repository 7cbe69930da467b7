/**
 * The real server on a bench database, in its own process so its memory and CPU are measured apart
 * from the load generator: prints `READY <url>` once listening; closes on SIGTERM.
 *
 *   node --import tsx bench/serve.ts --db sqlite --dir <DATA_DIR>   (usually started by server-process.ts)
 */
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connectTarget, parseTarget } from './target';

const { target } = parseTarget(process.argv.slice(2));
const config = loadConfig({
  ...process.env,
  DATA_DIR: target.dataDir,
  DATABASE_URL: target.dialect === 'postgres' ? target.url : '',
  LOG_LEVEL: 'warn',
});
const app = await buildApp({ config, connection: connectTarget(target) });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`READY ${address}`);
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
