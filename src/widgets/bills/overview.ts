/**
 * The figures of 账单概览 (<yp-bills view="overview">), from the first page of each list it reads: what
 * waits for the finance clerk, what is due, the pallets turning overdue soon, and the monthly rent.
 */
import type { ClientBillRow } from '../../contract/bills';
import type { OverdueCustomerRow } from '../../contract/customers';
import type { Page } from '../../contract/envelope';
import type { PaymentRow, StatementRow } from '../../contract/statements';
import type { ChartData } from '../../ui/charts';
import { formatFen, formatMonth } from '../../core';

/** How many rows the overview reads of each list (the server's page size limit). */
export const OVERVIEW_PAGE_SIZE = 100;
/** The months of rent the chart shows. */
export const RENT_MONTHS = 12;

/** A count and a sum of fen; `partial` when the list has more rows than the page summed. */
export interface Figure {
  count: number;
  fen: number;
  partial: boolean;
}

const figureOf = <T>(page: Page<T>, fen: (row: T) => number): Figure => ({
  count: page.total,
  fen: page.list.reduce((sum, row) => sum + fen(row), 0),
  partial: page.total > page.list.length,
});

/** 待审核客户账单: the pending client bills and their total. */
export const pendingBillsFigure = (page: Page<ClientBillRow>) => figureOf(page, (row) => row.totalFen);
/** 待确认结算单: the platform's statements waiting for confirmation and their total. */
export const pendingStatementsFigure = (page: Page<StatementRow>) => figureOf(page, (row) => row.totalFen);
/** 待付款: the unpaid payments and what remains to pay on them. */
export const amountDueFigure = (page: Page<PaymentRow>) => figureOf(page, (row) => row.remainingFen);

/** 7 日内将超期: pallets turning overdue within 7 days, and how many clients hold them. */
export function overdueRiskOf(page: Page<OverdueCustomerRow>): { pallets: number; clients: number } {
  const atRisk = page.list.filter((row) => row.dueWithin7Days > 0);
  return {
    pallets: atRisk.reduce((sum, row) => sum + row.dueWithin7Days, 0),
    clients: new Set(atRisk.map((row) => row.clientCompanyId)).size,
  };
}

/**
 * 月度租金: the platform statements' totals by the month their period ends in, oldest first (the list
 * answers newest first), fen drawn and tabled as 元.
 */
export function monthlyRentChart(statements: readonly StatementRow[], seriesName: string): ChartData {
  const months = [...statements].reverse();
  return {
    kind: 'bar',
    categories: months.map((row) => formatMonth(row.periodEnd)),
    series: [{ name: seriesName, values: months.map((row) => row.totalFen) }],
    format: formatFen,
  };
}
