import type { WarehouseBillRow } from '../../../../src/contract/bill-items';
import { BILL_LINE_KINDS, type BillLineRow } from '../../../../src/contract/bills';
import type { Page } from '../../../../src/contract/envelope';
import type { Paging } from '../../../http/paged-list';
import { pageSlice } from './page-slice';

/**
 * warehouseBillList: the bill's lines split per client warehouse (in the bill's line order, so by
 * warehouse), each with its fen per line kind and its total; the rows add up to the bill's total.
 */
export function warehouseBillPage(
  lines: readonly BillLineRow[],
  warehouseId: string | undefined,
  paging: Paging,
): Page<WarehouseBillRow> {
  const rows = new Map<string, WarehouseBillRow>();
  for (const line of lines) {
    if (warehouseId !== undefined && line.warehouseId !== warehouseId) continue;
    const row =
      rows.get(line.warehouseId) ??
      rows
        .set(line.warehouseId, {
          warehouseId: line.warehouseId,
          warehouseName: line.warehouseName,
          amounts: [],
          totalFen: 0,
          lines: [],
        })
        .get(line.warehouseId)!;
    row.lines.push(line);
    row.totalFen += line.amountFen;
  }
  const all = [...rows.values()].map((row) => ({
    ...row,
    amounts: BILL_LINE_KINDS.flatMap((kind) => {
      const ofKind = row.lines.filter((line) => line.kind === kind);
      return ofKind.length === 0
        ? []
        : [{ kind, amountFen: ofKind.reduce((sum, line) => sum + line.amountFen, 0) }];
    }),
  }));
  return pageSlice(all, paging);
}

/**
 * searchAmendmentItemList: the bill's correction lines (money model, CORRECTIONS: a late change to a
 * frozen period carried to the next), each naming the bill and kind it corrects.
 */
export function amendmentPage(lines: readonly BillLineRow[], paging: Paging): Page<BillLineRow> {
  return pageSlice(
    lines.filter((line) => line.kind === 'correction'),
    paging,
  );
}
