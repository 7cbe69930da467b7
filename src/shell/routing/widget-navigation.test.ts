import { describe, expect, it } from 'vitest';
import { navigationTarget } from './widget-navigation';

describe('navigationTarget', () => {
  it('joins the path and the query a widget asks for', () => {
    expect(navigationTarget({ path: '/message/detail', query: { id: 'm 1&x', page: 2 } })).toBe(
      '/message/detail?id=m+1%26x&page=2',
    );
  });

  it('leaves out empty query values', () => {
    expect(navigationTarget({ path: '/message/message', query: { type: undefined, read: null } })).toBe(
      '/message/message',
    );
  });

  it.each([
    null,
    'x',
    {},
    { path: 'message' },
    { path: '//evil.example/x' },
    { path: 'https://evil.example' },
  ])('ignores %j', (detail) => {
    expect(navigationTarget(detail)).toBeNull();
  });
});
