import {
  settlementTotal,
  type CarrierOrderDetail,
  type SignCarrierOrderRequest,
} from '../../../src/contract/freight';
import type { Session } from '../../auth/sessions';
import { newId } from '../../db/ids';
import type { AppDeps } from '../../deps';
import { fieldError } from '../../http/envelope';
import { formatYuan } from '../../../src/contract/money';
import { carrierOrderDetail } from './detail';
import { CARRIER_LABELS } from './labels';
import { orderOf } from './order-row';
import { carrierDb } from './tables';
import { actorOf, admitAction, moveCarrierOrder } from './transition';

/** carrierOrderManagement/reachLoad (待装货 → 到达装货地) and /reachUnload (已装货 → 到达卸货地): the carrier's. */
export async function reach(
  deps: AppDeps,
  session: Session,
  action: 'reachLoad' | 'reachUnload',
  id: string,
): Promise<CarrierOrderDetail> {
  const order = await orderOf(deps.db, session.companyId, id);
  await admitAction(deps, session, order, action);
  await moveCarrierOrder(deps, actorOf(session), order, { action, remark: '' });
  return carrierOrderDetail(deps.db, session.companyId, id);
}

/** carrierOrderManagement/cancel: either party, before loading, with a reason. */
export async function cancelCarrierOrder(
  deps: AppDeps,
  session: Session,
  request: { id: string; reason: string },
): Promise<CarrierOrderDetail> {
  const reason = request.reason.trim();
  if (reason === '') throw fieldError('reason', CARRIER_LABELS.cancelReasonRequired);
  const order = await orderOf(deps.db, session.companyId, request.id);
  await admitAction(deps, session, order, 'cancel');
  await moveCarrierOrder(deps, actorOf(session), order, {
    action: 'cancel',
    remark: reason,
    cancelReason: reason,
  });
  return carrierOrderDetail(deps.db, session.companyId, request.id);
}

/**
 * carrierOrderManagement/sign: the shipper signs for the delivery (已卸货 → 已完成); its settlement line
 * (the agreed price plus the adjustments, never below 0: settlementTotal) is written in the same
 * transaction. Adjustment amounts are integer fen (the schema) and every reason is required.
 */
export async function signCarrierOrder(
  deps: AppDeps,
  session: Session,
  request: SignCarrierOrderRequest,
): Promise<CarrierOrderDetail> {
  const adjustments = request.adjustments.map((line) => ({
    reason: line.reason.trim(),
    amountFen: line.amountFen,
  }));
  const blank = adjustments.findIndex((line) => line.reason === '');
  if (blank >= 0) throw fieldError(`adjustments[${blank}].reason`, CARRIER_LABELS.adjustmentReason);
  const order = await orderOf(deps.db, session.companyId, request.id);
  await admitAction(deps, session, order, 'sign');
  const totalFen = settlementTotal(order.price_fen, adjustments);
  await moveCarrierOrder(deps, actorOf(session), order, {
    action: 'sign',
    remark: `结算金额 ${formatYuan(totalFen)} 元`,
    async within(trx, _order, now) {
      await carrierDb(trx)
        .insertInto('entrust_settlement_lines')
        .values({
          id: newId(),
          carrier_order_id: order.id,
          shipper_company_id: order.shipper_company_id,
          carrier_company_id: order.carrier_company_id,
          price_fen: order.price_fen,
          adjustments: JSON.stringify(adjustments),
          total_fen: totalFen,
          completed_at: now,
        })
        .execute();
    },
  });
  return carrierOrderDetail(deps.db, session.companyId, request.id);
}
