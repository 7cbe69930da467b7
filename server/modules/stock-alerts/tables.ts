import type { Kysely } from 'kysely';
import type { Database, DbOrTrx } from '../../db/schema';

/** Tables of migration 0037-stock-alerts (column names as in the database). */
export interface StockAlertRunsTable {
  /** Asia/Shanghai day number (shanghaiDay). */
  day: number;
  lease_owner: string;
  lease_until: number;
  finished_at: number | null;
}

export interface StockAlertSendsTable {
  company_id: string;
  day: number;
  created_at: number;
}

export interface StockAlertSettingsTable {
  account_id: string;
  message: number;
  sms: number;
  updated_at: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type StockAlertTables = {
  stock_alert_runs: StockAlertRunsTable;
  stock_alert_sends: StockAlertSendsTable;
  stock_alert_settings: StockAlertSettingsTable;
};

/** The database handle typed with the stock-alert tables. */
export const stockAlertDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<StockAlertTables>();
