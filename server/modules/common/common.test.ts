import { constants, privateDecrypt, publicEncrypt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessConfigItem, CurrentVersion, UploadedFile } from '../../../src/contract/platform';
import { Errcode } from '../../../src/contract/errcodes';
import { sha256 } from '../../auth/secrets';
import { startSecondNode } from '../../testing/second-node';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.7\n%demo\n');

describe.each(TEST_DIALECTS)('common/* on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  let staticRoot: string;
  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(tmpdir(), 'yp-static-'));
    for (const folder of ['portal/assets', 'embed/chunks', 'demo'])
      mkdirSync(path.join(staticRoot, folder), { recursive: true });
    writeFileSync(path.join(staticRoot, 'portal/index.html'), '<!doctype html><title>Yelopack</title>');
    writeFileSync(path.join(staticRoot, 'portal/assets/app.js'), 'console.log(1)');
    writeFileSync(path.join(staticRoot, 'embed/yelopack-embed.js'), 'export {}');
    writeFileSync(path.join(staticRoot, 'demo/index.html'), '<!doctype html><title>demo</title>');
    server = await startTestServer({
      dialect,
      staticDirs: {
        portal: path.join(staticRoot, 'portal'),
        embed: path.join(staticRoot, 'embed'),
        demo: path.join(staticRoot, 'demo'),
      },
    });
    token = await server.login('demo_pallet');
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  const upload = async (name: string, content: Buffer, withToken = true) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const response = await fetch(`${server.baseUrl}/api/api/common/uploadFile`, {
      method: 'POST',
      body: form,
      headers: withToken ? { token } : {},
    });
    return (await response.json()) as { errcode: number; errmsg: string; data: UploadedFile };
  };

  it('hands out a PEM public key that encrypts what the server can read (RSA-OAEP SHA-256)', async () => {
    const { body } = await server.post<{ publicKey: string }>('/api/api/common/getPublicKey');
    expect(body.data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(body.data.publicKey).not.toMatch(/PRIVATE/);
    const cipher = publicEncrypt(
      { key: body.data.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('秘密'),
    );
    expect(await server.app.deps.keys.decrypt(cipher.toString('base64'))).toBe('秘密');
    // The public half cannot decrypt: nothing private went out.
    expect(() => privateDecrypt(body.data.publicKey, cipher)).toThrow();
  });

  it('reports the version on both endpoints and follows setAppVersion', async () => {
    const before = (await server.post<CurrentVersion>('/api/api/common/getCurrentVersion')).body.data.version;
    expect(before).toBe(server.app.deps.config.appVersion);
    server.app.setAppVersion('9.9.9-test');
    expect((await server.post<CurrentVersion>('/api/api/common/getCurrentVersion', {})).body.data).toEqual({
      version: '9.9.9-test',
    });
    const file = await fetch(`${server.baseUrl}/static/version.json?t=1`);
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(await file.json()).toEqual({ version: '9.9.9-test' });
  });

  it('returns the business configuration of the keys asked for', async () => {
    const { body } = await server.post<BusinessConfigItem[]>(
      '/api/api/common/getBusinessConfigListByKeyList',
      {
        keyList: ['recycleStockFlag', 'logisticsReturnNumberSwitch', 'noSuchKey'],
      },
    );
    expect(body.data).toEqual([
      { key: 'logisticsReturnNumberSwitch', value: '1' },
      { key: 'recycleStockFlag', value: '1' },
    ]);
  });

  it('stores an upload of an allowed type and serves it back to the company', async () => {
    const { errcode, data } = await upload('回单.png', PNG);
    expect(errcode).toBe(0);
    expect(data).toMatchObject({ name: '回单.png', size: PNG.length, contentType: 'image/png' });
    const back = await fetch(`${server.baseUrl}${data.url}&token=${token}`);
    expect(Buffer.from(await back.arrayBuffer())).toEqual(PNG);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect((await upload('合同.pdf', PDF)).data.contentType).toBe('application/pdf');

    const outsider = await server.login('demo_group');
    expect(await (await fetch(`${server.baseUrl}${data.url}&token=${outsider}`)).json()).toMatchObject({
      errcode: -1,
      errmsg: '文件不存在',
    });
  });

  it('keeps the bytes in the database: another API node, with a DATA_DIR of its own, serves the upload', async () => {
    const { data } = await upload('装车单.png', PNG);
    const node = await startSecondNode(server);
    try {
      const back = await fetch(`${node.baseUrl}${data.url}&token=${token}`);
      expect(Buffer.from(await back.arrayBuffer())).toEqual(PNG);
    } finally {
      await node.close();
    }
  });

  it('still serves an upload of before migration 0036 from its file under DATA_DIR/uploads', async () => {
    const file = path.join(staticRoot, 'legacy.pdf');
    writeFileSync(file, PDF);
    const { id: accountId, company_id: companyId } = await server.db
      .selectFrom('sessions')
      .select(['account_id as id', 'company_id'])
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('uploads')
      .values({
        id: 'legacy-upload',
        name: '旧合同.pdf',
        size: PDF.length,
        content_type: 'application/pdf',
        path: file,
        content_id: null,
        company_id: companyId,
        account_id: accountId,
        created_at: Date.now(),
      })
      .execute();
    const back = await fetch(`${server.baseUrl}/api/api/common/file?fileId=legacy-upload&token=${token}`);
    expect(Buffer.from(await back.arrayBuffer())).toEqual(PDF);
  });

  it('refuses types whose content or name is not png, jpeg, pdf or xlsx', async () => {
    expect((await upload('script.exe', Buffer.from('MZ...'))).errmsg).toBe(
      '仅支持上传 png、jpg、pdf、xlsx 文件',
    );
    expect((await upload('fake.png', PDF)).errmsg).toBe('仅支持上传 png、jpg、pdf、xlsx 文件');
    expect((await upload('page.html', Buffer.from('<script>alert(1)</script>'))).errmsg).toBe(
      '仅支持上传 png、jpg、pdf、xlsx 文件',
    );
  });

  it('refuses a file name holding a NUL character with 2003 naming the file, storing nothing', async () => {
    const stored = async () => (await server.db.selectFrom('uploads').select('id').execute()).length;
    const before = await stored();
    expect(await upload('a\u0000b.png', PNG)).toEqual({
      errcode: Errcode.VALIDATION_FAILED,
      errmsg: '不能包含空字符',
      data: { fields: [{ field: 'file', message: '不能包含空字符' }] },
    });
    expect(await stored()).toBe(before);
  });

  it('refuses files over 10 MB and callers without a session', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    expect(await upload('big.png', big)).toMatchObject({ errcode: -1, errmsg: '文件大小不能超过10MB' });
    expect((await upload('a.png', PNG, false)).errcode).toBe(Errcode.NOT_LOGGED_IN);
    expect((await server.post('/api/api/common/uploadFile', {}, token)).body.errcode).toBe(
      Errcode.VALIDATION_FAILED,
    );
  });

  it('serves the portal with SPA fallback and a content security policy, the embed script and the demo', async () => {
    for (const route of ['/', '/login', '/yelopack/stock/ownStock']) {
      const page = await fetch(`${server.baseUrl}${route}`);
      expect(page.status, route).toBe(200);
      expect(await page.text()).toContain('<title>Yelopack</title>');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
    expect(await (await fetch(`${server.baseUrl}/assets/app.js`)).text()).toBe('console.log(1)');
    expect((await fetch(`${server.baseUrl}/assets/missing.js`)).status).toBe(404);
    const embed = await fetch(`${server.baseUrl}/embed/yelopack-embed.js`);
    expect(embed.headers.get('content-type')).toContain('javascript');
    expect(await (await fetch(`${server.baseUrl}/demo/`)).text()).toContain('<title>demo</title>');
  });

  it('publishes the OpenAPI description and its UI', async () => {
    const spec = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(spec.paths)).toContain('/api/api/login/login');
    expect((await fetch(`${server.baseUrl}/api/docs`)).status).toBe(200);
  });
});
