import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

/** Each request is answered in the language it names (issue 17 item 5), Chinese when it names none. */
describe('the requester’s language', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login('demo_center');
  });
  afterAll(() => server.close());

  const badLogin = async (headers: Record<string, string>) => {
    const response = await fetch(`${server.baseUrl}/api/api/login/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ userAccount: 'demo_center' }),
    });
    return (await response.json()) as {
      errcode: number;
      errmsg: string;
      data: { fields: { field: string; message: string }[] };
    };
  };

  it('answers a bad input in the language of the x-yp-locale header, and in Chinese without it', async () => {
    const english = await badLogin({ 'x-yp-locale': 'en-US' });
    expect(english.errcode).toBe(2003);
    expect(english.errmsg).toBe('Invalid parameters: password');
    expect(english.data.fields).toEqual([{ field: 'password', message: 'is required' }]);

    const chinese = await badLogin({});
    expect(chinese.errmsg).toBe('参数校验失败: password');
    expect(chinese.data.fields).toEqual([{ field: 'password', message: '不能为空' }]);
    // A language the portal does not speak is Chinese too.
    expect((await badLogin({ 'x-yp-locale': 'fr-FR' })).errmsg).toBe('参数校验失败: password');
  });

  it('keeps requests under way at once apart: each gets its own language', async () => {
    const locales = Array.from({ length: 20 }, (_, index) => (index % 2 ? 'en-US' : 'zh-CN'));
    const answers = await Promise.all(locales.map((locale) => badLogin({ 'x-yp-locale': locale })));
    expect(answers.map((answer) => answer.data.fields[0]?.message)).toEqual(
      locales.map((locale) => (locale === 'en-US' ? 'is required' : '不能为空')),
    );
  });

  it('takes a download link’s language from its query', async () => {
    const download = (locale: string) =>
      fetch(`${server.baseUrl}/api/api/common/file?fileId=missing&locale=${locale}&token=${token}`);
    const english = (await (await download('en-US')).json()) as { errcode: number; errmsg: string };
    expect(english.errmsg).toBe('No such file');
    const refused = (await (await download('fr-FR')).json()) as { errcode: number };
    expect(refused.errcode).toBe(2003);
  });
});
