import { PERMISSIONS } from '../../src/contract/permissions';
import type { Db } from '../db/schema';
import type { Session } from './sessions';

const EVERY_CODE = PERMISSIONS.map((permission) => permission.code as string);

/**
 * The permission codes a session holds: a company administrator holds every code; a sub-account holds
 * the codes of its enabled custom role; anyone else holds none.
 */
export async function permissionsOf(db: Db, session: Session): Promise<string[]> {
  if (session.isAdmin) return EVERY_CODE;
  if (!session.customRoleId) return [];
  const rows = await db
    .selectFrom('role_permissions as rp')
    .innerJoin('company_roles as r', 'r.id', 'rp.role_id')
    .select('rp.code')
    .where('rp.role_id', '=', session.customRoleId)
    .where('r.company_id', '=', session.companyId)
    .where('r.enabled', '=', 1)
    .orderBy('rp.code')
    .execute();
  return rows.map((row) => row.code);
}
