import { sql } from 'kysely';
import type { Page } from '../../../src/contract/envelope';
import type {
  CarrierOrder,
  CarrierOrderLog,
  CarrierOrderQuery,
  VehicleAssignment,
  VehicleHistoryQuery,
} from '../../../src/contract/freight';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import type { Paging } from '../../http/paged-list';
import { containsPattern, dayWindow, iso, pageOf } from '../ledger';
import {
  latestAssignments,
  normalised,
  orderOf,
  partyOrders,
  toAssignment,
  toCarrierOrder,
} from './order-row';
import { carrierDb, type CarrierOrderLogsTable } from './tables';
import { assignmentOf } from './vehicles';

const like = (column: string, pattern: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** carrierOrderManagement/list (and its export): the company's orders as shipper or carrier, newest first. */
export async function listCarrierOrders(
  db: DbOrTrx,
  session: Pick<Session, 'companyId'>,
  filters: Omit<CarrierOrderQuery, 'pageNum' | 'pageSize'>,
  paging: Paging,
): Promise<Page<CarrierOrder>> {
  const me = session.companyId;
  const { from, to } = dayWindow(filters);
  const keyword = filters.keyword?.trim();
  const filtered = partyOrders(db, me)
    .$if(filters.party === 'shipper', (qb) => qb.where('shipper_company_id', '=', me))
    .$if(filters.party === 'carrier', (qb) => qb.where('carrier_company_id', '=', me))
    .$if(filters.status !== undefined, (qb) => qb.where('status', '=', filters.status!))
    .$if(from !== undefined, (qb) => qb.where('created_at', '>=', from!))
    .$if(to !== undefined, (qb) => qb.where('created_at', '<', to!))
    .$if(Boolean(keyword), (qb) => {
      const pattern = containsPattern(keyword!);
      return qb.where((eb) =>
        eb.or([
          like('document_no', pattern),
          like('shipper_company_name', pattern),
          like('carrier_company_name', pattern),
          eb(
            'id',
            'in',
            carrierDb(db)
              .selectFrom('carrier_vehicle_assignments')
              .select('carrier_order_id')
              .where((inner) => inner.or([like('plate_number', pattern), like('driver_name', pattern)])),
          ),
        ]),
      );
    });
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const vehicles = await latestAssignments(
    db,
    rows.map((row) => row.id),
  );
  const list = rows.map((row) => toCarrierOrder(normalised(row), vehicles.get(row.id), me));
  return pageOf(list, Number(count.n), paging);
}

/**
 * carrierOrderVehicleHistory/searchList: every assignment of the company's orders (the 车辆审核 page),
 * newest first; the driver's phone masked for the shipper.
 */
export async function listVehicleHistory(
  db: DbOrTrx,
  session: Pick<Session, 'companyId'>,
  query: VehicleHistoryQuery,
): Promise<Page<VehicleAssignment>> {
  const keyword = query.keyword?.trim();
  const filtered = carrierDb(db)
    .selectFrom('carrier_vehicle_assignments as v')
    .innerJoin('carrier_orders as o', 'o.id', 'v.carrier_order_id')
    .where((eb) =>
      eb.or([
        eb('o.shipper_company_id', '=', session.companyId),
        eb('o.carrier_company_id', '=', session.companyId),
      ]),
    )
    .$if(query.status !== undefined, (qb) => qb.where('v.status', '=', query.status!))
    .$if(query.carrierOrderId !== undefined, (qb) =>
      qb.where('v.carrier_order_id', '=', query.carrierOrderId!),
    )
    .$if(Boolean(keyword), (qb) => {
      const pattern = containsPattern(keyword!);
      return qb.where((eb) =>
        eb.or([
          like('o.document_no', pattern),
          like('v.plate_number', pattern),
          like('v.driver_name', pattern),
        ]),
      );
    });
  const [rows, count] = await Promise.all([
    filtered
      .selectAll('v')
      .select(['o.document_no', 'o.shipper_company_id', 'o.carrier_company_id'])
      .orderBy('v.assigned_at', 'desc')
      .orderBy('v.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((row) =>
    toAssignment(row, row, row.carrier_company_id === session.companyId ? 'carrier' : 'shipper'),
  );
  return pageOf(list, Number(count.n), query);
}

const toLog = (row: CarrierOrderLogsTable): CarrierOrderLog => ({
  id: row.id,
  carrierOrderId: row.carrier_order_id,
  action: row.action as CarrierOrderLog['action'],
  from: row.from_status,
  to: row.to_status,
  actorName: row.actor_name,
  actorCompanyName: row.actor_company_name,
  remark: row.remark,
  createdAt: iso(Number(row.created_at)),
});

const logsWhere = (db: DbOrTrx) =>
  carrierDb(db).selectFrom('carrier_order_logs').selectAll().orderBy('created_at').orderBy('id');

/** carrierOrderManagement/logs: every transition of the order, oldest first. */
export async function carrierOrderLogs(
  db: DbOrTrx,
  session: Session,
  id: string,
): Promise<CarrierOrderLog[]> {
  const order = await orderOf(db, session.companyId, id);
  return (await logsWhere(db).where('carrier_order_id', '=', order.id).execute()).map(toLog);
}

/** carrierOrderVehicleHistory/viewLogs: the transitions of one assignment (assigned, approved or rejected). */
export async function assignmentLogs(
  db: DbOrTrx,
  session: Session,
  historyId: string,
): Promise<CarrierOrderLog[]> {
  const assignment = await assignmentOf(db, session, historyId);
  return (await logsWhere(db).where('assignment_id', '=', assignment.id).execute()).map(toLog);
}
