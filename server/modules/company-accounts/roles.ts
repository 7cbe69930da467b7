import { sql } from 'kysely';
import type {
  CustomerRole,
  CustomerRoleDetail,
  CustomerRoleQuery,
  RoleStatus,
  RoleUseNumber,
} from '../../../src/contract/company-accounts';
import type { Page } from '../../../src/contract/envelope';
import type { Session } from '../../auth/sessions';
import { isSet } from '../../db/flags';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import type { Paging } from '../../http/paged-list';
import { containsPattern, iso, pageOf } from '../ledger';
import { ACCOUNT_LABELS } from './labels';

export type RoleFilters = Omit<CustomerRoleQuery, 'pageNum' | 'pageSize'>;

const statusOf = (enabled: number): RoleStatus => (isSet(enabled) ? 'enabled' : 'disabled');

/** One role of the session's company; another company's id is not found. */
export async function roleOfCompany(db: DbOrTrx, session: Session, id: string) {
  const role = await db
    .selectFrom('company_roles')
    .select(['id', 'name', 'enabled'])
    .where('id', '=', id)
    .where('company_id', '=', session.companyId)
    .executeTakeFirst();
  if (!role) throw businessError(ACCOUNT_LABELS.roleNotFound);
  return role;
}

/** How many of the company's accounts hold the role. */
export async function roleUseNumber(db: DbOrTrx, session: Session, id: string): Promise<RoleUseNumber> {
  await roleOfCompany(db, session, id);
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('custom_role_id', '=', id)
    .where('company_id', '=', session.companyId)
    .executeTakeFirstOrThrow();
  return { useNumber: Number(row.total) };
}

/** searchCustomerCompanyRole: the company's roles by name, with their code count and use number. */
export async function searchRoles(
  db: DbOrTrx,
  session: Session,
  filters: RoleFilters,
  paging: Paging,
): Promise<Page<CustomerRole>> {
  const keyword = filters.keyword?.trim();
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const query = db
    .selectFrom('company_roles as r')
    .where('r.company_id', '=', session.companyId)
    .$if(pattern !== undefined, (qb) => qb.where(sql<boolean>`lower(r.name) like ${pattern} escape '\\'`))
    .$if(filters.status !== undefined, (qb) =>
      qb.where('r.enabled', '=', filters.status === 'enabled' ? 1 : 0),
    );
  const counted = await query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select((eb) => [
      'r.id',
      'r.name',
      'r.enabled',
      'r.created_at',
      eb
        .selectFrom('role_permissions as rp')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('rp.role_id', '=', 'r.id')
        .as('permission_count'),
      eb
        .selectFrom('memberships as m')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('m.custom_role_id', '=', 'r.id')
        .as('use_number'),
    ])
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute();
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: statusOf(row.enabled),
      permissionCount: Number(row.permission_count),
      useNumber: Number(row.use_number),
      createdAt: iso(row.created_at),
    })),
    Number(counted.total),
    paging,
  );
}

/** The codes a role holds, in catalogue code order. */
export async function roleCodes(db: DbOrTrx, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('role_permissions')
    .select('code')
    .where('role_id', '=', roleId)
    .orderBy('code')
    .execute();
  return rows.map((row) => row.code);
}

/** getCustomerRoleDetail: the role and its codes, for the role form. */
export async function roleDetail(db: DbOrTrx, session: Session, id: string): Promise<CustomerRoleDetail> {
  const role = await roleOfCompany(db, session, id);
  return { id: role.id, name: role.name, status: statusOf(role.enabled), codes: await roleCodes(db, id) };
}
