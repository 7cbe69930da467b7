import pg from 'pg';
import { REINDEXED_TABLES, type BulkRow, type BulkSink, type BulkTable } from './bulk-sink';

/** One INSERT … SELECT FROM unnest(arrays) per this many rows: one round trip, one parse, typed arrays. */
const ROWS_PER_STATEMENT = 5000;

/**
 * A pg client on the bench schema: every column sent as one typed array (the COPY-like path that needs
 * no extra package), all in one transaction; indexes dropped first and rebuilt, then VACUUM ANALYZE,
 * as autovacuum would do on a live database.
 */
export class PostgresSink implements BulkSink {
  private readonly client: pg.Client;
  private readonly columnTypes = new Map<string, Map<string, string>>();
  private droppedIndexes: string[] = [];

  constructor(url: string, schema: string) {
    this.client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  }

  async begin(): Promise<void> {
    await this.client.connect();
    await this.client.query("set maintenance_work_mem = '256MB'");
    const { rows: columns } = await this.client.query<{
      table_name: string;
      column_name: string;
      data_type: string;
    }>(
      `select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema()`,
    );
    for (const column of columns) {
      let types = this.columnTypes.get(column.table_name);
      if (!types) this.columnTypes.set(column.table_name, (types = new Map()));
      types.set(column.column_name, column.data_type);
    }
    // Plain indexes only: those behind primary keys and unique constraints stay.
    const { rows: indexes } = await this.client.query<{ name: string; definition: string }>(
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
       where i.schemaname = current_schema() and i.tablename = any($1)
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.connamespace = current_schema()::regnamespace)`,
      [REINDEXED_TABLES],
    );
    await this.client.query('begin');
    for (const index of indexes) await this.client.query(`drop index "${index.name}"`);
    this.droppedIndexes = indexes.map((index) => index.definition);
  }

  async insert(table: BulkTable, rows: readonly BulkRow[]): Promise<void> {
    const first = rows[0];
    if (!first) return;
    const columns = Object.keys(first);
    const types = this.columnTypes.get(table);
    if (!types) throw new Error(`table ${table} not found in the bench schema`);
    const casts = columns.map((column, position) => `$${position + 1}::${types.get(column) ?? 'text'}[]`);
    const text = `insert into ${table} (${columns.join(', ')}) select * from unnest(${casts.join(', ')})`;
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      const slice = rows.slice(start, start + ROWS_PER_STATEMENT);
      await this.client.query(
        text,
        columns.map((column) => slice.map((row) => row[column] ?? null)),
      );
    }
  }

  async finish(): Promise<void> {
    for (const definition of this.droppedIndexes) await this.client.query(definition);
    await this.client.query('commit');
    // What autovacuum does on a live database: statistics, and the visibility map index-only scans need.
    await this.client.query('vacuum analyze');
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}
