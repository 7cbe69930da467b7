import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/schema';
import { assertChannel, type Notifier, type NotifyListener } from './notifier';

export interface PgNotifierOptions {
  /** NOTIFY goes through the app's pool (inside a transaction it is delivered at commit). */
  db: Db;
  /** LISTEN needs a connection of its own, opened on the first subscription. */
  listenUrl: string | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
  reconnectMs?: number;
}

/**
 * Deployments sharing one database in different schemas (and parallel test files) must not hear each
 * other: the physical channel carries the schema, as a safe identifier.
 */
async function schemaTag(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
  const schema = rows[0]?.name ?? 'public';
  return /^[a-z0-9_]{1,30}$/.test(schema)
    ? schema
    : createHash('sha256').update(schema).digest('hex').slice(0, 16);
}

/** LISTEN/NOTIFY: every API node on the same database and schema hears every publish. */
export function pgNotifier({ db, listenUrl, log, reconnectMs = 1000 }: PgNotifierOptions): Notifier {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const closing = new AbortController();
  /** Physical channels with subscribers (LISTENed again after a reconnect). */
  const wanted = new Set<string>();
  /** Physical channels LISTENed on the current client. */
  const listened = new Set<string>();
  let client: pg.Client | null = null;
  let opening: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let tag: Promise<string> | null = null;

  const physical = async (channel: string) => {
    assertChannel(channel);
    tag ??= schemaTag(db);
    return `${channel}_${await tag}`;
  };

  const retryLater = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void resync(), reconnectMs);
  };

  const lost = (lostClient: pg.Client, error?: Error) => {
    if (client !== lostClient) return;
    client = null;
    void lostClient.end().catch(() => {});
    if (closing.signal.aborted) return;
    log.warn({ err: error }, 'notifier: listening connection lost, reconnecting');
    retryLater();
  };

  const open = async (): Promise<pg.Client> => {
    if (!listenUrl)
      throw new Error('the PostgreSQL notifier needs the database URL (config.databaseUrl) to LISTEN');
    const fresh = new pg.Client({ connectionString: listenUrl, fallback_application_name: 'yelopack' });
    fresh.on('notification', (message) => emitter.emit(message.channel, message.payload ?? ''));
    fresh.on('error', (error) => lost(fresh, error));
    fresh.on('end', () => lost(fresh));
    await fresh.connect();
    return fresh;
  };

  const connection = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    opening ??= open()
      .then((fresh) => {
        client = fresh;
        listened.clear();
        return fresh;
      })
      .finally(() => (opening = null));
    return opening;
  };

  const listenOn = async (name: string) => {
    const listener = await connection();
    if (listened.has(name)) return;
    listened.add(name);
    // `name` is built from a checked channel and a checked schema tag: a safe quoted identifier.
    await listener.query(`LISTEN "${name}"`);
  };

  /** After a reconnect: listen again, then tell every subscriber it may have missed something. */
  const resync = async () => {
    if (closing.signal.aborted) return;
    try {
      for (const name of wanted) await listenOn(name);
      for (const name of wanted) emitter.emit(name, null);
    } catch (error) {
      log.warn({ err: error }, 'notifier: reconnect failed, retrying');
      retryLater();
    }
  };

  return {
    closing: closing.signal,
    async publish(channel, payload) {
      await sql`select pg_notify(${await physical(channel)}, ${payload})`.execute(db);
    },
    async subscribe(channel, listener: NotifyListener) {
      if (closing.signal.aborted) throw new Error('notifier closed');
      const name = await physical(channel);
      emitter.on(name, listener);
      try {
        await listenOn(name);
      } catch (error) {
        emitter.off(name, listener);
        throw error;
      }
      wanted.add(name);
      return () => void emitter.off(name, listener);
    },
    async close() {
      if (closing.signal.aborted) return;
      closing.abort();
      clearTimeout(retryTimer);
      emitter.removeAllListeners();
      const last = client ?? (await opening?.catch(() => null)) ?? null;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
