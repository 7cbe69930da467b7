import type {
  AssignVehicleRequest,
  CarrierOrderDetail,
  VehicleAuditRequest,
} from '../../../src/contract/freight';
import type { Session } from '../../auth/sessions';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { businessError, fieldError } from '../../http/envelope';
import { carrierOrderDetail } from './detail';
import { CARRIER_LABELS } from './labels';
import { orderOf, partyOrders, type CarrierOrderRow } from './order-row';
import { carrierDb } from './tables';
import { actorOf, admitAction, moveCarrierOrder } from './transition';

/**
 * carrierOrderManagement/modifyVehicle: the carrier assigns a vehicle and driver (待派车), or changes the
 * one waiting for audit or approved (before loading): a new assignment, pending audit, and the one it
 * replaces is marked replaced. The plate and mobile rules are the route's schema (2003 naming the field).
 */
export async function assignVehicle(
  deps: AppDeps,
  session: Session,
  request: AssignVehicleRequest,
): Promise<CarrierOrderDetail> {
  const order = await orderOf(deps.db, session.companyId, request.id);
  await admitAction(deps, session, order, 'assignVehicle');
  await moveCarrierOrder(deps, actorOf(session), order, {
    action: 'assignVehicle',
    remark: `${request.plateNumber} ${request.driverName}`,
    async within(trx, _order, now) {
      const db = carrierDb(trx);
      await db
        .updateTable('carrier_vehicle_assignments')
        .set({ status: 'replaced' })
        .where('carrier_order_id', '=', order.id)
        .where('status', 'in', ['pending', 'approved'])
        .execute();
      const id = newId();
      await db
        .insertInto('carrier_vehicle_assignments')
        .values({
          id,
          carrier_order_id: order.id,
          shipper_company_id: order.shipper_company_id,
          carrier_company_id: order.carrier_company_id,
          plate_number: request.plateNumber,
          driver_name: request.driverName,
          driver_phone: request.driverPhone,
          driver_id_card: request.driverIdCard ?? null,
          status: 'pending',
          reject_reason: null,
          assigned_by: session.username,
          assigned_at: now,
          audited_by: null,
          audited_at: null,
        })
        .execute();
      return id;
    },
  });
  return carrierOrderDetail(deps.db, session.companyId, order.id);
}

/**
 * carrierOrderManagement/vehicleAudit: the shipper approves the pending assignment (→ 待装货) or rejects it
 * with a reason (→ 待派车). The assignment moves by a guarded update (pending only) with the order.
 */
export async function auditVehicle(
  deps: AppDeps,
  session: Session,
  order: CarrierOrderRow,
  audit: VehicleAuditRequest,
  assignmentId?: string,
): Promise<CarrierOrderDetail> {
  const reason = audit.reason?.trim() ?? '';
  if (!audit.approve && reason === '') throw fieldError('reason', CARRIER_LABELS.rejectReasonRequired);
  const action = audit.approve ? 'approveVehicle' : 'rejectVehicle';
  await admitAction(deps, session, order, action);
  await moveCarrierOrder(deps, actorOf(session), order, {
    action,
    remark: reason,
    async within(trx, _order, now) {
      const moved = await carrierDb(trx)
        .updateTable('carrier_vehicle_assignments')
        .set({
          status: audit.approve ? 'approved' : 'rejected',
          reject_reason: audit.approve ? null : reason,
          audited_by: session.username,
          audited_at: now,
        })
        .where('carrier_order_id', '=', order.id)
        .where('status', '=', 'pending')
        .$if(assignmentId !== undefined, (qb) => qb.where('id', '=', assignmentId!))
        .returning('id')
        .executeTakeFirst();
      if (!moved) throw businessError(CARRIER_LABELS.assignmentNotPending);
      return moved.id;
    },
  });
  return carrierOrderDetail(deps.db, session.companyId, order.id);
}

/** carrierOrderVehicleHistory/auditOrReject: the same audit, addressed by the assignment (history row). */
export async function auditAssignment(
  deps: AppDeps,
  session: Session,
  request: VehicleAuditRequest & { historyId: string },
): Promise<CarrierOrderDetail> {
  const assignment = await assignmentOf(deps.db, session, request.historyId);
  const order = await orderOf(deps.db, session.companyId, assignment.carrier_order_id);
  return auditVehicle(deps, session, order, request, assignment.id);
}

/** An assignment of an order the company is a party of (another company's: not found). */
export async function assignmentOf(db: DbOrTrx, session: Pick<Session, 'companyId'>, historyId: string) {
  const row = await carrierDb(db)
    .selectFrom('carrier_vehicle_assignments')
    .selectAll()
    .where('id', '=', historyId)
    .where('carrier_order_id', 'in', partyOrders(db, session.companyId).select('id'))
    .executeTakeFirst();
  if (!row) throw businessError(CARRIER_LABELS.assignmentNotFound);
  return row;
}
