/**
 * OCR of certification documents (issue 12): the server as `npm start` runs it (bundled, its heap flags)
 * on a fresh SQLite folder, called over HTTP as the certification page calls it. Measures the server's
 * resident memory after start and whether onnxruntime is mapped then (the engine must load on first
 * use only), the first recognition (engine load included), warm ones, a phone-photo-sized image (4000 px
 * wide JPEG: read scaled to 1,600 px), two at once (they queue), and the
 * resident memory after and at peak. Each answer's fields are checked against the image's text.
 *
 *   node --import tsx bench/ocr.ts [--runs 2]   (runs per document, warm; at most 2: the account's limit
 *                                              is 10 a minute and the bench makes 5 + 2 × runs calls)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isDeepStrictEqual } from 'node:util';
import { API } from '../src/contract/api-paths';
import type { OcrResult } from '../src/contract/ocr';
import type { UploadedFile } from '../src/contract/platform';
import {
  SAMPLE_ID_CARD,
  SAMPLE_TRADING_CERTIFICATE,
  sampleIdCardPng,
  sampleTradingCertificatePng,
} from '../server/ocr/sample-documents';
import { login } from '../tests/e2e/support/api-login';
import { startServer } from './server-process';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.min(2, Number(values.runs));

const dataDir = mkdtempSync(path.join(tmpdir(), 'yp-bench-ocr-'));
const server = await startServer({ dialect: 'sqlite', dataDir });
const mb = (value: number) => `${value.toFixed(0)} MB`;
const onnxMapped = () => readFileSync(`/proc/${server.pid}/maps`, 'utf8').includes('libonnxruntime');

try {
  const token = await login(server.url, 'demo_center');
  const upload = async (name: string, image: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)]), name);
    const response = await fetch(`${server.url}${API.common.uploadFile}`, {
      method: 'POST',
      body: form,
      headers: { token },
    });
    return ((await response.json()) as { data: UploadedFile }).data.fileId;
  };
  const documents = [
    {
      path: API.common.ocrIdCard,
      fileId: await upload('id.png', await sampleIdCardPng()),
      expected: SAMPLE_ID_CARD,
    },
    {
      path: API.common.ocrTradingCertificate,
      fileId: await upload('licence.png', await sampleTradingCertificatePng()),
      expected: SAMPLE_TRADING_CERTIFICATE,
    },
  ];
  const read = async ({ path: callPath, fileId, expected }: (typeof documents)[number]) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${callPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ fileId }),
    });
    const envelope = (await response.json()) as { errcode: number; errmsg: string; data: OcrResult<object> };
    const ms = performance.now() - started;
    if (envelope.errcode !== 0) throw new Error(`${callPath}: ${envelope.errcode} ${envelope.errmsg}`);
    if (!isDeepStrictEqual(envelope.data.fields, expected))
      throw new Error(`${callPath} read ${JSON.stringify(envelope.data)}`);
    return ms;
  };

  const atStart = server.memory();
  console.log(`after start and login: RSS ${mb(atStart.rssMb)}, onnxruntime mapped: ${onnxMapped()}`);
  const { default: sharp } = await import('sharp');
  const photo = await sharp(await sampleTradingCertificatePng())
    .resize({ width: 4000 })
    .extend({ top: 1000, bottom: 1000, background: '#8a8a8a' })
    .jpeg({ quality: 85 })
    .toBuffer();
  const [idCard, certificate] = documents as [(typeof documents)[number], (typeof documents)[number]];
  console.log(`first read (engine load included), ID card: ${(await read(idCard)).toFixed(0)} ms`);
  console.log(`first 营业执照: ${(await read(certificate)).toFixed(0)} ms`);
  for (const document of documents) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) times.push(await read(document));
    times.sort((a, b) => a - b);
    console.log(
      `warm ${document.path.split('/').at(-1)} (${runs} runs): min ${times[0]?.toFixed(0)} ms, median ${times[Math.floor(runs / 2)]?.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms`,
    );
  }
  const large = { ...certificate, fileId: await upload('photo.jpg', photo) };
  console.log(
    `营业执照 as a 4000 px wide JPEG (${(photo.length / 1024).toFixed(0)} KB): ${(await read(large)).toFixed(0)} ms`,
  );
  const together = performance.now();
  const pair = await Promise.all(documents.map(read));
  console.log(
    `two at once: ${(performance.now() - together).toFixed(0)} ms for both (each answered after ${pair.map((ms) => ms.toFixed(0)).join(' and ')} ms)`,
  );
  const after = server.memory();
  console.log(`after: RSS ${mb(after.rssMb)}, peak ${mb(after.peakMb)}, onnxruntime mapped: ${onnxMapped()}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
