import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../../src/contract/errcodes';
import { AppError } from '../../http/envelope';
import { prng } from '../../testing/prng';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import {
  acceptTransfer,
  applyRecycling,
  cancelRecycling,
  cancelTransfer,
  createInboundOrder,
  createTransfer,
  signInboundOrder,
  stockDb,
} from '../stock';
import {
  arriveWaybill,
  batchConfirmArrival,
  createWaybill,
  deleteWaybill,
  departWaybill,
  transportDb,
} from '../transport';
import { stockFixtures } from '../../testing/stock-fixtures';
import { ledgerViolations } from '../../testing/ledger-invariants';

const OPERATIONS = 2500;
const CONCURRENCY = 16;
const TRAY_TYPES = ['1210', '1311'];

describe.each(TEST_DIALECTS)('randomized concurrent operations on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  it(`keeps every invariant through ${OPERATIONS} mixed operations, ${CONCURRENCY} at a time`, async () => {
    const seed = Number(process.env.LEDGER_SEED ?? 20261122);
    const random = prng(seed);
    const fx = stockFixtures(server.db);
    const deps = server.app.deps;
    const sdb = stockDb(server.db);
    const customers = [
      { companyId: await fx.companyId('leCheng'), warehouses: await fx.warehouses('leCheng') },
      { companyId: await fx.companyId('baiYun'), warehouses: await fx.warehouses('baiYun') },
    ];
    const clients = [
      { companyId: await fx.companyId('shuWei'), warehouses: await fx.warehouses('shuWei') },
      { companyId: await fx.companyId('jiaDing'), warehouses: await fx.warehouses('jiaDing') },
    ];
    const requestId = () => randomUUID().replaceAll('-', '');
    const pickOpen = async (
      table: 'transfers' | 'waybills' | 'recycling_applications' | 'inbound_orders',
      status: string,
    ) => {
      const rows = await transportDb(server.db)
        .selectFrom(table)
        .select('id')
        .where('status', '=', status)
        .orderBy('created_at', 'desc')
        .limit(30)
        .execute();
      return rows.length > 0 ? random.pick(rows).id : null;
    };
    const counts: Record<string, number> = {};
    const operations: (() => Promise<unknown>)[] = [
      async () => {
        const customer = random.pick(customers);
        const order = await createInboundOrder(deps, {
          companyId: customer.companyId,
          warehouseId: random.pick(customer.warehouses),
          trayTypeCode: random.pick(TRAY_TYPES),
          quantity: random.int(1, 60),
          requestId: requestId(),
        });
        if (random.next() < 0.7)
          await signInboundOrder(deps, customer, order.id, { receivedQuantity: order.quantity });
      },
      async () => {
        const id = await pickOpen('inbound_orders', 'inTransit');
        const order =
          id &&
          (await sdb.selectFrom('inbound_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
        if (order)
          await signInboundOrder(deps, { companyId: order.company_id }, order.id, {
            receivedQuantity: order.quantity - 1,
            differenceReason: '破损',
          });
      },
      async () => {
        const [from, to] = random.next() < 0.5 ? customers : [...customers].reverse();
        await createTransfer(deps, from!, {
          requestId: requestId(),
          fromWarehouseId: random.pick(from!.warehouses),
          toCompanyId: to!.companyId,
          trayTypeCode: random.pick(TRAY_TYPES),
          quantity: random.int(1, 40),
        });
      },
      async () => {
        const id = await pickOpen('transfers', 'pending');
        const transfer =
          id &&
          (await sdb.selectFrom('transfers').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
        if (!transfer) return;
        const receiver = customers.find((c) => c.companyId === transfer.to_company_id)!;
        await acceptTransfer(deps, receiver, transfer.id, random.pick(receiver.warehouses));
      },
      async () => {
        const id = await pickOpen('transfers', 'pending');
        const transfer =
          id &&
          (await sdb.selectFrom('transfers').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
        if (transfer) await cancelTransfer(deps, { companyId: transfer.from_company_id }, transfer.id);
      },
      // Waybills (sale outbound): create, the TMS departs and arrives, the sender confirms or deletes.
      async () => {
        const client = random.pick(clients);
        await createWaybill(deps, customers[0]!, {
          requestId: requestId(),
          fromWarehouseId: random.pick(customers[0]!.warehouses),
          toCompanyId: client.companyId,
          toWarehouseId: client.warehouses[0]!,
          trayTypeCode: random.pick(TRAY_TYPES),
          quantity: random.int(1, 30),
          plateNumber: '沪A12345',
        });
      },
      async () => {
        const id = await pickOpen('waybills', 'created');
        if (id) await departWaybill(deps, { id });
      },
      async () => {
        const id = await pickOpen('waybills', 'inTransit');
        if (id) await arriveWaybill(deps, { id });
      },
      async () => {
        const ids = [await pickOpen('waybills', 'arrived'), await pickOpen('waybills', 'arrived')];
        const confirmable = ids.filter((id): id is string => id !== null);
        if (confirmable.length > 0) await batchConfirmArrival(deps, customers[0]!, confirmable);
      },
      async () => {
        const id = await pickOpen('waybills', 'created');
        if (id && random.next() < 0.3) await deleteWaybill(deps, customers[0]!, id);
      },
      async () => {
        const customer = random.pick(customers);
        await applyRecycling(deps, customer, 'own', {
          requestId: requestId(),
          warehouseId: random.pick(customer.warehouses),
          trayTypeCode: random.pick(TRAY_TYPES),
          quantity: random.int(1, 20),
          pickupDate: '2026-12-01',
          contact: '测试',
          phone: '13800000009',
        });
      },
      async () => {
        const id = await pickOpen('recycling_applications', 'applied');
        const application =
          id &&
          (await sdb
            .selectFrom('recycling_applications')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirstOrThrow());
        if (application) await cancelRecycling(deps, { companyId: application.company_id }, application.id);
      },
    ];

    let next = 0;
    const unexpected: unknown[] = [];
    const worker = async () => {
      while (next < OPERATIONS) {
        next += 1;
        const index = random.int(0, operations.length - 1);
        try {
          await operations[index]!();
          counts[`ok${index}`] = (counts[`ok${index}`] ?? 0) + 1;
        } catch (error) {
          // Refused business rules (库存不足, a transition already made by a racing call) are expected.
          if (error instanceof AppError && error.errcode === Errcode.BUSINESS_FAILURE)
            counts.refused = (counts.refused ?? 0) + 1;
          else unexpected.push(error);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    expect(unexpected).toEqual([]);
    expect(await ledgerViolations(server.db)).toEqual([]);
    // The mix really exercised both outcomes: moves that succeeded and refusals.
    expect(counts.refused ?? 0).toBeGreaterThan(0);
    for (const index of [0, 2, 3, 4, 5, 6, 7, 8, 10]) expect(counts[`ok${index}`] ?? 0).toBeGreaterThan(20);
  }, 60_000);
});
