import { describe, expect, it } from 'vitest';
import { rootFontSizePx } from './root-font-size';

describe('rootFontSizePx', () => {
  it('is 100px up to the 1366 px design width', () => {
    expect(rootFontSizePx(1024)).toBe(100);
    expect(rootFontSizePx(1366)).toBe(100);
  });
  it('grows in proportion above it', () => {
    expect(rootFontSizePx(2732)).toBe(200);
    expect(rootFontSizePx(1920)).toBeCloseTo(140.56, 2);
  });
});
