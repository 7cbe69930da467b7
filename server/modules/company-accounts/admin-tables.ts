import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '../../../src/contract/company-admin';
import type { Database, DbOrTrx } from '../../db/schema';

/** administrator_applications of migration 0022-company-administrator (column names as in the database). */
export interface AdministratorApplicationsTable {
  id: string;
  company_id: string;
  account_id: string;
  request_id: string;
  status: ApplicationStatus;
  created_at: number;
  expires_at: number;
  decided_at: number | null;
  decided_by: string | null;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type AdminTables = { administrator_applications: AdministratorApplicationsTable };

/** The database handle typed with the applications table too (it is this module's own). */
export const adminDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<AdminTables>();
