import type { Page } from '../../../src/contract/envelope';
import type {
  PaymentState,
  StatementDetail,
  StatementQuery,
  StatementRow,
  StatementState,
} from '../../../src/contract/statements';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { inTransaction, isoOrNull, pageOf, transitionDocument } from '../ledger';
import { withNames } from './line-names';
import { STATEMENT_LABELS } from './labels';
import { createPayment } from './payments';
import { dayText, monthDays } from './period';
import { statementKind } from './states';
import { freezeLastClosedStatement } from './statement-freeze';
import { STATEMENT_LINES, readLines } from './stored-lines';
import { statementsDb } from './tables';

/**
 * The platform's statements to a customer (settlementManagement/*) as the calls answer them: the stored
 * statements and lines, never recomputed; another company's statement is not found.
 */

/** The company whose statements a call reads, and the account that acts (the session's). */
export interface StatementActor {
  companyId: string;
  accountId: string;
}

/** The customer's statements with their payment (confirmed statements have one). */
const statementsOf = (db: DbOrTrx, customer: string) =>
  statementsDb(db)
    .selectFrom('settle_statements as s')
    .leftJoin('settle_payments as p', 'p.statement_id', 's.id')
    .where('s.customer_company_id', '=', customer);

const rowColumns = [
  's.id',
  's.statement_no',
  's.period_start',
  's.period_end',
  's.total_fen',
  's.status',
  's.confirmed_at',
  'p.id as payment_id',
  'p.status as payment_status',
] as const;

interface StoredRow {
  id: string;
  statement_no: string;
  period_start: number;
  period_end: number;
  total_fen: number;
  status: StatementState;
  confirmed_at: number | null;
  payment_id: string | null;
  payment_status: PaymentState | null;
}

const toRow = (row: StoredRow): StatementRow => ({
  id: row.id,
  statementNo: row.statement_no,
  periodStart: dayText(Number(row.period_start)),
  periodEnd: dayText(Number(row.period_end)),
  totalFen: Number(row.total_fen),
  state: row.status,
  confirmedAt: isoOrNull(row.confirmed_at === null ? null : Number(row.confirmed_at)),
  paymentId: row.payment_id,
  paymentState: row.payment_status,
});

/**
 * settlementManagement/getSettleStatementList: the customer's statements, newest period first, filtered
 * by state and by the month the period ends in. Reading it freezes the most recently closed period first.
 */
export async function statementList(
  db: DbOrTrx,
  customer: string,
  now: number,
  query: StatementQuery,
): Promise<Page<StatementRow>> {
  await freezeLastClosedStatement(db, customer, now);
  let filtered = statementsOf(db, customer);
  if (query.state) filtered = filtered.where('s.status', '=', query.state);
  if (query.periodMonth) {
    const month = monthDays(query.periodMonth);
    filtered = filtered.where('s.period_end', '>=', month.from).where('s.period_end', '<=', month.to);
  }
  const [counted, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .select(rowColumns)
      .orderBy('s.period_end', 'desc')
      .orderBy('s.id')
      .offset((query.pageNum - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
  ]);
  return pageOf(rows.map(toRow), Number(counted.n), query);
}

/** One of the customer's statements; another company's is not found. */
export async function statementRow(db: DbOrTrx, customer: string, id: string): Promise<StatementRow> {
  const row = await statementsOf(db, customer).select(rowColumns).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw businessError(STATEMENT_LABELS.statementNotFound);
  return toRow(row);
}

/** settlementManagement/getRentSettleStatementDetail: the statement and its stored lines, traced. */
export async function rentStatementDetail(
  db: DbOrTrx,
  customer: string,
  id: string,
): Promise<StatementDetail> {
  const statement = await statementRow(db, customer, id);
  const lines = await readLines(db, STATEMENT_LINES, id, { owner: customer });
  return { ...statement, lines: await withNames(db, lines, STATEMENT_LINES) };
}

/**
 * settlementManagement/confirmSettleStatement: 待确认 → 已确认, and in the same transaction its payment
 * (待付款 for the total; already 已付款 at 0 fen). Repeating it changes nothing.
 */
export async function confirmStatement(
  db: DbOrTrx,
  actor: StatementActor,
  now: number,
  id: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const statement = await statementsDb(trx)
      .selectFrom('settle_statements')
      .select(['id', 'status', 'total_fen', 'customer_company_id'])
      .where('id', '=', id)
      .where('customer_company_id', '=', actor.companyId)
      .executeTakeFirst();
    if (!statement) throw businessError(STATEMENT_LABELS.statementNotFound);
    const moved = await transitionDocument(trx, {
      ...statementKind,
      id,
      from: statement.status,
      to: 'confirmed',
      now,
      set: { confirmed_at: now, confirmed_by: actor.accountId },
    });
    if (moved) {
      await createPayment(trx, {
        statementId: id,
        customer: actor.companyId,
        dueFen: Number(statement.total_fen),
        now,
      });
    }
  });
}
