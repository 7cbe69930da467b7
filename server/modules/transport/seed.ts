import type { CreateWaybillRequest, Waybill, WaybillStatus } from '../../../src/contract/transport';
import { newId } from '../../db/ids';
import type { Actor, LedgerDeps } from '../ledger';
import {
  arriveWaybill,
  batchConfirmArrival,
  createWaybill,
  deleteWaybill,
  departWaybill,
} from './waybill/service';

/** Hours between the steps of a demo waybill (the seed's clock moves on by them). */
const STEP_HOURS = { depart: 4, arrive: 20, confirm: 6 } as const;

/**
 * A demo sale outbound taken through the real transitions up to `status` (so its ledger is right).
 * `later` moves the seed's clock on by some hours.
 */
export async function seedWaybill(
  deps: LedgerDeps,
  sender: Actor,
  input: Omit<CreateWaybillRequest, 'requestId'>,
  status: WaybillStatus,
  later: (hours: number) => void,
): Promise<Waybill> {
  const created = await createWaybill(deps, sender, { ...input, requestId: newId() });
  if (status === 'created') return created;
  if (status === 'deleted') return deleteWaybill(deps, sender, created.id);
  later(STEP_HOURS.depart);
  const departed = await departWaybill(deps, { id: created.id });
  if (status === 'inTransit') return departed;
  later(STEP_HOURS.arrive);
  const arrived = await arriveWaybill(deps, { id: created.id });
  if (status === 'arrived') return arrived;
  later(STEP_HOURS.confirm);
  await batchConfirmArrival(deps, sender, [created.id]);
  return { ...arrived, status: 'confirmed' };
}

export interface OpenWaybillPlaces {
  fromWarehouseId: string;
  clients: { companyId: string; warehouseId: string }[];
}

/** Drivers of the demo vehicles: the GPS demo tracks attach to these plates. */
export const DEMO_VEHICLES = [
  { plateNumber: '沪A6D218', driverName: '王建国', driverPhone: '13900000011', vehicleProvider: 'trans' },
  { plateNumber: '沪BD12345', driverName: '孙立', driverPhone: '13900000012', vehicleProvider: 'yuhong' },
  { plateNumber: '苏E7K309', driverName: '周强', driverPhone: '13900000013', vehicleProvider: 'trans' },
] as const;

/** The open waybills' states and quantities, oldest first. */
const OPEN_PLAN: readonly (readonly [WaybillStatus, number])[] = [
  ['confirmed', 30],
  ['arrived', 20],
  ['arrived', 15],
  ['arrived', 12],
  ['inTransit', 25],
  ['inTransit', 18],
  ['inTransit', 10],
  ['created', 16],
  ['created', 8],
  ['deleted', 5],
];
/** Hours between two open waybills. */
const OPEN_GAP_HOURS = 2;

/** Hours a waybill's steps move the seed's clock on to reach `status`. */
const stepHours = (status: WaybillStatus): number =>
  ({
    created: 0,
    deleted: 0,
    inTransit: STEP_HOURS.depart,
    arrived: STEP_HOURS.depart + STEP_HOURS.arrive,
    confirmed: STEP_HOURS.depart + STEP_HOURS.arrive + STEP_HOURS.confirm,
  })[status];

/**
 * How far {@link seedOpenWaybills} moves the seed's clock on (about five and a half days): a caller starts
 * it at least this long before now, so that no waybill leaves, arrives or is confirmed in the future.
 */
export const OPEN_WAYBILLS_HOURS = OPEN_PLAN.reduce(
  (hours, [status]) => hours + stepHours(status) + OPEN_GAP_HOURS,
  0,
);

/**
 * Recent waybills of the sender in every state for the transport pages: waiting to leave, on the road
 * (with driver and provider, so the vehicle positioning page has tracks), arrived and waiting for the
 * sender's confirmation, confirmed, and one deleted. Takes {@link OPEN_WAYBILLS_HOURS} of the seed's clock.
 */
export async function seedOpenWaybills(
  deps: LedgerDeps,
  sender: Actor,
  places: OpenWaybillPlaces,
  later: (hours: number) => void,
): Promise<void> {
  for (const [index, [status, quantity]] of OPEN_PLAN.entries()) {
    const client = places.clients[index % places.clients.length];
    if (!client) return;
    const vehicle = DEMO_VEHICLES[index % DEMO_VEHICLES.length] as (typeof DEMO_VEHICLES)[number];
    await seedWaybill(
      deps,
      sender,
      {
        fromWarehouseId: places.fromWarehouseId,
        toCompanyId: client.companyId,
        toWarehouseId: client.warehouseId,
        trayTypeCode: '1210',
        quantity,
        ...vehicle,
        remark: index % 3 === 0 ? '易碎品，轻装轻卸' : undefined,
      },
      status,
      later,
    );
    later(OPEN_GAP_HOURS);
  }
}
