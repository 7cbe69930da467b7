import { sql } from 'kysely';

/** Whose messages: the account, in the company it is logged into (a Session satisfies this). */
export interface Viewer {
  companyId: string;
  accountId: string;
}

/**
 * The one rule of who sees a message: its company's, addressed to the account or to the whole company.
 * Used on queries that alias `messages` as `m`.
 */
export const visibleTo = (viewer: Viewer) =>
  sql<boolean>`m.company_id = ${viewer.companyId} and (m.account_id is null or m.account_id = ${viewer.accountId})`;
