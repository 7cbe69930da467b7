import { expect } from 'vitest';
import { Errcode } from '../../src/contract/errcodes';
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
