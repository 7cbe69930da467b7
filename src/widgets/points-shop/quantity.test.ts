import { describe, expect, it } from 'vitest';
import { clampQuantity, maxQuantity } from './quantity';

describe('exchange quantity', () => {
  it('is bounded by stock, points and the per-order cap of 99', () => {
    expect(maxQuantity(500, 120, 1000)).toBe(8);
    expect(maxQuantity(3, 10, 1000)).toBe(3);
    expect(maxQuantity(500, 1, 100_000)).toBe(99);
    expect(maxQuantity(0, 10, 1000)).toBe(0);
    expect(maxQuantity(10, 600, 599)).toBe(0);
  });

  it('keeps a typed quantity within 1…max', () => {
    expect(clampQuantity(5, 8)).toBe(5);
    expect(clampQuantity(12, 8)).toBe(8);
    expect(clampQuantity(0, 8)).toBe(1);
    expect(clampQuantity(2.7, 8)).toBe(2);
    expect(clampQuantity(Number.NaN, 8)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});
