/**
 * What only the views of a bill need: the sums they show (integer fen, added without
 * rounding, as src/contract/bills.ts says). How a line reads (rates, quantities, days, order) is shared
 * with the bill's XLSX and PDF: src/contract/bill-format.ts.
 */
import { BILL_LINE_KINDS, type BillLineKind, type BillLineRow } from '../../contract/bills';

/** The sum of amounts in fen, as the bill's total is: never rounded again. */
export function sumFen(items: readonly { amountFen: number }[]): number {
  return items.reduce((sum, item) => sum + item.amountFen, 0);
}

/** Each kind the bill has, in bill order, with the sum of its lines. */
export function subtotalsByKind(lines: readonly BillLineRow[]): { kind: BillLineKind; amountFen: number }[] {
  return BILL_LINE_KINDS.map((kind) => ({ kind, lines: lines.filter((line) => line.kind === kind) }))
    .filter(({ lines: ofKind }) => ofKind.length > 0)
    .map(({ kind, lines: ofKind }) => ({ kind, amountFen: sumFen(ofKind) }));
}

/** The 账期 filter's months (yyyy-MM), newest first: the month of `today` and the `count - 1` before it. */
export function recentMonths(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + month - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
