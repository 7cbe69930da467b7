import { describe, expect, it } from 'vitest';
import type { StatementRow } from '../../contract/statements';
import { amountDueFigure, monthlyRentChart, overdueRiskOf, pendingBillsFigure } from './overview';

const page = <T>(list: T[], total = list.length) => ({ list, total, pageNum: 1, pageSize: 100, pages: 1 });

const statement = (periodEnd: string, totalFen: number) => ({ periodEnd, totalFen }) as StatementRow;

describe('账单概览 figures', () => {
  it('counts the whole list and sums the page, saying when the page is not the whole list', () => {
    const bills = [{ totalFen: 1_250 }, { totalFen: 3_000 }] as never[];
    expect(pendingBillsFigure(page(bills))).toEqual({ count: 2, fen: 4_250, partial: false });
    expect(pendingBillsFigure(page(bills, 140))).toEqual({ count: 140, fen: 4_250, partial: true });
    const payments = [{ remainingFen: 500 }, { remainingFen: 0 }] as never[];
    expect(amountDueFigure(page(payments))).toEqual({ count: 2, fen: 500, partial: false });
  });

  it('adds up the pallets turning overdue within 7 days and counts their clients once', () => {
    const rows = [
      { clientCompanyId: 'a', dueWithin7Days: 4 },
      { clientCompanyId: 'a', dueWithin7Days: 6 },
      { clientCompanyId: 'b', dueWithin7Days: 0 },
      { clientCompanyId: 'c', dueWithin7Days: 1 },
    ] as never[];
    expect(overdueRiskOf(page(rows))).toEqual({ pallets: 11, clients: 2 });
  });

  it('charts the statements oldest month first, in fen shown as 元', () => {
    const chart = monthlyRentChart(
      [statement('2026-11-20', 123_456), statement('2026-10-20', 100), statement('2026-09-20', 0)],
      '租金',
    );
    expect(chart.categories).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(chart.series).toEqual([{ name: '租金', values: [0, 100, 123_456] }]);
    expect(chart.format(123_456)).toBe('¥1,234.56');
  });
});
