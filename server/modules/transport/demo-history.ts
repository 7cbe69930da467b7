import { newId } from '../../db/ids';
import type { LedgerDeps } from '../ledger';
import {
  applyRecycling,
  completeInboundOrder,
  createInboundOrder,
  markRecyclingCollected,
  signInboundOrder,
} from '../stock';
import { createCustomerStockIn } from './inbound/service';
import { seedWaybill } from './seed';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Monthly rounds of the first half-year; each round's pallets come back in the next. */
const ROUNDS = 5;
const ROUND_DAYS = 30;
/** Days into the next round that the clients bring a round's pallets back: held 45 days, beyond the free 30. */
const RETURN_DAY = 15;

export interface HistoryPlaces {
  leCheng: string;
  hub: string;
  clients: readonly { companyId: string; warehouseId: string; quantity: number }[];
}

/**
 * The first half of the demo's year (issue 11: a year of ledger history for the bills): monthly rounds
 * in which 上海乐橙 receives 1210 pallets at its hub, ships them to its two C1 clients on waybills, gets
 * them back 45 days later (客户归还, completed) and has the platform collect as many (回收). Every round
 * nets to zero on every balance, so the story that follows starts from the same stock.
 */
export async function seedFirstHalfYear(
  deps: LedgerDeps,
  places: HistoryPlaces,
  later: (hours: number) => void,
  at: () => number,
): Promise<void> {
  const actor = { companyId: places.leCheng };
  const shipped = places.clients.reduce((sum, client) => sum + client.quantity, 0);
  for (let round = 0; round <= ROUNDS; round += 1) {
    const start = at();
    if (round < ROUNDS) {
      const order = await createInboundOrder(deps, {
        companyId: places.leCheng,
        warehouseId: places.hub,
        trayTypeCode: '1210',
        quantity: shipped,
        plateNumber: '沪A12345',
        requestId: newId(),
      });
      later(20);
      await signInboundOrder(deps, actor, order.id, { receivedQuantity: shipped });
      for (const client of places.clients) {
        await seedWaybill(
          deps,
          actor,
          {
            fromWarehouseId: places.hub,
            toCompanyId: client.companyId,
            toWarehouseId: client.warehouseId,
            trayTypeCode: '1210',
            quantity: client.quantity,
            plateNumber: '沪B67890',
          },
          'confirmed',
          later,
        );
      }
    }
    if (round > 0) {
      later(Math.max(0, start + RETURN_DAY * DAY_MS - at()) / HOUR_MS);
      for (const client of places.clients) {
        const stockIn = await createCustomerStockIn(deps, actor, {
          requestId: newId(),
          clientCompanyId: client.companyId,
          clientWarehouseId: client.warehouseId,
          warehouseId: places.hub,
          trayTypeCode: '1210',
          quantity: client.quantity,
          plateNumber: '沪B67890',
        });
        later(6);
        await completeInboundOrder(deps, actor, stockIn.id);
      }
      const recycling = await applyRecycling(deps, actor, 'own', {
        requestId: newId(),
        warehouseId: places.hub,
        trayTypeCode: '1210',
        quantity: shipped,
        pickupDate: new Date(at() + DAY_MS).toISOString().slice(0, 10),
        contact: '李娜',
        phone: '13800000002',
      });
      later(24);
      await markRecyclingCollected(deps, actor, recycling.id);
    }
    later(Math.max(0, start + ROUND_DAYS * DAY_MS - at()) / HOUR_MS);
  }
}
