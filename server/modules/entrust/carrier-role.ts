import { PERMISSIONS } from '../../../src/contract/permissions';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';

/** The custom role of a carrier's dispatcher: every 物流 (logistics-*) code. */
export const CARRIER_ROLE = '承运调度';

/**
 * Gives an account's membership of a company the company's 承运调度 role (made here with every logistics
 * code): the demo carrier's dispatcher, and a second carrier's login in tests.
 */
export async function grantCarrierRole(
  db: DbOrTrx,
  companyId: string,
  accountId: string,
  now: number,
): Promise<void> {
  const roleId = newId();
  await db
    .insertInto('company_roles')
    .values({ id: roleId, company_id: companyId, name: CARRIER_ROLE, enabled: 1, created_at: now })
    .execute();
  await db
    .insertInto('role_permissions')
    .values(
      PERMISSIONS.filter(({ code }) => code.startsWith('logistics-')).map(({ code }) => ({
        role_id: roleId,
        code,
      })),
    )
    .execute();
  await db
    .updateTable('memberships')
    .set({ custom_role_id: roleId })
    .where('company_id', '=', companyId)
    .where('account_id', '=', accountId)
    .execute();
}
