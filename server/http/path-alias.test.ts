import { describe, expect, it } from 'vitest';
import type { ApiPath } from '../../src/contract/api-paths';
import { aliasesOf, withAliases } from './path-alias';
import type { ApiRouter } from './route';

const paths = { a: '/api/api/x/a', b: '/api/api/x/b' } as unknown as Record<string, ApiPath>;

describe('path aliases', () => {
  it('pairs each alias with the path of the same name', () => {
    expect([...aliasesOf(paths, { b: '/api/x/b' as ApiPath })]).toEqual([['/api/api/x/b', '/api/x/b']]);
  });

  it('refuses an alias whose name has no path', () => {
    expect(() => aliasesOf(paths, { c: '/api/x/c' as ApiPath })).toThrow(/names no path/);
  });

  it('registers a call with an alias under both paths with one handler, others once', () => {
    const posted: [string, string, unknown][] = [];
    const router = {
      post: (path: string, options: { summary: string }, handler: unknown) =>
        posted.push([path, options.summary, handler]),
    } as unknown as ApiRouter;
    const api = withAliases(router, aliasesOf(paths, { b: '/api/x/b' as ApiPath }));
    const handler = async () => null;
    const options = { summary: '乙', access: 'public', response: {}, body: {} } as never;
    api.post(paths.a!, options, handler);
    api.post(paths.b!, options, handler);
    expect(posted).toEqual([
      ['/api/api/x/a', '乙', handler],
      ['/api/api/x/b', '乙', handler],
      ['/api/x/b', '乙（同 /api/api/x/b）', handler],
    ]);
  });
});
