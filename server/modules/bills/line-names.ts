import type { BillCorrectionOf, BillLineRow } from '../../../src/contract/bills';
import type { DbOrTrx } from '../../db/schema';
import { referenceDb } from '../stock';
import { rateUnitOf, type BillLine } from './model';
import { dayText } from './period';
import { CLIENT_BILL_LINES, type LineStore } from './stored-lines';
import { statementsDb } from './tables';

/**
 * The lines as the wire shows them: warehouse and tray type names, days as dates, the rate's unit, and
 * the number and period of the document (in the store's document table) a correction corrects.
 */
export async function withNames(
  db: DbOrTrx,
  lines: readonly BillLine[],
  store: LineStore = CLIENT_BILL_LINES,
): Promise<BillLineRow[]> {
  if (lines.length === 0) return [];
  const rdb = referenceDb(db);
  const [warehouses, trayTypes, corrected] = await Promise.all([
    rdb
      .selectFrom('warehouses')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(lines.map((line) => line.warehouseId))])
      .execute(),
    rdb.selectFrom('tray_types').select(['code', 'name']).execute(),
    correctedDocuments(db, store, lines),
  ]);
  const warehouseName = new Map(warehouses.map((row) => [row.id, row.name]));
  const trayTypeName = new Map(trayTypes.map((row) => [row.code, row.name]));
  return lines.map((line) => ({
    kind: line.kind,
    warehouseId: line.warehouseId,
    warehouseName: warehouseName.get(line.warehouseId) ?? '',
    trayTypeCode: line.trayTypeCode,
    trayTypeName: trayTypeName.get(line.trayTypeCode) ?? '',
    priceId: line.priceId,
    firstDay: dayText(line.firstDay),
    lastDay: dayText(line.lastDay),
    quantity: line.quantity,
    rate: line.rate,
    rateUnit: rateUnitOf(line.kind),
    amountFen: line.amountFen,
    entryIds: line.entryIds,
    corrects: line.corrects ? { ...corrected.get(line.corrects.billId)!, kind: line.corrects.kind } : null,
  }));
}

/** The number and period of each document the correction lines among `lines` correct, by id. */
async function correctedDocuments(
  db: DbOrTrx,
  store: LineStore,
  lines: readonly BillLine[],
): Promise<Map<string, Omit<BillCorrectionOf, 'kind'>>> {
  const ids = [...new Set(lines.flatMap((line) => (line.corrects ? [line.corrects.billId] : [])))];
  if (ids.length === 0) return new Map();
  const documents = await statementsDb(db)
    .selectFrom(store.documents)
    .select(['id', `${store.documentNo} as number`, 'period_start', 'period_end'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    documents.map((document) => [
      document.id,
      {
        billId: document.id,
        billNo: document.number,
        periodStart: dayText(document.period_start),
        periodEnd: dayText(document.period_end),
      },
    ]),
  );
}
