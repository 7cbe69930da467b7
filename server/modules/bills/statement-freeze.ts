import type { DbOrTrx } from '../../db/schema';
import { newId } from '../../db/ids';
import { inTransaction, nextNumber, shanghaiDay } from '../ledger';
import { recordWebhookEvent } from '../webhooks';
import { billIssued } from './bill-event';
import { billLines } from './engine';
import { lastClosedPeriod } from './freeze';
import { statementCorrectionLines } from './statement-corrections';
import type { DayRange } from './model';
import { STATEMENT_LINES, totalOf, writeLines } from './stored-lines';
import { statementsDb } from './tables';

/**
 * Frozen platform statements (money model, STATEMENTS: src/contract/statements.ts): a closed period's
 * statement of every pallet the customer owns, any holder, its lines stored and traced to the ledger.
 */

/** Prefix of a statement's human number (结算). */
const STATEMENT_NO_PREFIX = 'JS';

async function hasStatement(db: DbOrTrx, customer: string, period: DayRange): Promise<boolean> {
  const row = await statementsDb(db)
    .selectFrom('settle_statements')
    .select('id')
    .where('customer_company_id', '=', customer)
    .where('period_start', '=', period.from)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Freezes the customer's statement of a closed period (its end before today): one 待确认 statement with
 * the engine's lines over every balance the customer owns and the corrections of the statements before
 * it (CORRECTIONS), even at 0 fen, in one transaction that also
 * tells the customer's webhooks (bill.issued). Freezing it again writes nothing. Returns the statement's id, or null when it existed already.
 */
export async function freezeStatement(
  db: DbOrTrx,
  customer: string,
  period: DayRange,
  now: number,
): Promise<string | null> {
  if (period.to >= shanghaiDay(now)) throw new Error(`period ending on day ${period.to} is not closed yet`);
  return inTransaction(db, async (trx) => {
    // Asked again inside the transaction: two readers of the list may freeze the same period at once.
    if (await hasStatement(trx, customer, period)) return null;
    const lines = [
      ...(await billLines(trx, { owner: customer, ...period })),
      ...(await statementCorrectionLines(trx, customer, period)),
    ];
    const id = newId();
    const written = await statementsDb(trx)
      .insertInto('settle_statements')
      .values({
        id,
        statement_no: await nextNumber(trx, STATEMENT_NO_PREFIX, now),
        biller_company_id: null,
        customer_company_id: customer,
        period_start: period.from,
        period_end: period.to,
        total_fen: totalOf(lines),
        status: 'pending',
        created_at: now,
        updated_at: now,
        confirmed_at: null,
        confirmed_by: null,
        request_id: `statement:${customer}:${period.from}`,
      })
      .onConflict((c) => c.doNothing())
      .returning(['id', 'statement_no'])
      .executeTakeFirst();
    if (!written) return null;
    await writeLines(trx, STATEMENT_LINES, id, lines);
    const event = billIssued('statement', id, written.statement_no, {
      biller_company_id: null,
      billed_company_id: customer,
      period_start: period.from,
      period_end: period.to,
      total_fen: totalOf(lines),
    });
    await recordWebhookEvent(trx, customer, 'bill.issued', event, now);
    return id;
  });
}

/**
 * getSettleStatementList's lazy freeze: the customer's most recently closed period, when it has no
 * statement yet. Most reads find one, and then open no transaction.
 */
export async function freezeLastClosedStatement(db: DbOrTrx, customer: string, now: number): Promise<void> {
  const period = await lastClosedPeriod(db, customer, now);
  if (await hasStatement(db, customer, period)) return;
  await freezeStatement(db, customer, period, now);
}
