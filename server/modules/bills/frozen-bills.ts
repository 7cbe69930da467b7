import type { ClientBillDetail, ClientBillRow, FrozenBillState } from '../../../src/contract/bills';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { withNames } from './line-names';
import { BILL_LABELS } from './labels';
import type { DayRange } from './model';
import { dayText } from './period';
import { CLIENT_BILL_LINES, readLines } from './stored-lines';
import { billsDb } from './tables';

/** Frozen client bills as the calls answer them: the stored bill and lines, never recomputed. */

const rowColumns = [
  'b.id',
  'b.bill_no',
  'b.billed_company_id',
  'c.name',
  'b.period_start',
  'b.period_end',
  'b.total_fen',
  'b.status',
  'b.reject_reason',
  'b.superseded_by',
] as const;

/** The biller's frozen bills joined with the client's name. */
const billsOf = (db: DbOrTrx, biller: string) =>
  billsDb(db)
    .selectFrom('bills as b')
    .innerJoin('companies as c', 'c.id', 'b.billed_company_id')
    .where('b.biller_company_id', '=', biller);

interface StoredRow {
  id: string;
  bill_no: string;
  billed_company_id: string;
  name: string;
  period_start: number;
  period_end: number;
  total_fen: number;
  status: FrozenBillState;
  reject_reason: string | null;
  superseded_by: string | null;
}

const toRow = (row: StoredRow): ClientBillRow => ({
  id: row.id,
  billNo: row.bill_no,
  clientCompanyId: row.billed_company_id,
  clientName: row.name,
  periodStart: dayText(row.period_start),
  periodEnd: dayText(row.period_end),
  computedTo: dayText(row.period_end),
  totalFen: Number(row.total_fen),
  state: row.status,
  rejectReason: row.reject_reason,
  supersededBy: row.superseded_by,
});

export interface FrozenFilters {
  clientCompanyId?: string;
  state?: FrozenBillState;
  /** Days the period's end falls in (a month). */
  periodEnd?: DayRange;
}

/** One page of the biller's frozen bills, newest period first, and how many match. */
export async function frozenClientBills(
  db: DbOrTrx,
  biller: string,
  filters: FrozenFilters,
  window: { offset: number; limit: number },
): Promise<{ rows: ClientBillRow[]; total: number }> {
  let query = billsOf(db, biller);
  if (filters.clientCompanyId) query = query.where('b.billed_company_id', '=', filters.clientCompanyId);
  if (filters.state) query = query.where('b.status', '=', filters.state);
  if (filters.periodEnd) {
    query = query
      .where('b.period_end', '>=', filters.periodEnd.from)
      .where('b.period_end', '<=', filters.periodEnd.to);
  }
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    window.limit > 0
      ? query
          .select(rowColumns)
          .orderBy('b.period_end', 'desc')
          .orderBy('c.name')
          .orderBy('b.created_at', 'desc')
          .orderBy('b.id')
          .offset(window.offset)
          .limit(window.limit)
          .execute()
      : [],
  ]);
  return { rows: rows.map(toRow), total: Number(counted.n) };
}

/** A frozen bill of the biller's with its stored lines; another company's bill is not found. */
export async function frozenClientBillRow(db: DbOrTrx, biller: string, id: string): Promise<ClientBillRow> {
  const row = await billsOf(db, biller).select(rowColumns).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw businessError(BILL_LABELS.billNotFound);
  return toRow(row);
}

/** clientCustomerBill/billDetail of a frozen bill: its stored lines, traced by bill_line_entries. */
export async function frozenClientBillDetail(
  db: DbOrTrx,
  biller: string,
  id: string,
): Promise<ClientBillDetail> {
  const bill = await frozenClientBillRow(db, biller, id);
  const lines = await readLines(db, CLIENT_BILL_LINES, id, {
    owner: biller,
    holder: bill.clientCompanyId,
  });
  return { ...bill, lines: await withNames(db, lines) };
}
