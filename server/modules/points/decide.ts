import type { ConfirmPointsStatement, RejectPointsStatement } from '../../../src/contract/points';
import type { DbOrTrx } from '../../db/schema';
import { businessError, fieldError } from '../../http/envelope';
import { inTransaction, transitionDocument } from '../ledger';
import { bookPoints } from './book';
import { POINTS_LABELS } from './labels';
import { pointsStatementKind } from './states';
import { pointsDb } from './tables';

/** Who decides: the statement's company and the account (the session's; the demo seed's demo_center). */
export interface PointsDecider {
  companyId: string;
  accountId: string;
}

type Decision = ({ to: 'confirmed' } & ConfirmPointsStatement) | ({ to: 'rejected' } & RejectPointsStatement);

/**
 * incomeRecord/confirmUpstreamIntegralStatements and rejectedUpstreamIntegralStatements: the company's
 * decision on a 待确认 statement. Confirming credits the total to the pool in the same transaction;
 * rejecting records the reason and leaves the pool as it is. Repeating a decision changes nothing (and
 * credits nothing); another company's statement is not found.
 */
export async function decidePointsStatement(
  db: DbOrTrx,
  decider: PointsDecider,
  now: number,
  decision: Decision,
): Promise<void> {
  const reason = decision.to === 'rejected' ? decision.reason.trim() : '';
  if (decision.to === 'rejected' && reason === '')
    throw fieldError('reason', POINTS_LABELS.rejectReasonRequired);
  await inTransaction(db, async (trx) => {
    const statement = await pointsDb(trx)
      .selectFrom('points_statements')
      .select(['id', 'status', 'statement_no', 'total_points'])
      .where('id', '=', decision.id)
      .where('company_id', '=', decider.companyId)
      .executeTakeFirst();
    if (!statement) throw businessError(POINTS_LABELS.statementNotFound);
    const moved = await transitionDocument(trx, {
      ...pointsStatementKind,
      id: statement.id,
      from: statement.status,
      to: decision.to,
      now,
      set: {
        decided_at: now,
        decided_by: decider.accountId,
        ...(decision.to === 'rejected' ? { reject_reason: reason } : {}),
      },
    });
    const total = Number(statement.total_points);
    // Only the call that moved the statement credits it: a repeat (or a racing twin) finds it confirmed.
    if (!moved || decision.to !== 'confirmed' || total === 0) return;
    await bookPoints(
      trx,
      { companyId: decider.companyId, accountId: null },
      total,
      { source: 'statement', sourceId: statement.id, sourceNo: statement.statement_no },
      now,
    );
  });
}
