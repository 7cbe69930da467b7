import { sql, type Transaction } from 'kysely';
import type { Page } from '../../../src/contract/envelope';
import { formatYuan } from '../../../src/contract/money';
import type {
  ConfirmPay,
  PayInfoDetail,
  PaymentQuery,
  PaymentRow,
  PaymentState,
} from '../../../src/contract/statements';
import type { Database, DbOrTrx } from '../../db/schema';
import { newId } from '../../db/ids';
import { businessError, fieldError } from '../../http/envelope';
import { inTransaction, iso, isoOrNull, LEDGER_LABELS, nextNumber, pageOf } from '../ledger';
import { platformBankAccount } from './bank-account';
import {
  BILL_DOCUMENT_NAMES,
  PAYMENT_STATE_NAMES,
  STATEMENT_LABELS,
  STATEMENT_TRANSITION_VERBS,
} from './labels';
import { dayText } from './period';
import { paymentStates } from './states';
import { statementsDb } from './tables';

/**
 * A confirmed statement's payment (payManagement/*, money model STATEMENTS: src/contract/statements.ts):
 * 待付款 → 已付款, paid by one or more pays, never beyond what is due.
 */

/** Prefix of a payment's human number (付款). */
const PAYMENT_NO_PREFIX = 'FK';

/** The payer: the session's company and account. */
export interface Payer {
  companyId: string;
  accountId: string;
}

/**
 * Writes the payment of a statement being confirmed (inside the confirming transaction): 待付款 for the
 * total, or 已付款 at once when the total is 0 (nothing to pay, no pay record).
 */
export async function createPayment(
  trx: Transaction<Database>,
  payment: { statementId: string; customer: string; dueFen: number; now: number },
): Promise<void> {
  const settled = payment.dueFen <= 0;
  await statementsDb(trx)
    .insertInto('settle_payments')
    .values({
      id: newId(),
      payment_no: await nextNumber(trx, PAYMENT_NO_PREFIX, payment.now),
      statement_id: payment.statementId,
      customer_company_id: payment.customer,
      due_fen: Math.max(0, payment.dueFen),
      paid_fen: 0,
      status: settled ? 'paid' : 'unpaid',
      created_at: payment.now,
      updated_at: payment.now,
      paid_at: settled ? payment.now : null,
    })
    .execute();
}

/** The customer's payments with their statement. */
const paymentsOf = (db: DbOrTrx, customer: string) =>
  statementsDb(db)
    .selectFrom('settle_payments as p')
    .innerJoin('settle_statements as s', 's.id', 'p.statement_id')
    .where('p.customer_company_id', '=', customer);

const rowColumns = [
  'p.id',
  'p.payment_no',
  'p.statement_id',
  's.statement_no',
  's.period_start',
  's.period_end',
  'p.due_fen',
  'p.paid_fen',
  'p.status',
  'p.created_at',
  'p.paid_at',
] as const;

interface StoredRow {
  id: string;
  payment_no: string;
  statement_id: string;
  statement_no: string;
  period_start: number;
  period_end: number;
  due_fen: number;
  paid_fen: number;
  status: PaymentState;
  created_at: number;
  paid_at: number | null;
}

const toRow = (row: StoredRow): PaymentRow => ({
  id: row.id,
  paymentNo: row.payment_no,
  statementId: row.statement_id,
  statementNo: row.statement_no,
  periodStart: dayText(Number(row.period_start)),
  periodEnd: dayText(Number(row.period_end)),
  dueFen: Number(row.due_fen),
  paidFen: Number(row.paid_fen),
  remainingFen: Number(row.due_fen) - Number(row.paid_fen),
  state: row.status,
  createdAt: iso(Number(row.created_at)),
  paidAt: isoOrNull(row.paid_at === null ? null : Number(row.paid_at)),
});

/** payManagement/getPayManagementList: the customer's payments, newest first, by state. */
export async function paymentList(
  db: DbOrTrx,
  customer: string,
  query: PaymentQuery,
): Promise<Page<PaymentRow>> {
  let filtered = paymentsOf(db, customer);
  if (query.state) filtered = filtered.where('p.status', '=', query.state);
  const [counted, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .select(rowColumns)
      .orderBy('s.period_end', 'desc')
      .orderBy('p.id')
      .offset((query.pageNum - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
  ]);
  return pageOf(rows.map(toRow), Number(counted.n), query);
}

async function paymentRow(db: DbOrTrx, customer: string, id: string): Promise<PaymentRow> {
  const row = await paymentsOf(db, customer).select(rowColumns).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw businessError(STATEMENT_LABELS.paymentNotFound);
  return toRow(row);
}

/** payManagement/getPayInfoDetail: the payment, its pays (oldest first) and the account to pay to. */
export async function paymentDetail(db: DbOrTrx, customer: string, id: string): Promise<PayInfoDetail> {
  const payment = await paymentRow(db, customer, id);
  const [records, bankAccount] = await Promise.all([
    statementsDb(db)
      .selectFrom('settle_pay_records as r')
      .innerJoin('accounts as a', 'a.id', 'r.payer_account_id')
      .select(['r.id', 'r.amount_fen', 'r.paid_at', 'a.user_account', 'a.username'])
      .where('r.payment_id', '=', id)
      .orderBy('r.paid_at')
      .orderBy('r.id')
      .execute(),
    platformBankAccount(db),
  ]);
  return {
    ...payment,
    records: records.map((record) => ({
      id: record.id,
      amountFen: Number(record.amount_fen),
      payerAccount: record.user_account,
      payerName: record.username,
      paidAt: iso(Number(record.paid_at)),
    })),
    bankAccount,
  };
}

/**
 * payManagement/confirmPay: one pay of a payment. The pay record is written first (a repeated requestId
 * finds it written and changes nothing), then the amount is added by one guarded update that also moves
 * the payment to 已付款 when nothing remains: `… where status = 'unpaid' and paid_fen + amount <= due_fen`.
 * Racing pays queue on the payment's row and each re-checks the guard against the committed sum, so
 * together they never pay more than is due; a pay refused by it rolls its record back.
 */
export async function confirmPay(db: DbOrTrx, payer: Payer, now: number, request: ConfirmPay): Promise<void> {
  await inTransaction(db, async (trx) => {
    const sdb = statementsDb(trx);
    const payment = await sdb
      .selectFrom('settle_payments')
      .select('id')
      .where('id', '=', request.id)
      .where('customer_company_id', '=', payer.companyId)
      .executeTakeFirst();
    if (!payment) throw businessError(STATEMENT_LABELS.paymentNotFound);
    const recorded = await sdb
      .insertInto('settle_pay_records')
      .values({
        id: newId(),
        payment_id: request.id,
        request_id: request.requestId,
        amount_fen: request.amountFen,
        payer_account_id: payer.accountId,
        paid_at: now,
      })
      .onConflict((c) => c.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return;
    const paidAfter = sql<number>`paid_fen + ${request.amountFen}`;
    const added = await sdb
      .updateTable('settle_payments')
      .set({
        paid_fen: paidAfter,
        status: sql<PaymentState>`case when ${paidAfter} >= due_fen then 'paid' else 'unpaid' end`,
        // Cast: PostgreSQL would read a bare parameter beside null as text.
        paid_at: sql<
          number | null
        >`case when ${paidAfter} >= due_fen then cast(${now} as bigint) else null end`,
        updated_at: now,
      })
      .where('id', '=', request.id)
      .where('status', '=', 'unpaid')
      .where(sql<boolean>`${paidAfter} <= due_fen`)
      .executeTakeFirst();
    if (Number(added.numUpdatedRows) === 1) return;
    const current = await sdb
      .selectFrom('settle_payments')
      .select(['status', 'due_fen', 'paid_fen'])
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    if (!paymentStates.canTransition(current.status, 'paid')) {
      throw businessError(
        LEDGER_LABELS.transitionRefused(
          BILL_DOCUMENT_NAMES.payment,
          PAYMENT_STATE_NAMES[current.status],
          STATEMENT_TRANSITION_VERBS.paid,
        ),
      );
    }
    const remaining = Number(current.due_fen) - Number(current.paid_fen);
    throw fieldError('amountFen', STATEMENT_LABELS.amountExceedsRemaining(formatYuan(remaining)));
  });
}
