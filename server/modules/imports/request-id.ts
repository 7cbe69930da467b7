import { createHash } from 'node:crypto';

/**
 * The requestId a row's create is made with: the file's SHA-256 and the row's number, so the same row of
 * the same file is the same request however often it is written (a resumed batch, a second node).
 */
export const importRequestId = (fileSha256: string, rowNo: number): string =>
  createHash('sha256').update(`${fileSha256}:${rowNo}`).digest('hex').slice(0, 32);
