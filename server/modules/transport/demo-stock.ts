import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import { DEFAULT_TRANSFER_DISPUTE_DAYS } from '../../../src/contract/transfer-disputes';
import {
  acceptTransfer,
  applyRecycling,
  cancelRecycling,
  cancelTransfer,
  chargeDeduction,
  completeInboundOrder,
  confirmShipmentArrival,
  createCirculation,
  createInboundOrder,
  createTransfer,
  markRecyclingCollected,
  signInboundOrder,
  stockDb,
  type TransferDeps,
} from '../stock';
import { claimSeedMarker, companyIdsByName } from '../../db/seed/seed-once';
import { seedFirstHalfYear } from './demo-history';
import { createCustomerStockIn } from './inbound/service';
import { OPEN_WAYBILLS_HOURS, seedOpenWaybills, seedWaybill } from './seed';

const SEED_MARKER = 'seed.stock';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const TRAY_TYPES = ['1210', '1311', '1208'] as const;

/**
 * The demo's stock story, the transport module's demo seed because it is the one module that sees both
 * the stock documents and the waybills they travel on. Demo stock built through the real documents (so every balance has its ledger): 上海乐橙 with signed
 * and pending inbound orders, transfers in every state both ways, sale outbounds (waybills) to its C1
 * clients in every state, a circulation, recycling applications and deductions; other companies get
 * stock too. Runs once per database (an app_meta marker), after the reference seed (the warehouses).
 */
export async function seedDemoStock(db: DbOrTrx, now: number): Promise<void> {
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;

  const companies = await companyIdsByName(db);
  const warehouses = await stockDb(db)
    .selectFrom('warehouses')
    .select(['id', 'company_id'])
    .orderBy('created_at')
    .execute();
  const company = (name: string) => companies.get(name) as string;
  const warehousesOf = (name: string) =>
    warehouses.filter((w) => w.company_id === company(name)).map((w) => w.id);
  const L = DEMO_COMPANIES;
  const [jiaDingHub, puDong, suZhou] = warehousesOf(L.leCheng);
  const [baiYunMain] = warehousesOf(L.baiYun);
  const [shuWeiHub] = warehousesOf(L.shuWei);
  const [jiaDingFruit] = warehousesOf(L.jiaDing);
  if (!jiaDingHub || !puDong || !suZhou || !baiYunMain || !shuWeiHub || !jiaDingFruit) return;

  // A year back: the first half-year's monthly rounds, then (from 180 days back) the story below, whose
  // steps (about 140 days of them) end before the open documents.
  let time = now - 365 * DAY_MS;
  // The seed keeps the documents' ids only: the dispute window its transfers' answers name is the default.
  const deps: TransferDeps = {
    db,
    clock: () => time,
    config: { transferDisputeDays: DEFAULT_TRANSFER_DISPUTE_DAYS },
  };
  const later = (hours: number) => (time += hours * HOUR_MS);
  await seedFirstHalfYear(
    deps,
    {
      leCheng: company(L.leCheng),
      hub: jiaDingHub,
      clients: [
        { companyId: company(L.shuWei), warehouseId: shuWeiHub, quantity: 40 },
        { companyId: company(L.jiaDing), warehouseId: jiaDingFruit, quantity: 30 },
      ],
    },
    later,
    () => time,
  );
  time = Math.max(time, now - 180 * DAY_MS);
  const leCheng = { companyId: company(L.leCheng) };
  const baiYun = { companyId: company(L.baiYun) };
  const shuWei = { companyId: company(L.shuWei) };
  const jiaDing = { companyId: company(L.jiaDing) };

  const deliver = async (
    companyId: string,
    warehouseId: string,
    trayTypeCode: string,
    quantity: number,
    short = 0,
  ) => {
    const order = await createInboundOrder(deps, {
      companyId,
      warehouseId,
      trayTypeCode,
      quantity,
      plateNumber: '沪A12345',
      requestId: newId(),
    });
    later(20);
    return signInboundOrder(deps, { companyId }, order.id, {
      receivedQuantity: quantity - short,
      differenceReason: short > 0 ? '运输途中破损' : undefined,
    });
  };

  // 上海乐橙: steady deliveries; 嘉定中心仓 × 1210 gets enough movements to page through its ledger.
  for (let n = 0; n < 36; n += 1) {
    await deliver(leCheng.companyId, jiaDingHub, '1210', 60 + (n % 5) * 10, n % 9 === 4 ? 3 : 0);
    if (n % 3 === 0)
      await deliver(leCheng.companyId, [puDong, suZhou][n % 2] as string, TRAY_TYPES[n % 3] as string, 80);
    if (n % 4 === 1) {
      // Sale outbounds are waybills (server/modules/transport); the last ones stay in transit.
      await seedWaybill(
        deps,
        leCheng,
        {
          fromWarehouseId: jiaDingHub,
          toCompanyId: n % 8 === 1 ? shuWei.companyId : jiaDing.companyId,
          toWarehouseId: n % 8 === 1 ? shuWeiHub : jiaDingFruit,
          trayTypeCode: '1210',
          quantity: 40,
          plateNumber: '沪B67890',
        },
        n < 30 ? 'confirmed' : 'inTransit',
        later,
      );
    }
    if (n % 6 === 2) {
      const transfer = await createTransfer(deps, leCheng, {
        requestId: newId(),
        fromWarehouseId: jiaDingHub,
        toCompanyId: baiYun.companyId,
        trayTypeCode: '1210',
        quantity: 25,
        remark: '华南区域调拨',
      });
      later(6);
      if (n % 12 === 2) await acceptTransfer(deps, baiYun, transfer.id, baiYunMain);
      else await cancelTransfer(deps, leCheng, transfer.id);
    }
    later(48);
  }
  await completeInboundOrder(deps, leCheng, (await deliver(leCheng.companyId, puDong, '1311', 120)).id);

  // Other platform customers hold stock too.
  await deliver(baiYun.companyId, baiYunMain, '1210', 300);
  await deliver(baiYun.companyId, baiYunMain, '1311', 150);
  for (const name of [L.kunShan, L.wuXi]) {
    const [warehouse] = warehousesOf(name);
    if (warehouse) await deliver(company(name), warehouse, '1208', 200);
  }

  // C1 stock of 上海乐橙: 昆山工厂 ships goods on its pallets (two received, one on the way), and 乐橙
  // circulates some of them onward to its own client 上海嘉定鲜果.
  const [kunShanWarehouse] = warehousesOf(L.kunShan);
  if (kunShanWarehouse) {
    const kunShan = { companyId: company(L.kunShan) };
    for (const [toWarehouseId, quantity, status] of [
      [jiaDingHub, 60, 'confirmed'],
      [suZhou, 40, 'confirmed'],
      [jiaDingHub, 30, 'inTransit'],
    ] as const) {
      await seedWaybill(
        deps,
        kunShan,
        {
          fromWarehouseId: kunShanWarehouse,
          toCompanyId: leCheng.companyId,
          toWarehouseId,
          trayTypeCode: '1208',
          quantity,
          plateNumber: '苏E7K309',
        },
        status,
        later,
      );
    }
    const [line] = await createCirculation(deps, leCheng, {
      requestId: newId(),
      fromWarehouseId: jiaDingHub,
      toCompanyId: jiaDing.companyId,
      toWarehouseId: jiaDingFruit,
      plateNumber: '沪B67890',
      lines: [{ ownerCompanyId: kunShan.companyId, trayTypeCode: '1208', quantity: 15 }],
    });
    later(24);
    if (line) await confirmShipmentArrival(deps, jiaDing, line.id);
    // … and some on to 成都蜀味, still on the road: its 入库管理 asks it to confirm their arrival.
    await createCirculation(deps, leCheng, {
      requestId: newId(),
      fromWarehouseId: jiaDingHub,
      toCompanyId: shuWei.companyId,
      toWarehouseId: shuWeiHub,
      plateNumber: '沪B67890',
      lines: [{ ownerCompanyId: kunShan.companyId, trayTypeCode: '1208', quantity: 10 }],
    });
  }

  // C1 stock onward: 成都蜀味 circulates 上海乐橙's pallets to 上海嘉定鲜果 (one arrived, one on the way).
  for (const arrive of [true, false]) {
    const [line] = await createCirculation(deps, shuWei, {
      requestId: newId(),
      fromWarehouseId: shuWeiHub,
      toCompanyId: jiaDing.companyId,
      toWarehouseId: jiaDingFruit,
      plateNumber: '川A54321',
      lines: [{ ownerCompanyId: leCheng.companyId, trayTypeCode: '1210', quantity: 10 }],
    });
    later(24);
    if (arrive && line) await confirmShipmentArrival(deps, jiaDing, line.id);
  }
  // Client returns: 成都蜀味 and 上海嘉定鲜果 bring 上海乐橙's pallets back (客户归还列表), one completed.
  for (const [client, clientWarehouseId, quantity] of [
    [shuWei, shuWeiHub, 8],
    [jiaDing, jiaDingFruit, 5],
  ] as const) {
    const stockIn = await createCustomerStockIn(deps, leCheng, {
      requestId: newId(),
      clientCompanyId: client.companyId,
      clientWarehouseId,
      warehouseId: jiaDingHub,
      trayTypeCode: '1210',
      quantity,
      plateNumber: '沪B67890',
    });
    later(12);
    if (client === shuWei) await completeInboundOrder(deps, leCheng, stockIn.id);
  }
  await applyRecycling(deps, shuWei, 'c1', {
    requestId: newId(),
    warehouseId: shuWeiHub,
    trayTypeCode: '1210',
    quantity: 5,
    ownerCompanyId: leCheng.companyId,
    pickupDate: new Date(time + 3 * DAY_MS).toISOString().slice(0, 10),
    contact: '陈静',
    phone: '13800000005',
  });

  // Recycling applications of 上海乐橙: applied, collected, cancelled.
  const recycling = (quantity: number) =>
    applyRecycling(deps, leCheng, 'own', {
      requestId: newId(),
      warehouseId: jiaDingHub,
      trayTypeCode: '1210',
      quantity,
      pickupDate: new Date(time + 2 * DAY_MS).toISOString().slice(0, 10),
      contact: '李娜',
      phone: '13800000002',
      remark: '破损托盘回收',
    });
  await markRecyclingCollected(deps, leCheng, (await recycling(12)).id);
  later(12);
  await cancelRecycling(deps, leCheng, (await recycling(8)).id);
  later(12);
  await recycling(15);

  // Overdue pallets at the downstream clients charged as lost.
  for (const [holder, warehouseId, quantity, overdueDays] of [
    [shuWei.companyId, shuWeiHub, 4, 45],
    [jiaDing.companyId, jiaDingFruit, 6, 62],
  ] as const) {
    await chargeDeduction(deps, {
      ownerCompanyId: leCheng.companyId,
      holderCompanyId: holder,
      warehouseId,
      trayTypeCode: '1210',
      quantity,
      overdueDays,
      remark: '超期未归还',
      requestId: newId(),
    });
    later(5);
  }

  // A transfer 广州白云物流 has not signed for 30 days (transfer disputes, issue 17 item 2): within its
  // 60-day window, so demo_multi (switched to 广州白云物流) can still correct it (50 → 45) or reject it.
  // What comes back returns to 嘉定中心仓 as of 30 days ago: its free days end tomorrow, so the platform's
  // statement to 上海乐橙 of the period open now carries the pallets' rent, traced to this transfer.
  time = Math.max(time, now - 30 * DAY_MS);
  await createTransfer(deps, leCheng, {
    requestId: newId(),
    fromWarehouseId: jiaDingHub,
    toCompanyId: baiYun.companyId,
    trayTypeCode: '1210',
    quantity: 50,
    remark: '华南门店补货',
  });

  // Open documents for the to-be-signed list, transfer records and the transport pages.
  // Far enough back for the open waybills' steps and a day of the orders and transfers after them.
  time = now - (OPEN_WAYBILLS_HOURS + 24) * HOUR_MS;
  await seedOpenWaybills(
    deps,
    leCheng,
    {
      fromWarehouseId: jiaDingHub,
      clients: [
        { companyId: shuWei.companyId, warehouseId: shuWeiHub },
        { companyId: jiaDing.companyId, warehouseId: jiaDingFruit },
      ],
    },
    later,
  );
  for (const [warehouseId, trayTypeCode, quantity] of [
    [jiaDingHub, '1210', 100],
    [puDong, '1311', 60],
    [suZhou, '1208', 80],
    [jiaDingHub, '1311', 40],
  ] as const) {
    await createInboundOrder(deps, {
      companyId: leCheng.companyId,
      warehouseId,
      trayTypeCode,
      quantity,
      plateNumber: '苏E88888',
      requestId: newId(),
    });
    later(3);
  }
  await createTransfer(deps, baiYun, {
    requestId: newId(),
    fromWarehouseId: baiYunMain,
    toCompanyId: leCheng.companyId,
    trayTypeCode: '1210',
    quantity: 30,
    remark: '回调托盘',
  });
  later(2);
  const back = await createTransfer(deps, baiYun, {
    requestId: newId(),
    fromWarehouseId: baiYunMain,
    toCompanyId: leCheng.companyId,
    trayTypeCode: '1311',
    quantity: 20,
  });
  later(2);
  await acceptTransfer(deps, leCheng, back.id, puDong);
  await createTransfer(deps, leCheng, {
    requestId: newId(),
    fromWarehouseId: jiaDingHub,
    toCompanyId: baiYun.companyId,
    trayTypeCode: '1210',
    quantity: 15,
    remark: '临时借调',
  });
}
