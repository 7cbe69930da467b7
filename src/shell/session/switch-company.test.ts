import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../contract/auth';
import { switchCompany, SWITCH_COMPANY_PATH, type SwitchCompanyDeps } from './switch-company';

const guangzhou: LoginResult = {
  token: 'token-after-switch',
  userAccount: 'demo_multi',
  username: '王芳',
  uuid: 'u-2',
  role: 2,
  roles: [2],
  defaultClick: '/yelopack/stock/ownStock',
  companyType: '4',
  companyId: 'c-guangzhou',
  companyName: '广州白云物流有限公司',
  groupCompany: false,
  companies: [
    { companyId: 'c-shanghai', companyName: '上海乐橙食品有限公司' },
    { companyId: 'c-guangzhou', companyName: '广州白云物流有限公司' },
  ],
};

/** A fake api and session that record the order of the steps. */
function fakeDeps(answer: () => Promise<unknown>) {
  const steps: string[] = [];
  let storedToken = 'token-before-switch';
  const deps: SwitchCompanyDeps = {
    post: async <T>(path: string, body: { companyId: string }) => {
      steps.push(`post ${path} ${body.companyId}`);
      return (await answer()) as T;
    },
    applyLogin: (result) => {
      storedToken = result.token;
      steps.push(`apply ${result.companyName}`);
    },
    loadPermissions: async (request) => {
      steps.push(`permissions ${request.applicationId} type ${request.type} with ${storedToken}`);
      return { menus: [], permissions: [] };
    },
    navigate: (path) => {
      steps.push(`navigate ${path}`);
    },
  };
  return { deps, steps };
}

describe('switchCompany', () => {
  it('applies the new session, reloads permissions with the new token, then lands', async () => {
    const { deps, steps } = fakeDeps(async () => guangzhou);
    const result = await switchCompany('c-guangzhou', deps);
    expect(result.companyName).toBe('广州白云物流有限公司');
    expect(steps).toEqual([
      `post ${SWITCH_COMPANY_PATH} c-guangzhou`,
      'apply 广州白云物流有限公司',
      'permissions yelopack-portal type 2 with token-after-switch',
      'navigate /yelopack/stock/ownStock',
    ]);
  });

  it('keeps the current session and stays put when the server refuses', async () => {
    const { deps, steps } = fakeDeps(async () => {
      throw Object.assign(new Error('无权切换到该企业'), { code: -1 });
    });
    await expect(switchCompany('c-other', deps)).rejects.toThrow('无权切换到该企业');
    expect(steps).toEqual([`post ${SWITCH_COMPANY_PATH} c-other`]);
  });
});
