import { describe, expect, it } from 'vitest';
import { clampPage, pageAfterSizeChange, pageCount, pageItems } from './pagination-math';

describe('pagination maths', () => {
  it('counts pages, with at least one page for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(1001, 100)).toBe(11);
  });

  it('clamps a wanted page into the existing pages', () => {
    expect(clampPage(0, 95, 10)).toBe(1);
    expect(clampPage(11, 95, 10)).toBe(10);
    expect(clampPage(3.7, 95, 10)).toBe(3);
    expect(clampPage(Number.NaN, 95, 10)).toBe(1);
  });

  it('keeps the first visible row in view when the page size changes', () => {
    // rows 41–60 shown at 20 a page; at 50 a page row 41 is on page 1, at 10 a page on page 5
    expect(pageAfterSizeChange(3, 20, 50, 500)).toBe(1);
    expect(pageAfterSizeChange(3, 20, 10, 500)).toBe(5);
    expect(pageAfterSizeChange(1, 10, 100, 35)).toBe(1);
  });

  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-after', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-before', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const items = pageItems(current, count);
        const numbers = items.filter((item): item is number => typeof item === 'number');
        expect(numbers).toContain(current);
        items.forEach((item, i) => {
          if (typeof item === 'number') return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });
});
