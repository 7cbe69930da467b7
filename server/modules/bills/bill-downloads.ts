import {
  billLineDaysText,
  billLineKindText,
  billQuantityUnit,
  billRateYuan,
  formatBillQuantity,
  formatBillRate,
  formatDayRange,
  orderBillLines,
  wireDay,
} from '../../../src/contract/bill-format';
import type { BillLineRow, ClientBillDetail, ClientBillDetailQuery } from '../../../src/contract/bills';
import { formatDate, formatMinute } from '../../../src/contract/date-format';
import { formatYuan, yuanValue } from '../../../src/contract/money';
import { PLATFORM_NAME } from '../../../src/contract/platform';
import { formatTrayType } from '../../../src/contract/tray-type';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import type { ExportColumn } from '../../http/export';
import type { PdfDocumentSpec } from '../../pdf';
import { clientBillDetail } from './client-bill-detail';
import { BILL_DOCUMENT_LABELS as L } from './labels';

/**
 * A client bill's downloads — its lines as CSV/XLSX and the bill as a PDF — read from the same bill that
 * billDetail answers and shown with the same formatters as the screen (src/contract/bill-format.ts,
 * formatYuan), so the three agree to the fen.
 */

/**
 * The bill and who issues it (the session's company): the bill billDetail answers for the same query (a
 * client's live bill or a frozen bill's stored lines); another company's client or bill is not found.
 */
export async function clientBillToDownload(
  db: DbOrTrx,
  session: Session,
  now: number,
  query: ClientBillDetailQuery,
) {
  const bill = await clientBillDetail(db, session, now, query);
  const biller = await db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', session.companyId)
    .executeTakeFirstOrThrow();
  return { bill, billerName: biller.name };
}

/** A row of the export: a bill line, or the closing 合计 row (the bill's total). */
export type BillExportRow = { line: BillLineRow } | { totalFen: number };

/** The export's rows: the lines in bill order, then 合计. */
export async function* billExportRows(bill: ClientBillDetail): AsyncGenerator<BillExportRow> {
  for (const line of orderBillLines(bill.lines)) yield { line };
  yield { totalFen: bill.totalFen };
}

/** A column that only bill lines fill (the 合计 row leaves it empty). */
const lineColumn = (
  header: () => string,
  value: (line: BillLineRow) => string | number,
  width?: number,
): ExportColumn<BillExportRow> => ({
  header,
  value: (row) => ('line' in row ? value(row.line) : null),
  ...(width ? { width } : {}),
});

/** Quantities, rates and amounts are numbers (in 元 for money), so a spreadsheet can add them up. */
export const BILL_EXPORT_COLUMNS: readonly ExportColumn<BillExportRow>[] = [
  {
    header: () => L.columns.warehouse,
    value: (row) => ('line' in row ? row.line.warehouseName : L.total),
    width: 20,
  },
  lineColumn(() => L.columns.trayType, formatTrayType, 20),
  lineColumn(
    () => L.columns.kind,
    (line) => billLineKindText(line),
    12,
  ),
  // The days stay yyyy-MM-dd in every language: a spreadsheet or an ERP import reads this cell.
  lineColumn(
    () => L.columns.billedDays,
    (line) => billLineDaysText(line, wireDay),
    30,
  ),
  lineColumn(
    () => L.columns.quantity,
    (line) => line.quantity,
    12,
  ),
  lineColumn(
    () => L.columns.unit,
    (line) => billQuantityUnit(line.rateUnit),
    8,
  ),
  lineColumn(
    () => L.columns.rate,
    (line) => billRateYuan(line.rate, line.rateUnit),
    12,
  ),
  {
    header: () => L.columns.amount,
    value: (row) => yuanValue('line' in row ? row.line.amountFen : row.totalFen),
    width: 14,
  },
];

/** The bill as a PDF document: who bills whom for which days, its lines, and its total. */
export function clientBillDocument(
  bill: ClientBillDetail,
  billerName: string,
  printedAt: number,
): PdfDocumentSpec {
  return {
    title: L.title,
    fields: [
      { label: L.fields.client, value: bill.clientName },
      { label: L.fields.biller, value: billerName },
      { label: L.fields.period, value: formatDayRange(bill.periodStart, bill.periodEnd) },
      { label: L.fields.computedTo, value: formatDate(bill.computedTo) },
      { label: L.fields.total, value: formatYuan(bill.totalFen) },
    ],
    tables: [
      {
        caption: L.linesCaption,
        // On A4 portrait: a 4-decimal rate with its unit and amounts in the millions fit on one line;
        // a range of days wraps after 至, a corrected bill's number stays on one line before it.
        columns: [
          { header: L.columns.warehouse, width: 1.2 },
          { header: L.columns.trayType, width: 1.7 },
          { header: L.columns.kind, width: 0.9 },
          { header: L.columns.billedDays, width: 2.0 },
          { header: L.columns.quantity, align: 'right', width: 1.2 },
          { header: L.columns.rate, align: 'right', width: 1.6 },
          { header: L.columns.amount, kind: 'money', width: 1.6 },
        ],
        rows: orderBillLines(bill.lines).map((line) => [
          line.warehouseName,
          formatTrayType(line),
          billLineKindText(line),
          billLineDaysText(line),
          formatBillQuantity(line.quantity, line.rateUnit),
          formatBillRate(line.rate, line.rateUnit),
          line.amountFen,
        ]),
        total: [L.total, null, null, null, null, null, bill.totalFen],
      },
    ],
    footer: L.footer(PLATFORM_NAME, formatMinute(printedAt)),
  };
}

/** The PDF's file name: 客户对账单_<client>_<period>.pdf */
export const clientBillPdfName = (bill: ClientBillDetail): string =>
  L.pdfFileName(bill.clientName, bill.periodStart, bill.periodEnd);
