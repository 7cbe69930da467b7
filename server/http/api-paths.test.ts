import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { startTestServer, type TestServer } from '../testing/test-server';

/** Every path of the API table, flattened. */
const contractPaths = (): string[] =>
  Object.values(API).flatMap((group) => Object.values(group as Record<string, string>));

describe('src/contract/api-paths.ts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect: 'sqlite' });
  });
  afterAll(() => server.close());

  it('names every route the server registers (a list’s export twin is the list path + Export), and nothing else', () => {
    const registered = server.app.apiRoutes
      .filter((route) => !(route.method === 'GET' && route.url.endsWith('Export')))
      .map((route) => route.url);
    expect([...registered].sort()).toEqual(contractPaths().sort());
  });
});
