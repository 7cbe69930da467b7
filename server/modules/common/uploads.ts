import { API } from '../../../src/contract/api-paths';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UploadedFile } from '../../../src/contract/platform';
import type { Session } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { attachmentDisposition } from '../../http/download';
import { businessError, fieldError } from '../../http/envelope';
import { MSG, VALIDATION_MSG } from '../../labels/messages';
import { storeUpload, uploadBytes } from './stored-files';

interface AllowedType {
  extensions: string[];
  contentType: string;
  /** The file's first bytes must say the same as its name. */
  matches(head: Buffer): boolean;
}

const startsWith = (head: Buffer, bytes: number[]): boolean =>
  bytes.every((byte, index) => head[index] === byte);

const ALLOWED_TYPES: AllowedType[] = [
  {
    extensions: ['.png'],
    contentType: 'image/png',
    matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    extensions: ['.jpg', '.jpeg'],
    contentType: 'image/jpeg',
    matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  },
  {
    extensions: ['.pdf'],
    contentType: 'application/pdf',
    matches: (h) => h.subarray(0, 5).toString('latin1') === '%PDF-',
  },
  {
    extensions: ['.xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    // An xlsx is a zip archive; the name tells it from other zips.
    matches: (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]),
  },
];

/** What common/file may answer (its docs at /api/docs). */
export const UPLOAD_CONTENT_TYPES = ALLOWED_TYPES.map((type) => type.contentType);

export const fileUrl = (fileId: string): string => `${API.common.file}?fileId=${fileId}`;

export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ name: string; content: Buffer }> {
  const file = await request.file();
  if (!file || file.fieldname !== 'file') throw fieldError('file', MSG.fileMissing);
  const tooLarge = businessError(MSG.fileTooLarge(maxBytes / 1024 / 1024));
  const content = await file.toBuffer().catch((error: { code?: string }) => {
    throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge : error;
  });
  // toBuffer can miss a limit reached on the very last chunk; the stream's own flag does not.
  if (file.file.truncated) throw tooLarge;
  // The name is stored as text: a NUL in it is refused as in any other field (PostgreSQL cannot hold one).
  if (file.filename.includes('\u0000')) throw fieldError('file', VALIDATION_MSG.nul);
  return { name: path.basename(file.filename).slice(-200), content };
}

/** common/uploadFile: one file in field `file`, ≤ 10 MB, png/jpeg/pdf/xlsx by name and content. */
export async function saveUpload(
  deps: AppDeps,
  session: Session,
  request: FastifyRequest,
): Promise<UploadedFile> {
  const { name, content } = await readUploadedFile(request, deps.config.uploadMaxBytes);
  const extension = path.extname(name).toLowerCase();
  const type = ALLOWED_TYPES.find(
    (candidate) => candidate.extensions.includes(extension) && candidate.matches(content),
  );
  if (!type) throw businessError(MSG.fileTypeNotAllowed);

  const id = await storeUpload(deps.db, {
    name,
    content,
    contentType: type.contentType,
    companyId: session.companyId,
    accountId: session.accountId,
    now: deps.clock(),
  });
  return { fileId: id, name, size: content.length, contentType: type.contentType, url: fileUrl(id) };
}

/** GET common/file?fileId=: an uploaded file of the session's company. */
export async function sendUpload(
  deps: AppDeps,
  session: Session,
  fileId: string,
  reply: FastifyReply,
): Promise<void> {
  const upload = await deps.db
    .selectFrom('uploads')
    .select(['name', 'content_type', 'path', 'content_id', 'size'])
    .where('id', '=', fileId)
    .where('company_id', '=', session.companyId)
    .executeTakeFirst();
  if (!upload) throw businessError(MSG.fileNotFound);
  reply
    .type(upload.content_type)
    .header('content-length', upload.size)
    .header('content-disposition', attachmentDisposition(upload.name))
    .send(await uploadBytes(deps.db, upload));
}
