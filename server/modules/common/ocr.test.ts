import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import { Errcode } from '../../../src/contract/errcodes';
import type { IdCardOcrFields, OcrResult, TradingCertificateOcrFields } from '../../../src/contract/ocr';
import {
  SAMPLE_ID_CARD,
  SAMPLE_TRADING_CERTIFICATE,
  sampleIdCardPng,
  sampleTradingCertificatePng,
} from '../../ocr/sample-documents';
import { MSG } from '../../labels/messages';
import { readIdCard } from '../../ocr';
import { upload } from '../../testing/api-calls';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { OCR_LABELS } from './labels';
import { OCR_PER_MINUTE } from './ocr-routes';

describe.each(TEST_DIALECTS)('common/ocrIdCard and common/ocrTradingCertificate on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    center = await server.login('demo_center');
    // the engine loads once per test file (about 0.5 s alone, several seconds beside other test files):
    // here, under the hook's time limit, so each test below takes only its reads (about 0.5 s each)
    await readIdCard(await sampleIdCardPng());
  });
  afterAll(() => server.close());

  it('reads name, ID number and address from an ID card image', async () => {
    const fileId = await upload(server, center, 'id.png', await sampleIdCardPng());
    const { body } = await server.post<OcrResult<IdCardOcrFields>>(API.common.ocrIdCard, { fileId }, center);
    expect(body.errcode).toBe(Errcode.SUCCESS);
    expect(body.data.fields).toEqual(SAMPLE_ID_CARD);
    expect(body.data.lines[0]).toMatch(/^姓名/);
    expect(body.data.lines.at(-1)).toContain(SAMPLE_ID_CARD.idNumber);
  });

  it('reads company name, credit code, legal person and address from a trading-certificate image (jpeg)', async () => {
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp(await sampleTradingCertificatePng())
      .jpeg({ quality: 80 })
      .toBuffer();
    const fileId = await upload(server, center, '营业执照.jpg', jpeg);
    const { body } = await server.post<OcrResult<TradingCertificateOcrFields>>(
      API.common.ocrTradingCertificate,
      { fileId },
      center,
    );
    expect(body.errcode).toBe(Errcode.SUCCESS);
    expect(body.data.fields).toEqual(SAMPLE_TRADING_CERTIFICATE);
    expect(body.data.lines).toContain('营业执照');
  });

  it("answers 文件不存在 for another company's upload and for an unknown id", async () => {
    const other = await upload(server, await server.login('demo_group'), 'id.png', await sampleIdCardPng());
    for (const fileId of [other, 'no-such-file']) {
      const { body } = await server.post(API.common.ocrIdCard, { fileId }, center);
      expect(body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: MSG.fileNotFound });
    }
  });

  it('refuses an upload that is not an image', async () => {
    const fileId = await upload(server, center, 'licence.pdf', Buffer.from('%PDF-1.7\n%demo\n'));
    const { body } = await server.post(API.common.ocrTradingCertificate, { fileId }, center);
    expect(body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: OCR_LABELS.imageOnly });
  });

  it('answers 识别失败，请手动填写 (not 5000) when the engine cannot read the image', async () => {
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 1),
    ]);
    const fileId = await upload(server, center, 'broken.png', broken);
    const { body } = await server.post(API.common.ocrIdCard, { fileId }, center);
    expect(body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: OCR_LABELS.failed });
  });

  it('is for the enterprise center (role 5) only and names a bad field', async () => {
    const pallet = await server.login('demo_pallet');
    const refused = await server.post(API.common.ocrIdCard, { fileId: 'x' }, pallet);
    expect(refused.body.errcode).toBe(Errcode.NO_PERMISSION);
    const bad = await server.post<{ fields: { field: string }[] }>(
      API.common.ocrIdCard,
      { fileId: 1 },
      center,
    );
    expect(bad.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(bad.body.data.fields.map((field) => field.field)).toEqual(['fileId']);
  });

  it(`allows an account ${OCR_PER_MINUTE} recognitions a minute`, async () => {
    server.advanceTime(61_000);
    const call = () => server.post(API.common.ocrTradingCertificate, { fileId: 'no-such-file' }, center);
    for (let count = 0; count < OCR_PER_MINUTE; count++)
      expect((await call()).body.errmsg).toBe(MSG.fileNotFound);
    expect((await call()).body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: OCR_LABELS.tooFrequent,
    });
    server.advanceTime(61_000);
    expect((await call()).body.errmsg).toBe(MSG.fileNotFound);
  });
});
