import { describe, expect, it } from 'vitest';
import { hasPermission } from './has-permission';

describe('hasPermission', () => {
  it('answers for sets and arrays alike', () => {
    const codes = ['yelopack-stock-own-checkDetail', 'yelopack-stock-own-export'];
    for (const permissions of [codes, new Set(codes)]) {
      expect(hasPermission(permissions, 'yelopack-stock-own-export')).toBe(true);
      expect(hasPermission(permissions, 'yelopack-stock-own-saleOut')).toBe(false);
    }
  });

  it('the placeholder set of an empty grant opens no button', () => {
    expect(hasPermission(['placeholder'], 'yelopack-stock-own-export')).toBe(false);
  });
});
