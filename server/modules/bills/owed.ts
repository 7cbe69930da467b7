import type { DbOrTrx } from '../../db/schema';
import { statementsDb } from './tables';

/** What a company owes on its platform statements: Σ due − paid of its 待付款 payments (fen), and how many. */
export async function amountOwed(
  db: DbOrTrx,
  companyId: string,
): Promise<{ owedFen: number; unpaidCount: number }> {
  const row = await statementsDb(db)
    .selectFrom('settle_payments')
    .select((eb) => [
      eb.fn.sum<number | string | null>(eb('due_fen', '-', eb.ref('paid_fen'))).as('owed'),
      eb.fn.countAll<number | string>().as('n'),
    ])
    .where('customer_company_id', '=', companyId)
    .where('status', '=', 'unpaid')
    .executeTakeFirstOrThrow();
  return { owedFen: Number(row.owed ?? 0), unpaidCount: Number(row.n) };
}
