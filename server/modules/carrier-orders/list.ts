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
import { containsPattern, dayWindow, iso, pageOf, type DocumentSelect, type KeyedList } from '../ledger';
import {
  latestAssignments,
  normalised,
  orderOf,
  toAssignment,
  toCarrierOrder,
  type CarrierOrderRow,
} from './order-row';
import { carrierDb, type CarrierOrderLogsTable, type CarrierVehicleAssignmentsTable } from './tables';
import { assignmentOf } from './vehicles';

const like = (column: string, pattern: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** An order row with its current vehicle assignment, as a page reads them. */
interface ListedOrder {
  id: string;
  row: CarrierOrderRow;
  vehicle: CarrierVehicleAssignmentsTable | undefined;
}

/**
 * carrierOrderManagement/list (and its export): the company's orders as shipper or carrier, newest first.
 * Each party's orders are one side read in its own index order ((shipper|carrier)_company_id, created_at):
 * `shipper = ? or carrier = ?` would sort the company's whole set for every page (bench/RESULTS.md, issue 15).
 */
export function carrierOrderList(
  db: DbOrTrx,
  companyId: string,
  filters: Omit<CarrierOrderQuery, 'pageNum' | 'pageSize'>,
): KeyedList<ListedOrder, CarrierOrder> {
  const { from, to } = dayWindow(filters);
  const keyword = filters.keyword?.trim();
  const side = (party: 'shipper' | 'carrier') =>
    carrierDb(db)
      .selectFrom('carrier_orders')
      .select(['id', 'created_at'])
      .where(party === 'shipper' ? 'shipper_company_id' : 'carrier_company_id', '=', companyId)
      // An order has two parties; never the same company (it cannot quote on its own demand).
      .$if(party === 'carrier' && filters.party === undefined, (qb) =>
        qb.where('shipper_company_id', '!=', companyId),
      )
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
      }) as DocumentSelect;
  const keys = filters.party ? side(filters.party) : [side('shipper'), side('carrier')];
  return {
    keys,
    rowsOf: async (ids) => {
      const [rows, vehicles] = await Promise.all([
        carrierDb(db).selectFrom('carrier_orders').selectAll().where('id', 'in', ids).execute(),
        latestAssignments(db, ids),
      ]);
      return rows.map((row) => ({ id: row.id, row: normalised(row), vehicle: vehicles.get(row.id) }));
    },
    map: ({ row, vehicle }) => toCarrierOrder(row, vehicle, companyId),
  };
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
