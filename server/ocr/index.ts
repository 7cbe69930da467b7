/** OCR of certification documents (issue 12): see server/README.md "OCR". */
import type { IdCardOcrFields, OcrResult, TradingCertificateOcrFields } from '../../src/contract/ocr';
import { createOcrEngine, OCR_TIME_LIMIT_MS, OcrFailure, type OcrEngine } from './engine';
import { parseIdCard } from './id-card';
import { loadPaddleOcrWorker } from './paddle-worker';
import { toLines } from './rows';
import { parseTradingCertificate } from './trading-certificate';

export { OcrFailure };

/** The process's engine, made on the first read: nothing is loaded before (paddle-worker.ts). */
let shared: OcrEngine | undefined;

async function read<Fields>(image: Buffer, parse: (lines: string[]) => Fields): Promise<OcrResult<Fields>> {
  shared ??= createOcrEngine(loadPaddleOcrWorker, OCR_TIME_LIMIT_MS);
  const lines = toLines(await shared.read(image));
  return { fields: parse(lines), lines };
}

/** 居民身份证 (portrait side), png or jpeg bytes; rejects with OcrFailure. */
export const readIdCard = (image: Buffer): Promise<OcrResult<IdCardOcrFields>> => read(image, parseIdCard);

/** 营业执照, png or jpeg bytes; rejects with OcrFailure. */
export const readTradingCertificate = (image: Buffer): Promise<OcrResult<TradingCertificateOcrFields>> =>
  read(image, parseTradingCertificate);
