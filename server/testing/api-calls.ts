import { expect } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { Errcode } from '../../src/contract/errcodes';
import type { UploadedFile } from '../../src/contract/platform';
import type { TestServer } from './test-server';

/** Posts and expects success; answers `data`. */
export async function ok<T>(server: TestServer, path: string, body: unknown, token: string): Promise<T> {
  const { body: answer } = await server.post<T>(path, body, token);
  expect(answer, JSON.stringify(answer)).toMatchObject({ errcode: Errcode.SUCCESS });
  return answer.data;
}

/** A demo company's id by its name. */
export async function companyIdOf(server: TestServer, name: string): Promise<string> {
  const row = await server.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A 1×1 png. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a file through common/uploadFile (a 1×1 png unless given) and answers its id. */
export async function upload(server: TestServer, token: string, name = 'image.png', content: Buffer = PNG) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${server.baseUrl}${API.common.uploadFile}`, {
    method: 'POST',
    body: form,
    headers: { token },
  });
  const answer = (await response.json()) as { errcode: number; data: UploadedFile };
  expect(answer.errcode).toBe(Errcode.SUCCESS);
  return answer.data.fileId;
}
