import type { PermissionCode } from '../../src/contract/permissions';
import type { Db } from '../db/schema';
import { SUPERVISOR_ROLE } from '../db/seed/demo-accounts';

/**
 * Takes permission codes from the demo 业务主管 role (demo_pallet's, and loginCenterSupervisor's account's):
 * of one company, or of every company when none is named. What the 4030 tests of a route do before they
 * call it without its code (not as an administrator, which holds every code).
 */
export async function revokeSupervisorCodes(
  db: Db,
  codes: readonly PermissionCode[],
  companyId?: string,
): Promise<void> {
  const all = db.selectFrom('company_roles').select('id').where('name', '=', SUPERVISOR_ROLE);
  const roles = companyId === undefined ? all : all.where('company_id', '=', companyId);
  await db.deleteFrom('role_permissions').where('role_id', 'in', roles).where('code', 'in', codes).execute();
}
