import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindPasswordPrepareResult } from '../../../src/contract/auth';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import { LOCALE_HEADER, type Locale } from '../../../src/contract/locale';
import type { MessageItem } from '../../../src/contract/messages';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';

describe.each(TEST_DIALECTS)('notices sent on account events on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  const systemMessages = async (token: string, locale?: Locale) => {
    const { body } = await server.post<Page<MessageItem>>(
      '/api/customerMessage/getMessageList',
      { pageNum: 1, pageSize: 100, type: 'system' },
      token,
      locale && { [LOCALE_HEADER]: locale },
    );
    return body.data.list;
  };

  it('welcomes a newly registered company', async () => {
    const mobile = '13912340001';
    await server.post('/api/api/verificationCode/getVerificationCode', { mobile, scene: 'register' });
    const { body } = await server.post('/api/api/user/register', {
      companyName: '杭州西湖冷链物流有限公司',
      userAccount: 'xihu_admin',
      username: '周杰',
      mobile,
      code: await server.readSmsCode(mobile, 'register'),
      password: await server.encrypt('Xihu@2025'),
    });
    expect(body.errcode).toBe(Errcode.SUCCESS);
    server.advanceTime(1000); // the login reminder comes strictly later
    const token = await server.login('xihu_admin', 'Xihu@2025');
    const messages = await systemMessages(token);
    expect(messages.map((m) => m.title)).toEqual(['账号登录提醒', '欢迎使用 Yelopack 共享托盘平台']);
    expect(messages[1]!.content).toContain('杭州西湖冷链物流有限公司，欢迎加入');
    // Registered from a page in Chinese, read on a page in English.
    const english = await systemMessages(token, 'en-US');
    expect(english.map((m) => m.title)).toEqual([
      'Account login notice',
      'Welcome to the Yelopack pallet sharing platform',
    ]);
    expect(english[1]!.content).toMatch(
      /^杭州西湖冷链物流有限公司, welcome to the Yelopack pallet sharing platform!/,
    );
  });

  it('tells the account its password was changed, in each of its companies', async () => {
    const mobile = '13800000006'; // demo_multi: 上海乐橙 and 广州白云
    server.advanceTime(61_000);
    await server.post('/api/api/verificationCode/getVerificationCode', { mobile, scene: 'findPassword' });
    const code = await server.readSmsCode(mobile, 'findPassword');
    const prepared = await server.post<FindPasswordPrepareResult>('/api/api/login/trayFindPasswordPrepare', {
      userAccount: 'demo_multi',
      mobile,
      code,
    });
    await server.post('/api/api/login/findPassword', {
      resetTicket: prepared.body.data.resetTicket,
      password: await server.encrypt('Multi@2025'),
    });

    server.advanceTime(1000);
    const login = await server.loginAs('demo_multi', 'Multi@2025');
    const leCheng = await systemMessages(login.token);
    expect(leCheng[1]).toMatchObject({ title: '密码已修改', read: false });
    expect(leCheng[1]!.content).toMatch(/^您的账号密码已于 \d{4}-\d\d-\d\d \d\d:\d\d 通过找回密码修改。/);

    const other = login.companies.find((c) => c.companyId !== login.companyId)!;
    const switched = await server.post<{ token: string }>(
      '/api/api/login/switchCompanyLogin',
      { companyId: other.companyId },
      login.token,
    );
    expect((await systemMessages(switched.body.data.token)).map((m) => m.title)).toContain('密码已修改');
  });

  it('sends the login reminder to the account only, in the company it logged into', async () => {
    const before = (await systemMessages(await server.login('demo_center'))).length;
    await server.login('demo_clerk');
    const after = await systemMessages(await server.login('demo_center'));
    expect(after.length).toBe(before + 1);
    expect(after[0]!.title).toBe('账号登录提醒');
  });
});
