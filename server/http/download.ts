import type { FastifyReply } from 'fastify';

/** Content-Disposition of a download whose name may be Chinese (RFC 5987 / RFC 6266 `filename*`). */
export const attachmentDisposition = (fileName: string): string =>
  `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** Answers a generated file (a PDF, a PNG) as a download that no cache keeps. */
export function sendDownload(
  reply: FastifyReply,
  contentType: string,
  fileName: string,
  bytes: Uint8Array,
): void {
  reply
    .header('content-type', contentType)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
