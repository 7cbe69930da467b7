import type { LoginResult } from '../../src/contract/auth';
import type { TestServer } from './test-server';

/** A token of demo_multi working for 广州白云物流 (its second company): the transfer receiver in tests. */
export async function baiYunToken(server: TestServer, baiYunId: string): Promise<string> {
  const first = await server.login('demo_multi');
  const { body } = await server.post<LoginResult>(
    '/api/api/login/switchCompanyLogin',
    { companyId: baiYunId },
    first,
  );
  if (body.errcode !== 0) throw new Error(`switch failed: ${body.errmsg}`);
  return body.data.token;
}
