import { API } from '../../src/contract/api-paths';
import { Errcode } from '../../src/contract/errcodes';
import { DEMO_COMPANIES, SUPERVISOR_ROLE } from '../db/seed/demo-accounts';
import type { TestServer } from './test-server';

/**
 * Adds (as the administrator demo_center, through the API) an enterprise-center sub-account of 上海乐橙
 * with the demo role 业务主管 and logs it in. The administrator holds every code whatever its role, so the
 * 4030 tests of the center's routes call as this account after revokeSupervisorCodes.
 */
export async function loginCenterSupervisor(server: TestServer, mobile = '13900000999'): Promise<string> {
  const role = await server.db
    .selectFrom('company_roles as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .select('r.id')
    .where('r.name', '=', SUPERVISOR_ROLE)
    .where('c.name', '=', DEMO_COMPANIES.leCheng)
    .executeTakeFirstOrThrow();
  const userAccount = `sup_${mobile}`;
  const input = { userAccount, username: '主管子账号', mobile, area: 5, roleId: role.id };
  const added = await server.post(
    API.customerCompany.addOrModifyCustomerAccount,
    input,
    await server.login('demo_center'),
  );
  if (added.body.errcode !== Errcode.SUCCESS) throw new Error(JSON.stringify(added.body));
  const sms = await server.db
    .selectFrom('sms_outbox')
    .select('content')
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return server.login(userAccount, /初始密码 (\S+)，/.exec(sms.content)?.[1]);
}
