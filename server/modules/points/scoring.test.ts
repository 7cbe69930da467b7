import { describe, expect, it } from 'vitest';
import { scoreEntries, statementTotal, type ScoredEntry } from './scoring';

const TERMS = { freeDays: 30, overdueDays: 60 };
const PERIOD = { from: 100, to: 130 };
let next = 0;
const entry = (
  balance: string,
  day: number,
  delta: number,
  kind: ScoredEntry['kind'] = delta > 0 ? 'inbound' : 'trayReturn',
): ScoredEntry => ({ id: `e${++next}`, balance, day, delta, kind });

describe('points of a period (points model, RULES)', () => {
  it('ages each balance first in, first out, on its own', () => {
    const entries = [
      entry('a', 30, 4), // aged 70 on day 100
      entry('b', 95, 4), // another balance: its pallets never leave a's queue
      entry('a', 90, 4), // aged 10 on day 100
      entry('a', 100, -6), // 4 of day 30 (late), 2 of day 90 (early)
      entry('b', 100, -1), // aged 5: early
    ].sort((x, y) => x.day - y.day);
    expect(scoreEntries(entries, TERMS, PERIOD).map((i) => [i.rule, i.pallets, i.points])).toEqual([
      ['earlyReturn', 2, 2],
      ['overdueReturn', 4, -4],
      ['earlyReturn', 1, 1],
    ]);
  });

  it('scores pallets aged (F, A] nothing, recycling and transfers nothing, and circulation at any age', () => {
    const entries = [
      entry('a', 50, 10),
      entry('a', 100, -2), // aged 50: between free and overdue
      entry('a', 101, -2, 'recycle'),
      entry('a', 102, -2, 'transferOut'),
      entry('a', 103, -3, 'circulationOut'),
    ];
    expect(scoreEntries(entries, TERMS, PERIOD).map((i) => [i.entryId, i.rule, i.points])).toEqual([
      [entries[4]!.id, 'circulation', 6],
    ]);
  });

  it('counts only the entries dated in the period, but ages them with the history before it', () => {
    const entries = [
      entry('a', 10, 3),
      entry('a', 99, 5),
      entry('a', 99, -3), // before the period: takes the day-10 pallets, scores nothing
      entry('a', 131, -5), // after it
      entry('a', 120, 1),
    ].sort((x, y) => x.day - y.day);
    expect(scoreEntries(entries, TERMS, PERIOD)).toEqual([]);
  });

  it('never credits a negative period: the total is at least 0', () => {
    const items = scoreEntries([entry('a', 1, 5), entry('a', 110, -5)], TERMS, PERIOD);
    expect(items.map((i) => i.points)).toEqual([-5]);
    expect(statementTotal(items)).toBe(0);
  });
});
