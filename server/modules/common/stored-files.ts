import { readFile } from 'node:fs/promises';
import { newId } from '../../db/ids';
import type { DbOrTrx, UploadsTable } from '../../db/schema';

export interface NewUpload {
  name: string;
  content: Buffer;
  contentType: string;
  companyId: string;
  accountId: string;
  now: number;
}

/**
 * Stores an uploaded file: its bytes in upload_contents and its uploads row (migration 0036: in the
 * database, so that every API node can send it). Answers the upload's id.
 */
export async function storeUpload(db: DbOrTrx, upload: NewUpload): Promise<string> {
  const id = newId();
  await db.insertInto('upload_contents').values({ id, content: upload.content }).execute();
  await db
    .insertInto('uploads')
    .values({
      id,
      name: upload.name,
      size: upload.content.length,
      content_type: upload.contentType,
      path: '',
      content_id: id,
      company_id: upload.companyId,
      account_id: upload.accountId,
      created_at: upload.now,
    })
    .execute();
  return id;
}

/** An upload's bytes: from the database, or for an upload of before migration 0036 from its file. */
export async function uploadBytes(
  db: DbOrTrx,
  upload: Pick<UploadsTable, 'content_id' | 'path'>,
): Promise<Buffer> {
  if (upload.content_id === null) return readFile(upload.path);
  const row = await db
    .selectFrom('upload_contents')
    .select('content')
    .where('id', '=', upload.content_id)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.content);
}
