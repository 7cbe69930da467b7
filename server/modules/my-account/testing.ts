import { companyIdOf, ok } from '../../testing/api-calls';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { baiYunToken } from '../../testing/company-switch';
import type { TestServer } from '../../testing/test-server';

/** Helpers the my-account tests share. */
export { companyIdOf, ok };

/** demo_multi's account id: the account that works for two companies. */
export async function multiId(server: TestServer): Promise<string> {
  const row = await server.db
    .selectFrom('accounts')
    .select('id')
    .where('user_account', '=', 'demo_multi')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A role-5 session of another company: demo_multi's membership of 广州白云物流 moved to the enterprise
 * center, then demo_multi switched to it.
 */
export async function otherCenterToken(server: TestServer): Promise<string> {
  const baiYun = await companyIdOf(server, DEMO_COMPANIES.baiYun);
  await server.db
    .updateTable('memberships')
    .set({ role: 5 })
    .where('account_id', '=', await multiId(server))
    .where('company_id', '=', baiYun)
    .execute();
  return baiYunToken(server, baiYun);
}
