import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { connectDatabase, type Connection } from '../db/connect';
import type { TestServer } from './test-server';

export interface SecondNode {
  baseUrl: string;
  close(): Promise<void>;
}

/** A connection of its own to the test server's database: its SQLite file, or its PostgreSQL schema. */
export async function sameDatabase(server: TestServer, dataDir: string): Promise<Connection> {
  const { config } = server.app.deps;
  if (server.dialect === 'sqlite')
    return connectDatabase({ databaseUrl: undefined, dataDir: config.dataDir });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(server.db);
  return connectDatabase({ databaseUrl: config.databaseUrl, dataDir, searchPath: rows[0]!.schema });
}

/**
 * A second API node on a test server's database, with a data folder of its own: what a load balancer's
 * other instance would be, for tests across nodes (live updates through LISTEN/NOTIFY on PostgreSQL,
 * logins whose public key came from the other node).
 */
export async function startSecondNode(server: TestServer): Promise<SecondNode> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yp-node2-'));
  const node = await buildApp({
    config: { ...server.app.deps.config, dataDir },
    connection: await sameDatabase(server, dataDir),
    logStream: { write: () => {} },
  });
  await node.listen({ host: '127.0.0.1', port: 0 });
  const address = node.server.address();
  return {
    baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await node.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
