import type { DbOrTrx } from '../../db/schema';
import { CARRIED_COLUMNS, carriedMoney, correctionsOf, type CorrectionSource } from './corrections';
import type { BillLine, DayRange } from './model';
import { STATEMENT_LINES } from './stored-lines';
import { statementsDb } from './tables';

/**
 * The platform's statements to a customer as a CorrectionSource (money model, CORRECTIONS and
 * STATEMENTS): every holder of the customer's pallets in one statement per period. Statements are never
 * superseded, so every statement and every correction line counts.
 */
const customerStatements = (customer: string): CorrectionSource => ({
  owner: customer,
  store: STATEMENT_LINES,
  async frozen(db, firstDay, before) {
    const statements = await statementsDb(db)
      .selectFrom('settle_statements')
      .select(['id', 'period_start', 'period_end'])
      .where('customer_company_id', '=', customer)
      .where('period_end', '<', before)
      .where('period_start', '>=', firstDay)
      .execute();
    return statements.map((statement) => ({
      id: statement.id,
      holder: null,
      from: Number(statement.period_start),
      to: Number(statement.period_end),
    }));
  },
  async carried(db, firstDay, before) {
    const lines = await statementsDb(db)
      .selectFrom('settle_statement_lines as l')
      .innerJoin('settle_statements as c', 'c.id', 'l.corrects_statement_id')
      .select(['l.holder_company_id as holder', 'c.period_start', ...CARRIED_COLUMNS])
      .where('c.customer_company_id', '=', customer)
      .where('c.period_end', '<', before)
      .where('c.period_start', '>=', firstDay)
      .execute();
    return lines.map(carriedMoney);
  },
});

/** The correction lines of the customer's statement of `period` (correctionsOf). */
export function statementCorrectionLines(
  db: DbOrTrx,
  customer: string,
  period: DayRange,
): Promise<BillLine[]> {
  return correctionsOf(db, customerStatements(customer), period);
}
