import type {
  CarrierOrder,
  CarrierOrderLog,
  CarrierOrderQuery,
  VehicleAssignment,
  VehicleHistoryQuery,
} from '../../../src/contract/freight';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import {
  dayWindow,
  iso,
  keywordPattern,
  likeLower,
  rowsById,
  shapedKeys,
  type DocumentSelect,
  type KeyedList,
  type ListValues,
} from '../ledger';
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

/** An order row with its current vehicle assignment, as a page reads them. */
interface ListedOrder {
  id: string;
  row: CarrierOrderRow;
  vehicle: CarrierVehicleAssignmentsTable | undefined;
}

/** The values of a carrier list's keys: the order (of the vehicle history) besides the common filters. */
interface FreightValues extends ListValues {
  carrierOrderId?: string;
}

type Party = 'shipper' | 'carrier';

/** The keys of the company's orders as `party` (both parties' when unset), as the filters narrow them. */
const carrierOrderKeys = (db: DbOrTrx, party: Party | undefined, values: FreightValues) => {
  const { companyId, pattern } = values;
  const side = (as: Party) =>
    carrierDb(db)
      .selectFrom('carrier_orders')
      .select(['id', 'created_at'])
      .where(as === 'shipper' ? 'shipper_company_id' : 'carrier_company_id', '=', companyId)
      // An order has two parties; never the same company (it cannot quote on its own demand).
      .$if(as === 'carrier' && party === undefined, (qb) => qb.where('shipper_company_id', '!=', companyId))
      .$if(values.status !== undefined, (qb) =>
        qb.where('status', '=', values.status as CarrierOrder['status']),
      )
      .$if(values.from !== undefined, (qb) => qb.where('created_at', '>=', values.from!))
      .$if(values.to !== undefined, (qb) => qb.where('created_at', '<', values.to!))
      .$if(Boolean(pattern), (qb) =>
        qb.where((eb) =>
          eb.or([
            likeLower('document_no', pattern!),
            likeLower('shipper_company_name', pattern!),
            likeLower('carrier_company_name', pattern!),
            eb(
              'id',
              'in',
              carrierDb(db)
                .selectFrom('carrier_vehicle_assignments')
                .select('carrier_order_id')
                .where((inner) =>
                  inner.or([likeLower('plate_number', pattern!), likeLower('driver_name', pattern!)]),
                ),
            ),
          ]),
        ),
      ) as DocumentSelect;
  return party ? side(party) : [side('shipper'), side('carrier')];
};

const orderRows = rowsById((db, ids) =>
  carrierDb(db).selectFrom('carrier_orders').selectAll().where('id', 'in', ids),
);

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
  return {
    keys: shapedKeys(carrierOrderKeys, filters.party, {
      companyId,
      status: filters.status,
      ...dayWindow(filters),
      pattern: keywordPattern(filters.keyword),
    }),
    rowsOf: async (ids) => {
      const [rows, vehicles] = await Promise.all([orderRows(db, ids), latestAssignments(db, ids)]);
      return rows.map((row) => ({ id: row.id, row: normalised(row), vehicle: vehicles.get(row.id) }));
    },
    map: ({ row, vehicle }) => toCarrierOrder(row, vehicle, companyId),
  };
}

/** An assignment with the number of its order, as a page of the vehicle history reads them. */
type ListedAssignment = CarrierVehicleAssignmentsTable & Pick<CarrierOrderRow, 'document_no'>;

/** The keys of the assignments of the company's orders, as the filters narrow them. */
const assignmentKeys = (db: DbOrTrx, _shape: null, values: FreightValues) => {
  const { companyId, pattern } = values;
  const side = (party: Party) =>
    carrierDb(db)
      .selectFrom('carrier_vehicle_assignments')
      .select(['id', 'assigned_at as created_at'])
      .where(party === 'shipper' ? 'shipper_company_id' : 'carrier_company_id', '=', companyId)
      .$if(party === 'carrier', (qb) => qb.where('shipper_company_id', '!=', companyId))
      .$if(values.status !== undefined, (qb) =>
        qb.where('status', '=', values.status as VehicleAssignment['status']),
      )
      .$if(values.carrierOrderId !== undefined, (qb) =>
        qb.where('carrier_order_id', '=', values.carrierOrderId!),
      )
      .$if(Boolean(pattern), (qb) =>
        qb.where((eb) =>
          eb.or([
            likeLower('plate_number', pattern!),
            likeLower('driver_name', pattern!),
            eb(
              'carrier_order_id',
              'in',
              carrierDb(db)
                .selectFrom('carrier_orders')
                .select('id')
                .where(likeLower('document_no', pattern!)),
            ),
          ]),
        ),
      ) as DocumentSelect;
  return [side('shipper'), side('carrier')];
};

const assignmentRows = rowsById((db, ids) =>
  carrierDb(db)
    .selectFrom('carrier_vehicle_assignments as v')
    .innerJoin('carrier_orders as o', 'o.id', 'v.carrier_order_id')
    .selectAll('v')
    .select('o.document_no')
    .where('v.id', 'in', ids),
);

/**
 * carrierOrderVehicleHistory/searchList: every assignment of the company's orders (the 车辆审核 page),
 * newest first; the driver's phone masked for the shipper. Like the order list, one side per party, each
 * in its own index order ((shipper|carrier)_company_id, assigned_at, id: migration 0030).
 */
export function vehicleHistoryList(
  db: DbOrTrx,
  companyId: string,
  filters: Omit<VehicleHistoryQuery, 'pageNum' | 'pageSize'>,
): KeyedList<ListedAssignment, VehicleAssignment> {
  return {
    keys: shapedKeys(assignmentKeys, null, {
      companyId,
      status: filters.status,
      carrierOrderId: filters.carrierOrderId,
      pattern: keywordPattern(filters.keyword),
    }),
    rowsOf: (ids) => assignmentRows(db, ids),
    map: (row) => toAssignment(row, row, row.carrier_company_id === companyId ? 'carrier' : 'shipper'),
  };
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
