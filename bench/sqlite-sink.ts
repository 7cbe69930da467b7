import SQLite from 'better-sqlite3';
import { REINDEXED_TABLES, type BulkRow, type BulkSink, type BulkTable } from './bulk-sink';

/** Rows per INSERT statement (columns × rows stays far below SQLite's 32,766 bound parameters). */
const ROWS_PER_STATEMENT = 200;
/** Rows per transaction: long enough to be cheap, short enough to bound the journal. */
const ROWS_PER_TRANSACTION = 200_000;

/**
 * better-sqlite3 on the server's file, outside Kysely: prepared multi-row INSERTs, synchronous and
 * unjournalled during the load (a crashed generation is simply run again), WAL restored at the end.
 */
export class SqliteSink implements BulkSink {
  private readonly file: SQLite.Database;
  private readonly statements = new Map<string, SQLite.Statement>();
  private droppedIndexes: string[] = [];
  private rowsInTransaction = 0;

  constructor(path: string) {
    this.file = new SQLite(path);
  }

  async begin(): Promise<void> {
    this.file.pragma('journal_mode = OFF');
    this.file.pragma('synchronous = OFF');
    this.file.pragma('cache_size = -262144');
    const placeholders = REINDEXED_TABLES.map(() => '?').join(', ');
    const indexes = this.file
      .prepare(
        `select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${placeholders})`,
      )
      .all(...REINDEXED_TABLES) as { name: string; sql: string }[];
    for (const index of indexes) this.file.exec(`drop index "${index.name}"`);
    this.droppedIndexes = indexes.map((index) => index.sql);
    this.file.exec('begin');
  }

  private statement(table: BulkTable, columns: string[], rows: number): SQLite.Statement {
    const key = `${table}:${rows}`;
    let statement = this.statements.get(key);
    if (!statement) {
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      statement = this.file.prepare(
        `insert into ${table} (${columns.join(', ')}) values ${Array(rows).fill(tuple).join(', ')}`,
      );
      this.statements.set(key, statement);
    }
    return statement;
  }

  async insert(table: BulkTable, rows: readonly BulkRow[]): Promise<void> {
    const first = rows[0];
    if (!first) return;
    const columns = Object.keys(first);
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      const slice = rows.slice(start, start + ROWS_PER_STATEMENT);
      const values: (string | number | null)[] = [];
      for (const row of slice) for (const column of columns) values.push(row[column] ?? null);
      this.statement(table, columns, slice.length).run(values);
    }
    this.rowsInTransaction += rows.length;
    if (this.rowsInTransaction >= ROWS_PER_TRANSACTION) {
      this.file.exec('commit; begin');
      this.rowsInTransaction = 0;
    }
  }

  async finish(): Promise<void> {
    this.file.exec('commit');
    for (const definition of this.droppedIndexes) this.file.exec(definition);
    this.file.pragma('journal_mode = WAL');
    this.file.pragma('synchronous = FULL');
  }

  async close(): Promise<void> {
    this.file.close();
  }
}
