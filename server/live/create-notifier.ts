import type { FastifyBaseLogger } from 'fastify';
import type { DialectName } from '../db/connect';
import type { Db } from '../db/schema';
import { localNotifier } from './local-notifier';
import type { Notifier } from './notifier';
import { pgNotifier } from './pg-notifier';

/** The notifier that fits the database: in-process on SQLite, LISTEN/NOTIFY on PostgreSQL. */
export function createNotifier(options: {
  dialect: DialectName;
  db: Db;
  databaseUrl: string | undefined;
  log: FastifyBaseLogger;
}): Notifier {
  return options.dialect === 'postgres'
    ? pgNotifier({ db: options.db, listenUrl: options.databaseUrl, log: options.log })
    : localNotifier();
}
