/**
 * Table types of the platform database, one interface per table, column names as in the database.
 * Portable conventions (both SQLite and PostgreSQL):
 * - ids are text; times are integer epoch milliseconds (bigint column, read back as a JS number);
 * - money is integer fen (bigint); flags are integers 0/1 (see `flag` / `isSet` in ./flags).
 */
import type { Kysely, Selectable, Transaction } from 'kysely';

export interface CompaniesTable {
  id: string;
  name: string;
  /** Company type of SPEC §9 (default '4'). */
  type: string;
  /** 1 when this company is a group company. */
  is_group: number;
  /** The group this company (a factory) belongs to. */
  group_company_id: string | null;
  /** For downstream C1 customers: the upstream customer company they are linked to. */
  parent_company_id: string | null;
  created_at: number;
}

export interface AccountsTable {
  id: string;
  user_account: string;
  username: string;
  mobile: string | null;
  password_hash: string;
  /** 'active' | 'disabled' | 'deleted' (a sub-account deleted softly: modules/company-accounts) */
  status: string;
  password_changed_at: number;
  created_at: number;
}

export interface MembershipsTable {
  account_id: string;
  company_id: string;
  /** Role area value 1 | 2 | 5 | 6 | 7. */
  role: number;
  custom_role_id: string | null;
  is_admin: number;
  created_at: number;
}

export interface CompanyRolesTable {
  id: string;
  company_id: string;
  name: string;
  enabled: number;
  created_at: number;
}

export interface RolePermissionsTable {
  role_id: string;
  code: string;
}

export interface PermissionsTable {
  code: string;
  name: string;
}

export interface SessionsTable {
  /** sha256 of the token; the token itself is never stored. */
  token_hash: string;
  account_id: string;
  company_id: string;
  role: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  /** When the session was replaced by a rotated one (it then lives only for the grace period). */
  rotated_at: number | null;
  /** Why the session ended before expiry: 'logout' | 'switched'; null while live. */
  ended_reason: string | null;
  /** The login this token belongs to: a rotated token keeps its predecessor's, and ending one ends all. */
  session_id: string;
}

/**
 * Wrong passwords per account name as typed (known or not). `failures` counts each attempt as it starts,
 * before its password is checked; a right password deletes the row.
 */
export interface LoginAttemptsTable {
  user_account: string;
  failures: number;
  /** Set as the attempt that reaches the lock limit starts; cleared if its password proves right. */
  locked_until: number | null;
  updated_at: number;
}

export interface VerificationCodesTable {
  id: string;
  mobile: string;
  scene: string;
  code_hash: string;
  expires_at: number;
  attempts: number;
  used: number;
  created_at: number;
}

export interface SmsOutboxTable {
  id: string;
  mobile: string;
  content: string;
  created_at: number;
}

export interface CaptchasTable {
  uuid: string;
  answer_hash: string;
  expires_at: number;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface SsoTicketsTable {
  /** sha256 of the ticket's nonce: a ticket is accepted once. */
  ticket_id: string;
  used_at: number;
}

export interface PasswordResetTicketsTable {
  ticket_hash: string;
  account_id: string;
  expires_at: number;
  used_at: number | null;
}

export interface UploadsTable {
  id: string;
  name: string;
  size: number;
  content_type: string;
  /** Uploads of before migration 0036: the file under DATA_DIR/uploads of the node that took it; else ''. */
  path: string;
  /** The upload_contents row holding the bytes (null before migration 0036). */
  content_id: string | null;
  company_id: string;
  account_id: string;
  created_at: number;
}

export interface UploadContentsTable {
  id: string;
  content: Buffer;
}

export interface BusinessConfigsTable {
  key: string;
  value: string;
}

/** Secrets every API node shares (migration 0032); see auth/secrets.ts. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: number;
  /** A rotated-away RSA key: accepted for decrypting until then. Null: current. */
  expires_at: number | null;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  companies: CompaniesTable;
  accounts: AccountsTable;
  memberships: MembershipsTable;
  company_roles: CompanyRolesTable;
  role_permissions: RolePermissionsTable;
  permissions: PermissionsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  verification_codes: VerificationCodesTable;
  sms_outbox: SmsOutboxTable;
  captchas: CaptchasTable;
  rate_limits: RateLimitsTable;
  sso_tickets: SsoTicketsTable;
  password_reset_tickets: PasswordResetTicketsTable;
  uploads: UploadsTable;
  upload_contents: UploadContentsTable;
  business_configs: BusinessConfigsTable;
  app_meta: AppMetaTable;
  server_secrets: ServerSecretsTable;
}

export type Db = Kysely<Database>;
/** A database handle or an open transaction: services accept either so callers decide the transaction. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;
export type Row<T extends keyof Database> = Selectable<Database[T]>;
