import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import type { DialectName } from '../db/connect';
import type { Db } from '../db/schema';
import { clusterNotifier, processPrimaryChannel } from './cluster-notifier';
import { localNotifier } from './local-notifier';
import type { Notifier } from './notifier';
import { pgNotifier } from './pg-notifier';

/**
 * The notifier that fits the deployment: LISTEN/NOTIFY on PostgreSQL (any number of nodes and
 * processes); on SQLite in-process, or relayed through the primary in a cluster worker.
 */
export function createNotifier(options: {
  dialect: DialectName;
  db: Db;
  databaseUrl: string | undefined;
  log: FastifyBaseLogger;
}): Notifier {
  if (options.dialect === 'postgres')
    return pgNotifier({ db: options.db, listenUrl: options.databaseUrl, log: options.log });
  return cluster.isWorker ? clusterNotifier(processPrimaryChannel()) : localNotifier();
}
