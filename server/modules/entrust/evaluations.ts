import type { Evaluation, EvaluationInput } from '../../../src/contract/freight';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { iso } from '../ledger';
import type { EntrustActor } from './demand-row';
import { ENTRUST_LABELS } from './labels';
import { entrustDb, type EvaluationsTable } from './tables';

const toEvaluation = (row: EvaluationsTable): Evaluation => ({
  id: row.id,
  carrierOrderId: row.carrier_order_id,
  stars: Number(row.stars),
  content: row.content,
  evaluatorName: row.evaluator_name,
  createdAt: iso(Number(row.created_at)),
});

/** The evaluation of a carrier order, or null (carrier-orders shows it on the order's detail). */
export async function evaluationOf(db: DbOrTrx, carrierOrderId: string): Promise<Evaluation | null> {
  const row = await entrustDb(db)
    .selectFrom('entrust_evaluations')
    .selectAll()
    .where('carrier_order_id', '=', carrierOrderId)
    .executeTakeFirst();
  return row ? toEvaluation(row) : null;
}

/**
 * entrustDemandOrder/evaluate: the shipper rates the carrier of a completed carrier order, once (the
 * carrier order's id is unique among evaluations: a second call, racing or not, is refused).
 */
export async function evaluate(
  db: DbOrTrx,
  actor: EntrustActor,
  now: number,
  input: EvaluationInput,
): Promise<Evaluation> {
  const order = await entrustDb(db)
    .selectFrom('entrust_demand_orders')
    .select(['id', 'status', 'carrier_company_id'])
    .where('carrier_order_id', '=', input.carrierOrderId)
    .where('company_id', '=', actor.companyId)
    .executeTakeFirst();
  if (!order || order.carrier_company_id === null) throw businessError(ENTRUST_LABELS.carrierOrderNotFound);
  if (order.status !== 'completed') throw businessError(ENTRUST_LABELS.evaluateNotCompleted);
  const inserted = await entrustDb(db)
    .insertInto('entrust_evaluations')
    .values({
      id: newId(),
      carrier_order_id: input.carrierOrderId,
      demand_order_id: order.id,
      company_id: actor.companyId,
      carrier_company_id: order.carrier_company_id,
      stars: input.stars,
      content: input.content.trim(),
      evaluator_account_id: actor.accountId,
      evaluator_name: actor.username,
      created_at: now,
    })
    .onConflict((c) => c.column('carrier_order_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) throw businessError(ENTRUST_LABELS.alreadyEvaluated);
  return toEvaluation(inserted);
}

/** entrustDemandOrder/evaluateDetail: either party of the carrier order reads its evaluation (null: none yet). */
export async function evaluationDetail(
  db: DbOrTrx,
  companyId: string,
  carrierOrderId: string,
): Promise<Evaluation | null> {
  const party = await entrustDb(db)
    .selectFrom('entrust_demand_orders')
    .select('id')
    .where('carrier_order_id', '=', carrierOrderId)
    .where((eb) => eb.or([eb('company_id', '=', companyId), eb('carrier_company_id', '=', companyId)]))
    .executeTakeFirst();
  if (!party) throw businessError(ENTRUST_LABELS.carrierOrderNotFound);
  return evaluationOf(db, carrierOrderId);
}
