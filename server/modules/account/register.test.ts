import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../../src/contract/errcodes';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';

describe.each(TEST_DIALECTS)('user/register on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  const MOBILE = '13912345678';
  const request = async (overrides: Record<string, string> = {}) => ({
    companyName: '杭州西湖冷链物流有限公司',
    userAccount: 'xihu_admin',
    username: '周杰',
    mobile: MOBILE,
    code: overrides.code ?? (await server.readSmsCode(MOBILE, 'register')),
    password: await server.encrypt('Xihu@2025'),
    ...overrides,
  });

  it('refuses a wrong SMS code and writes nothing', async () => {
    await server.post('/api/api/verificationCode/getVerificationCode', { mobile: MOBILE, scene: 'register' });
    const code = await server.readSmsCode(MOBILE, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const { body } = await server.post('/api/api/user/register', await request({ code: wrong }));
    expect(body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '验证码错误' });
    expect(
      await server.db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', '杭州西湖冷链物流有限公司')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('creates a type 4 company with its administrator in the pallet-sharing area', async () => {
    const { body } = await server.post<{ userAccount: string; companyId: string }>(
      '/api/api/user/register',
      await request(),
    );
    expect(body.errcode).toBe(Errcode.SUCCESS);
    const login = await server.loginAs('xihu_admin', 'Xihu@2025');
    expect(login).toMatchObject({
      role: 2,
      defaultClick: '/yelopack/stock/ownStock',
      companyType: '4',
      companyName: '杭州西湖冷链物流有限公司',
      companyId: body.data.companyId,
    });
    const menu = await server.post<{ permissions: string[] }>(
      '/api/api/permission/loadMenuAndPermission',
      { applicationId: 'portal', type: 2, permissionCode: '' },
      login.token,
    );
    expect(menu.body.data.permissions).toContain('yelopack-transport-out-delete');
  });

  it('refuses a taken account name, mobile or company name', async () => {
    server.advanceTime(61_000);
    await server.post('/api/api/verificationCode/getVerificationCode', {
      mobile: '13912345679',
      scene: 'register',
    });
    const code = await server.readSmsCode('13912345679', 'register');
    const base = { mobile: '13912345679', code, companyName: '新公司有限公司', userAccount: 'fresh_admin' };
    expect(
      (await server.post('/api/api/user/register', await request({ ...base, userAccount: 'demo_home' }))).body
        .errmsg,
    ).toBe('该账号已存在');
    // A taken mobile is told only to whoever holds it: the code sent to that mobile.
    await server.post('/api/api/verificationCode/getVerificationCode', {
      mobile: '13800000001',
      scene: 'register',
    });
    const takenMobileCode = await server.readSmsCode('13800000001', 'register');
    expect(
      (
        await server.post(
          '/api/api/user/register',
          await request({ ...base, mobile: '13800000001', code: takenMobileCode }),
        )
      ).body.errmsg,
    ).toBe('该手机号已被其他账号绑定');
    expect(
      (
        await server.post(
          '/api/api/user/register',
          await request({ ...base, companyName: '上海乐橙食品有限公司' }),
        )
      ).body.errmsg,
    ).toBe('该企业名称已注册');
  });

  it('tells nobody without the code whether an account name, mobile or company is taken', async () => {
    server.advanceTime(61_000);
    const taken = { userAccount: 'demo_home', mobile: '13800000001', companyName: '上海乐橙食品有限公司' };
    for (const [field, value] of Object.entries(taken)) {
      const { body } = await server.post(
        '/api/api/user/register',
        await request({ [field]: value, code: '000000' }),
      );
      expect(body.errmsg).toMatch(/^验证码(错误|已失效)/);
    }
  });

  it('validates the account name pattern', async () => {
    const { body } = await server.post(
      '/api/api/user/register',
      await request({ userAccount: '1bad name', code: '123456' }),
    );
    expect(body).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      data: { fields: [{ field: 'userAccount', message: '格式不正确' }] },
    });
  });
});
