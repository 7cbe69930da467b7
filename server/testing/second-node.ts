import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { connectDatabase } from '../db/connect';
import type { TestServer } from './test-server';

export interface SecondNode {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A second API node on a PostgreSQL test server's own database (and a data folder of its own): what a
 * load balancer's other instance would be, for tests of live updates across nodes (LISTEN/NOTIFY).
 */
export async function startSecondNode(server: TestServer): Promise<SecondNode> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(server.db);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yp-node2-'));
  const databaseUrl = server.app.deps.config.databaseUrl; // this server's own database
  const node = await buildApp({
    config: { ...server.app.deps.config, dataDir, databaseUrl },
    connection: connectDatabase({ databaseUrl, dataDir, searchPath: rows[0]!.schema }),
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
