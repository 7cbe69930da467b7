import { describe, expect, it } from 'vitest';
import { billLineFixture as line } from '../../contract/bill-line.fixture';
import { recentMonths, subtotalsByKind, sumFen } from './bill-format';

describe('sums', () => {
  const lines = [
    line({ kind: 'offset', amountFen: -6000, rateUnit: 'fenPerPallet' }),
    line({ kind: 'hire', amountFen: 105035 }),
    line({ kind: 'overdueReturn', amountFen: 12000, rateUnit: 'fenPerPallet' }),
    line({ kind: 'hire', amountFen: 1, warehouseName: '嘉定中心仓' }),
  ];

  it('adds fen as they are, credits included', () => {
    expect(sumFen(lines)).toBe(111036);
    expect(sumFen([])).toBe(0);
  });

  it('subtotals each kind present, in bill order, adding up to the total', () => {
    const subtotals = subtotalsByKind(lines);
    expect(subtotals).toEqual([
      { kind: 'hire', amountFen: 105036 },
      { kind: 'overdueReturn', amountFen: 12000 },
      { kind: 'offset', amountFen: -6000 },
    ]);
    expect(sumFen(subtotals)).toBe(sumFen(lines));
  });
});

describe('recentMonths', () => {
  it("counts back from today's month across a new year", () => {
    expect(recentMonths('2026-02-14', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
