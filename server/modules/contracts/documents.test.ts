import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractDetail, ContractPageImages, SignedFileVerdict } from '../../../src/contract/contracts';
import { Errcode } from '../../../src/contract/errcodes';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { companyIdOf, ok } from '../../testing/api-calls';
import { pdfPageTexts } from '../../testing/pdf-text';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { sha256 } from '../../auth/secrets';
import { draftSpec, renderFile } from './document';
import { contractOf } from './records';
import { signContract } from './signing';
import { contractsDb } from './tables';
import { confirm, detailOf, download, drawContract, getRaw, K, signCode } from './test-support';

const PDF = 'application/pdf';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(TEST_DIALECTS)('contract documents on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  let pending: ContractDetail;
  let signed: ContractDetail;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    center = await server.login('demo_center');
    const id = await drawContract(server, {
      kind: 'c1',
      c1ClientName: DEMO_COMPANIES.shuWei,
      sourceType: 'c1Protocol',
    });
    pending = await detailOf(server, center, await drawContract(server));
    const { body } = await confirm(server, center, id, await signCode(server, center));
    expect(body.errcode, JSON.stringify(body)).toBe(Errcode.SUCCESS);
    signed = body.data;
  });
  afterAll(() => server.close());

  const accountIdOf = async (userAccount: string) =>
    (
      await server.db
        .selectFrom('accounts')
        .select('id')
        .where('user_account', '=', userAccount)
        .executeTakeFirstOrThrow()
    ).id;

  const verify = async (bytes: Uint8Array, token = center): Promise<SignedFileVerdict> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), '合同.pdf');
    const response = await fetch(`${server.baseUrl}${K.verifySignedFile}`, {
      method: 'POST',
      body: form,
      headers: { token },
    });
    const answer = (await response.json()) as { errcode: number; data: SignedFileVerdict };
    expect(answer.errcode, JSON.stringify(answer)).toBe(Errcode.SUCCESS);
    return answer.data;
  };

  it('the signed PDF reads back: the Chinese protocol name, parties, terms, signer and account; the audit page last', async () => {
    const pdf = await download(server, K.download, { contractId: signed.id }, center, PDF);
    const pages = await pdfPageTexts(pdf);
    expect(pages).toHaveLength(signed.pageCount);
    const text = pages.join('\n');
    expect(text).toContain('共享托盘使用协议（2.1版）');
    expect(text).toContain(`合同编号：${signed.contractNo}`);
    expect(text).toContain(`甲方：${DEMO_COMPANIES.leCheng}`);
    expect(text).toContain('统一社会信用代码：91310115MA1H7K2X56');
    expect(text).toContain(`C1客户：${DEMO_COMPANIES.shuWei}`);
    expect(text).toContain('第八条 生效与期限');
    const audit = pages.at(-1)!;
    expect(audit).toContain('附页（审计页）');
    expect(audit).toContain(`合同ID：${signed.id}`);
    expect(audit).toContain(`未签署文件 SHA-256：${signed.documentHash}`);
    for (const page of [pages.slice(0, -1).join('\n'), audit]) {
      expect(page).toContain('王芳');
      expect(page).toContain('demo_center');
      expect(page).toContain('短信验证码');
      expect(page).toContain('平台电子签章（自动）');
    }
    // times in Asia/Shanghai, to the second
    const shanghai = new Date(Date.parse(signed.signedAt!) + 8 * 3600_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
    expect(audit).toContain(shanghai);
    // the file is the one whose hash is stored, and the same bytes every time
    expect(sha256(pdf)).toBe(signed.signedFileHash);
    expect((await download(server, K.download, { contractId: signed.id }, center, PDF)).equals(pdf)).toBe(
      true,
    );
  });

  it('names the download in Chinese (RFC 5987) and marks the pending one 草稿', async () => {
    const response = await getRaw(server, K.download, { contractId: pending.id }, center);
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`共享托盘使用协议_${pending.contractNo}_草稿.pdf`)}`,
    );
    const text = (await pdfPageTexts(new Uint8Array(await response.arrayBuffer()))).join('\n');
    expect(text).toContain('共享托盘使用协议（2.1版）草稿');
    expect(text).not.toContain('王芳');
  });

  it('documentHash is the SHA-256 of the draft: recomputed from the row, and the pending download is that file', async () => {
    const leCheng = await companyIdOf(server, DEMO_COMPANIES.leCheng);
    for (const contract of [pending, signed]) {
      const row = await contractOf(server.db, leCheng, contract.id, server.app.deps.clock());
      expect((await renderFile(() => draftSpec(row))).sha256).toBe(contract.documentHash);
    }
    const draft = await download(server, K.download, { contractId: pending.id }, center, PDF);
    expect(sha256(draft)).toBe(pending.documentHash);
    // A requester reading English gets the same file: the draft is always drawn in Chinese (issue 17 item 5).
    const english = await download(
      server,
      K.download,
      { contractId: pending.id, locale: 'en-US' },
      center,
      PDF,
    );
    expect(sha256(english)).toBe(pending.documentHash);
  });

  it('verify: true for the downloaded file, false for a one-byte change, false for another company’s signed file', async () => {
    const pdf = await download(server, K.download, { contractId: signed.id }, center, PDF);
    expect(await verify(pdf)).toEqual({
      genuine: true,
      sha256: signed.signedFileHash,
      contract: {
        id: signed.id,
        contractNo: signed.contractNo,
        protocolName: '共享托盘使用协议',
        signedAt: signed.signedAt,
      },
    });
    const tampered = Buffer.from(pdf);
    const middle = Math.floor(tampered.length / 2);
    tampered.writeUInt8(tampered.readUInt8(middle) ^ 0x01, middle);
    expect(await verify(tampered)).toMatchObject({
      genuine: false,
      contract: null,
      sha256: sha256(tampered),
    });
    // the draft of a pending contract is not a signed file
    expect(
      (await verify(await download(server, K.download, { contractId: pending.id }, center, PDF))).genuine,
    ).toBe(false);

    // 广州白云物流's contract, signed (server-side here: its accounts are not needed)
    const baiYun = await companyIdOf(server, DEMO_COMPANIES.baiYun);
    const otherId = await drawContract(server, {}, DEMO_COMPANIES.baiYun);
    const now = server.app.deps.clock();
    const signer = {
      accountId: await accountIdOf('demo_multi'),
      userAccount: 'demo_multi',
      username: '赵强',
    };
    const other = await contractOf(server.db, baiYun, otherId, now);
    expect(await signContract(server.db, other, signer, '10.0.0.8', now)).toBe(true);
    const otherFile = await contractOf(server.db, baiYun, otherId, now);
    expect((await verify(otherFile.signed_file!)).genuine).toBe(false);
  });

  it('renders the pages to PNG once: count = pageCount, the second call served from the cache', async () => {
    const first = await ok<ContractPageImages>(
      server,
      K.getContractAttachmentImg,
      { contractId: signed.id },
      center,
    );
    expect(first.pages.map((page) => page.page)).toEqual(
      Array.from({ length: signed.pageCount }, (_, i) => i + 1),
    );
    const cached = () =>
      contractsDb(server.db)
        .selectFrom('contract_page_images')
        .select(['page', 'created_at', 'file_hash'])
        .where('contract_id', '=', signed.id)
        .orderBy('page')
        .execute();
    const rows = await cached();
    expect(rows).toHaveLength(signed.pageCount);
    expect(new Set(rows.map((row) => row.file_hash))).toEqual(new Set([signed.signedFileHash]));
    server.advanceTime(1000);
    expect(
      await ok<ContractPageImages>(server, K.getContractAttachmentImg, { contractId: signed.id }, center),
    ).toEqual(first);
    expect(await cached()).toEqual(rows);

    const page = first.pages[0]!;
    expect(page.width).toBeGreaterThan(1000);
    const png = await download(server, page.url, {}, center, 'image/png');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // the 附页 alone: the last page
    const audit = await download(
      server,
      K.downloadAttachment,
      { contractId: signed.id },
      center,
      'image/png',
    );
    const last = await download(server, first.pages.at(-1)!.url, {}, center, 'image/png');
    expect(audit.equals(last)).toBe(true);
    expect(
      await getRaw(
        server,
        K.attachmentPage,
        { contractId: signed.id, page: String(signed.pageCount + 1) },
        center,
      ).then((r) => r.json()),
    ).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '页码不存在' });
  });

  it('page images of a pending contract are the draft’s, cached under its documentHash', async () => {
    const images = await ok<ContractPageImages>(
      server,
      K.getContractAttachmentImg,
      { contractId: pending.id },
      center,
    );
    expect(images.pages).toHaveLength(pending.pageCount);
    const hashes = await contractsDb(server.db)
      .selectFrom('contract_page_images')
      .select('file_hash')
      .distinct()
      .where('contract_id', '=', pending.id)
      .execute();
    expect(hashes).toEqual([{ file_hash: pending.documentHash }]);
  });

  it('downloadBySourceId: the signed file of the contract drawn for that source; unsigned and unknown sources refused', async () => {
    const pdf = await download(server, K.downloadBySourceId, { sourceId: signed.sourceId }, center, PDF);
    expect(sha256(pdf)).toBe(signed.signedFileHash);
    for (const [sourceId, errmsg] of [
      [pending.sourceId, '合同尚未签署，暂无签署文件'],
      ['no-such-source', '合同不存在'],
    ]) {
      const answer = (await (
        await getRaw(server, K.downloadBySourceId, { sourceId: sourceId! }, center)
      ).json()) as { errcode: number; errmsg: string };
      expect(answer).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg });
    }
  });
});
