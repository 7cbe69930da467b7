import { describe, expect, it } from 'vitest';
import { themeTokensCss, vars } from './tokens';

describe('theme tokens', () => {
  it('publishes the warm orange, CJK fonts and px sizes as --yp-* properties', () => {
    expect(themeTokensCss).toContain('--yp-color-primary: #f5821f;');
    expect(themeTokensCss).toContain('--yp-font-size-md: 14px;');
    expect(themeTokensCss).toMatch(
      /--yp-font-family: .*"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif;/,
    );
    expect(themeTokensCss).not.toMatch(/\drem\b/);
  });

  it('gives components var() references to the same properties', () => {
    for (const reference of Object.values(vars)) {
      const property = /^var\((--yp-[a-z-]+)\)$/.exec(reference)?.[1];
      expect(property, reference).toBeDefined();
      expect(themeTokensCss).toContain(`${property}: `);
    }
  });
});
