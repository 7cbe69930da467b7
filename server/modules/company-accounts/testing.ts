import { companyIdOf, ok } from '../../testing/api-calls';
import { API } from '../../../src/contract/api-paths';
import type { CustomerAccountInput, SavedId } from '../../../src/contract/company-accounts';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import type { TestServer } from '../../testing/test-server';

/** Helpers the sub-account and role tests share. */
export const P = API.customerCompany;

export { companyIdOf, ok };

export async function accountIdOf(server: TestServer, userAccount: string): Promise<string> {
  const row = await server.db
    .selectFrom('accounts')
    .select('id')
    .where('user_account', '=', userAccount)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function roleIdOf(server: TestServer, name: string): Promise<string> {
  const leCheng = await companyIdOf(server, DEMO_COMPANIES.leCheng);
  const row = await server.db
    .selectFrom('company_roles')
    .select('id')
    .where('company_id', '=', leCheng)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The latest SMS sent to a mobile. */
export async function lastSms(server: TestServer, mobile: string): Promise<string | undefined> {
  const row = await server.db
    .selectFrom('sms_outbox')
    .select('content')
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.content;
}

/** The initial password of the SMS a new account got. */
export const passwordIn = (sms: string | undefined): string => /初始密码 (\S+)，/.exec(sms ?? '')?.[1] ?? '';

/** Adds a sub-account and answers its id. */
export async function addAccount(
  server: TestServer,
  token: string,
  input: Omit<CustomerAccountInput, 'id'>,
): Promise<string> {
  return (await ok<SavedId>(server, P.addOrModifyCustomerAccount, input, token)).id;
}
