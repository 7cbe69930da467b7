import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { loadSharedSecrets, type SharedSecrets } from './auth/shared-secrets';
import { outboxSmsSender, type SmsSender } from './auth/sms-sender';
import type { ServerConfig } from './config';
import { connectDatabase, type Connection } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import { withStartupLock } from './db/startup-lock';
import type { AppDeps, Clock, VersionHolder } from './deps';
import { installDrain } from './http/drain';
import { answerClientError, installErrorHandler } from './http/errors';
import { loggerOptions, traceIdOf, type LogStream } from './http/logging';
import { VALIDATOR_OPTIONS } from './http/validator-options';
import { createRouter, PLATFORM_KEY_HEADER, type RegisteredRoute } from './http/route';
import { installCors } from './http/cors';
import { installRequestLocale } from './http/request-locale';
import { installSecurityHeaders } from './http/security-headers';
import { installStatic, type StaticDirs } from './http/static';
import { installWorkerHeader } from './http/worker-header';
import { createNotifier } from './live/create-notifier';
import { createAppEvents } from './live/events';
import { DEMO_SEEDS, MODULES, allMigrations } from './modules';
import { IMPORT_POLL_MS, importRunner } from './modules/imports';
import { startTransferWindowJob } from './modules/stock';
import { startStockAlertScheduler } from './modules/stock-alerts';
import { startWebhookWorker, type WorkerOptions } from './modules/webhooks';

export interface BuildAppOptions {
  config: ServerConfig;
  staticDirs?: StaticDirs;
  /** Defaults to Date.now; tests pass a clock they can move. */
  clock?: Clock;
  /** Defaults to the sms_outbox writer. */
  sms?: SmsSender;
  /** Defaults to connectDatabase(config); the test harness passes a per-test PostgreSQL schema. */
  connection?: Connection;
  /** Log lines go here instead of stdout. */
  logStream?: LogStream;
  /**
   * Runs the webhook delivery worker with these options (server/main.ts: DEFAULT_WORKER on every node and
   * cluster worker); it stops before the app closes. Off for tests, which run deliveries themselves.
   */
  deliverWebhooks?: WorkerOptions;
  /**
   * Runs the daily overdue and idle-stock alerts' scheduler (server/main.ts: every node and cluster
   * worker; the database lets one of them send a day's alerts); it stops before the app closes. Off for
   * tests, which run the job themselves.
   */
  sendStockAlerts?: boolean;
  /**
   * Runs the transfer window job (server/main.ts: every node and cluster worker): pending transfers past
   * TRANSFER_DISPUTE_DAYS are accepted as sent; it stops before the app closes. Off for tests, which run
   * its pass themselves.
   */
  acceptExpiredTransfers?: boolean;
  /**
   * Looks for confirmed import batches every few seconds (server/main.ts: every node; a batch's lease lets
   * one node write it, and another resumes it when that node dies). A confirm starts its batch on the node
   * that took it either way; tests run without the look.
   */
  runImports?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every API route declared through the module routers (the tests walk it). */
    apiRoutes: RegisteredRoute[];
    /** Changes the version reported to clients (GET /static/version.json, common/getCurrentVersion). */
    setAppVersion(version: string): void;
  }
}

function versionHolder(initial: string): VersionHolder {
  let current = initial;
  return { get: () => current, set: (version) => (current = version) };
}

/**
 * The whole server, ready to listen: database connected, migrated and seeded, every module's routes,
 * docs, static files. Closing the app closes the database.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? Date.now;
  const connection =
    options.connection ?? connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let secrets: SharedSecrets;
  try {
    await withStartupLock(connection.db, connection.dialect, async (db) => {
      await migrateToLatest(db, connection.dialect, allMigrations());
      await seedDatabase(db, clock(), DEMO_SEEDS);
    });
    secrets = await loadSharedSecrets(connection.db, clock, config);
  } catch (error) {
    if (!options.connection) await connection.db.destroy();
    throw error;
  }

  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId: traceIdOf,
    logController: new LogController({ requestIdLogLabel: 'traceId' }),
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
    trustProxy: config.trustProxy,
    // While draining, a request arriving on a kept-alive connection is still answered (installDrain closes
    // the connection after it) rather than refused with Fastify's bare 503.
    return503OnClosing: false,
    ajv: { customOptions: VALIDATOR_OPTIONS },
  });
  app.addHook('onClose', async () => connection.db.destroy());
  connection.reportFaultsTo(app.log);

  const deps: AppDeps = {
    db: connection.db,
    dialect: connection.dialect,
    config,
    clock,
    ...secrets,
    sms: options.sms ?? outboxSmsSender(connection.db, clock, app.log),
    version: versionHolder(config.appVersion),
    notifier: createNotifier({
      dialect: connection.dialect,
      db: connection.db,
      databaseUrl: config.databaseUrl,
      log: app.log,
    }),
    events: createAppEvents(app.log),
  };
  app.decorate('deps', deps);
  // Before the server stops accepting: open event streams end, so closing never waits on them.
  app.addHook('preClose', async () => deps.notifier.close());
  if (options.deliverWebhooks) {
    const worker = startWebhookWorker(deps, app.log, options.deliverWebhooks);
    // Before the database closes: the sends under way finish (each within its timeout) and log their attempt.
    app.addHook('preClose', () => worker.stop());
  }
  const imports = importRunner(deps, app.log);
  if (options.runImports) imports.poll(IMPORT_POLL_MS);
  // Before the database closes: the chunks under way are written and recorded.
  app.addHook('preClose', () => imports.stop());
  if (options.sendStockAlerts) {
    const scheduler = startStockAlertScheduler(deps, app.log);
    app.addHook('preClose', () => scheduler.stop());
  }
  if (options.acceptExpiredTransfers) {
    const job = startTransferWindowJob(deps, app.log);
    app.addHook('preClose', () => job.stop());
  }
  app.decorate('apiRoutes', [] as RegisteredRoute[]);
  app.decorate('setAppVersion', (version: string) => deps.version.set(version));

  installErrorHandler(app);
  installDrain(app);
  installSecurityHeaders(app);
  installWorkerHeader(app);
  installCors(app, config.corsOrigins);
  installRequestLocale(app);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Yelopack 平台接口', version: config.appVersion },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          platformKey: { type: 'apiKey', in: 'header', name: PLATFORM_KEY_HEADER },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  for (const module of MODULES) module.routes(createRouter(app, deps, module.tag, app.apiRoutes));
  await installStatic(app, options.staticDirs ?? {}, deps.version);
  return app;
}
