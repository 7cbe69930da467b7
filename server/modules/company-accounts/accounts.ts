import { sql } from 'kysely';
import type { RoleValue } from '../../../src/contract/auth';
import type {
  AccountStatus,
  CustomerAccount,
  CustomerAccountQuery,
} from '../../../src/contract/company-accounts';
import type { Page } from '../../../src/contract/envelope';
import { maskPhone } from '../../../src/contract/phone';
import type { Session } from '../../auth/sessions';
import { isSet } from '../../db/flags';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import type { Paging } from '../../http/paged-list';
import { containsPattern, iso, pageOf } from '../ledger';
import { ACCOUNT_LABELS } from './labels';

export type AccountFilters = Omit<CustomerAccountQuery, 'pageNum' | 'pageSize'>;

/** The accounts of a company: one row per membership, with the custom role's name. */
const companyAccounts = (db: DbOrTrx, companyId: string) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .leftJoin('company_roles as r', 'r.id', 'm.custom_role_id')
    .where('m.company_id', '=', companyId);

const ACCOUNT_COLUMNS = [
  'a.id',
  'a.user_account',
  'a.username',
  'a.mobile',
  'a.status',
  'a.created_at',
  'm.role',
  'm.custom_role_id',
  'm.is_admin',
  'r.name as role_name',
] as const;

interface AccountRow {
  id: string;
  user_account: string;
  username: string;
  mobile: string | null;
  status: string;
  created_at: number;
  role: number;
  custom_role_id: string | null;
  is_admin: number;
  role_name: string | null;
}

/** A row as the caller may see it: the full mobile only for the company's administrator. */
function toAccount(session: Session, row: AccountRow): CustomerAccount {
  const full = session.isAdmin;
  return {
    id: row.id,
    userAccount: row.user_account,
    username: row.username,
    mobile: row.mobile === null ? null : full ? row.mobile : maskPhone(row.mobile),
    mobileFull: full,
    area: row.role as RoleValue,
    roleId: row.custom_role_id,
    roleName: row.role_name,
    status: row.status as AccountStatus,
    isAdmin: isSet(row.is_admin),
    isSelf: row.id === session.accountId,
    createdAt: iso(row.created_at),
  };
}

/** searchCustomerAccount: a page of the session company's accounts, the administrator first, then newest. */
export async function searchAccounts(
  db: DbOrTrx,
  session: Session,
  filters: AccountFilters,
  paging: Paging,
): Promise<Page<CustomerAccount>> {
  const keyword = filters.keyword?.trim();
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const query = companyAccounts(db, session.companyId)
    .$if(pattern !== undefined, (qb) =>
      qb.where(
        sql<boolean>`(lower(a.user_account) like ${pattern} escape '\\' or lower(a.username) like ${pattern} escape '\\')`,
      ),
    )
    .$if(filters.status !== undefined, (qb) => qb.where('a.status', '=', filters.status as string))
    .$if(filters.roleId !== undefined, (qb) => qb.where('m.custom_role_id', '=', filters.roleId as string));
  const counted = await query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select([...ACCOUNT_COLUMNS])
    .orderBy('m.is_admin', 'desc')
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute();
  return pageOf(
    rows.map((row) => toAccount(session, row)),
    Number(counted.total),
    paging,
  );
}

/** One account of the session's company; another company's (or a deleted) account is not found. */
export async function accountOfCompany(db: DbOrTrx, session: Session, id: string): Promise<CustomerAccount> {
  const row = await companyAccounts(db, session.companyId)
    .select([...ACCOUNT_COLUMNS])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw businessError(ACCOUNT_LABELS.accountNotFound);
  return toAccount(session, row);
}
