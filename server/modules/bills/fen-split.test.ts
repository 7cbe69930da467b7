import { describe, expect, it } from 'vitest';
import { splitFen } from './fen-split';

describe('splitFen (largest remainder)', () => {
  it('gives exact shares when the weights divide the amount', () => {
    // 600 fen over 30 : 20 pallets → 360 + 240.
    expect(splitFen(600, [30, 20])).toEqual([360, 240]);
  });

  it('hands the fen left over to the largest remainders, never losing one', () => {
    // 100 over 1 : 1 : 1 → 33.33 each: floors 33 + 33 + 33 = 99, the 1 left to the first (ties: earlier part).
    expect(splitFen(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 10 over 3 : 3 : 4 → 3.0, 3.0, 4.0 exactly.
    expect(splitFen(10, [3, 3, 4])).toEqual([3, 3, 4]);
    // 7 over 5 : 3 : 2 → 3.5, 2.1, 1.4: floors 3 + 2 + 1 = 6, the 1 left to the first (remainder .5).
    expect(splitFen(7, [5, 3, 2])).toEqual([4, 2, 1]);
    // 11 over 2 : 7 : 1 → 2.2, 7.7, 1.1: floors 2 + 7 + 1 = 10, the 1 left to the second (.7).
    expect(splitFen(11, [2, 7, 1])).toEqual([2, 8, 1]);
  });

  it('splits a credit (offset) as its absolute value, every share negative', () => {
    expect(splitFen(-7, [5, 3, 2])).toEqual([-4, -2, -1]);
  });

  it('splits 0 into zeros, weighs parts alike when every weight is 0, and refuses money over no parts', () => {
    expect(splitFen(0, [3, 4])).toEqual([0, 0]);
    expect(splitFen(5, [0, 0])).toEqual([3, 2]);
    expect(splitFen(0, [])).toEqual([]);
    expect(() => splitFen(1, [])).toThrow();
  });

  it('always adds up to the amount (random weights)', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let run = 0; run < 500; run += 1) {
      const weights = Array.from({ length: 1 + (next() % 6) }, () => next() % 200);
      const amount = (next() % 2000000) - 500000;
      const shares = splitFen(amount, weights);
      expect(shares.reduce((total, fen) => total + fen, 0)).toBe(amount);
      expect(shares.every((fen) => Math.sign(fen) === 0 || Math.sign(fen) === Math.sign(amount))).toBe(true);
    }
  });
});
