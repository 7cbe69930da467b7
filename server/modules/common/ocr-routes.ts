import type { FastifyBaseLogger } from 'fastify';
import { API } from '../../../src/contract/api-paths';
import type { OcrResult } from '../../../src/contract/ocr';
import type { Session } from '../../auth/sessions';
import { hitRateLimit } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { Fields } from '../../http/fields';
import { Strict, type ApiRouter } from '../../http/route';
import { MSG } from '../../labels/messages';
import { OcrFailure, readIdCard, readTradingCertificate } from '../../ocr';
import { OCR_LABELS } from './labels';
import { uploadBytes } from './stored-files';
import { IdCardOcrResultSchema, TradingCertificateOcrResultSchema } from './ocr-wire';

/** Recognitions one account may ask for per minute: a certification needs two, a retake or two more. */
export const OCR_PER_MINUTE = 10;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * Reads an upload of the session's company (another company's file answers 文件不存在) with the engine,
 * after counting the call against the account's limit. The engine's failure (an unreadable image, the
 * time limit) is told as 识别失败，请手动填写: the form stays usable without the prefill.
 */
async function recognizeUpload<Fields>(
  deps: AppDeps,
  session: Session,
  log: FastifyBaseLogger,
  fileId: string,
  read: (image: Buffer) => Promise<OcrResult<Fields>>,
): Promise<OcrResult<Fields>> {
  const limit = await hitRateLimit(deps.db, deps.clock(), `ocr:${session.accountId}`, 60_000, OCR_PER_MINUTE);
  if (!limit.allowed) throw businessError(OCR_LABELS.tooFrequent);
  const upload = await deps.db
    .selectFrom('uploads')
    .select(['content_type', 'path', 'content_id'])
    .where('id', '=', fileId)
    .where('company_id', '=', session.companyId)
    .executeTakeFirst();
  if (!upload) throw businessError(MSG.fileNotFound);
  if (!IMAGE_TYPES.includes(upload.content_type)) throw businessError(OCR_LABELS.imageOnly);
  const image = await uploadBytes(deps.db, upload);
  try {
    return await read(image);
  } catch (error) {
    if (!(error instanceof OcrFailure)) throw error;
    log.warn({ err: error }, 'ocr failed');
    throw businessError(OCR_LABELS.failed);
  }
}

/** common/ocrIdCard and common/ocrTradingCertificate: the certification page's prefill (role 5). */
export function ocrRoutes(api: ApiRouter): void {
  const guard = { access: 'session', roles: [5], body: Strict({ fileId: Fields.id() }) } as const;
  api.post(
    API.common.ocrIdCard,
    { summary: '识别居民身份证（人像面）', response: IdCardOcrResultSchema, ...guard },
    ({ deps, session, request, body }) =>
      recognizeUpload(deps, session, request.log, body.fileId, readIdCard),
  );
  api.post(
    API.common.ocrTradingCertificate,
    { summary: '识别营业执照', response: TradingCertificateOcrResultSchema, ...guard },
    ({ deps, session, request, body }) =>
      recognizeUpload(deps, session, request.log, body.fileId, readTradingCertificate),
  );
}
