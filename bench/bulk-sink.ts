/** The tables the generator fills in bulk, in an order that satisfies their foreign keys. */
export const BULK_TABLES = [
  'companies',
  'warehouses',
  'inbound_orders',
  'transfers',
  'shipments',
  'waybills',
  'recycling_applications',
  'deductions',
  'ledger_entries',
  'stock_balances',
  'document_sequences',
  'app_meta',
] as const;
export type BulkTable = (typeof BULK_TABLES)[number];

/** Tables whose secondary indexes are dropped during the load and rebuilt after it (cheaper than maintaining them row by row). */
export const REINDEXED_TABLES: readonly BulkTable[] = [
  'ledger_entries',
  'stock_balances',
  'inbound_orders',
  'transfers',
  'shipments',
  'waybills',
  'recycling_applications',
  'deductions',
];

export type BulkRow = Record<string, string | number | null>;

/**
 * Writes rows straight into the tables, bypassing the services: large multi-row statements inside
 * long transactions. Rows of one table share their keys (the column list of the statement).
 */
export interface BulkSink {
  /** Drops the secondary indexes of REINDEXED_TABLES (remembering their definitions) and opens a transaction. */
  begin(): Promise<void>;
  insert(table: BulkTable, rows: readonly BulkRow[]): Promise<void>;
  /** Commits, rebuilds the dropped indexes, refreshes the planner's statistics where the server would have them. */
  finish(): Promise<void>;
  close(): Promise<void>;
}

/** Collects rows per table and hands them to the sink in batches. */
export class BatchedWriter {
  private readonly pending = new Map<BulkTable, BulkRow[]>();
  readonly counts = new Map<BulkTable, number>();

  constructor(
    private readonly sink: BulkSink,
    private readonly batchSize: number,
  ) {}

  async add(table: BulkTable, row: BulkRow): Promise<void> {
    let rows = this.pending.get(table);
    if (!rows) this.pending.set(table, (rows = []));
    rows.push(row);
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
    if (rows.length >= this.batchSize) await this.flush(table);
  }

  /** Writes the table's pending rows, after those of every table before it (the rows they reference). */
  async flush(table: BulkTable): Promise<void> {
    for (const earlier of BULK_TABLES.slice(0, BULK_TABLES.indexOf(table))) await this.write(earlier);
    await this.write(table);
  }

  private async write(table: BulkTable): Promise<void> {
    const rows = this.pending.get(table);
    if (!rows || rows.length === 0) return;
    this.pending.set(table, []);
    await this.sink.insert(table, rows);
  }

  /** Flushes every table, in foreign-key order. */
  async flushAll(): Promise<void> {
    for (const table of BULK_TABLES) await this.write(table);
  }
}
