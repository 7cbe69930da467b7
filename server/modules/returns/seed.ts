import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import type { Actor, LedgerDeps } from '../ledger';
import { claimSeedMarker, companyIdsByName } from '../../db/seed/seed-once';
import { bookDoorPickup, cancelDoorPickup, createSelfReturn } from './customer-service';
import { DEMO_DEPOTS } from './depots';
import { createTransportRecord, reportPickedUp, reportReceived } from './platform-service';
import { returnsDb } from './tables';
import { confirmTransportRecord } from './transport-service';

const SEED_MARKER = 'seed.returns';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;

/** Return numbers the platform issued to 上海乐橙 in the demo (the first is used by a confirmed record). */
export const DEMO_RETURN_NUMBERS = [
  'HN2026000001',
  'HN2026000002',
  'HN2026000003',
  'HN2026000004',
  'HN2026000005',
];
/** … and to 广州白云 (used by its confirmed record). */
const BAIYUN_RETURN_NUMBER = 'HN2026100001';

const dayOf = (epochMs: number) => new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Depots, return numbers and demo returns in every state, written through the real services (so every
 * stock change has its ledger entry): 上海乐橙 and 广州白云 book door pickups (booked, picked up,
 * received with damaged and lost pallets, cancelled), return by themselves (submitted, received) and
 * have transport records (pending, confirmed). Runs once per database, after the stock seed.
 */
export async function seedDemoReturns(db: DbOrTrx, now: number): Promise<void> {
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;
  const handle = returnsDb(db);
  const depotIds = DEMO_DEPOTS.map(() => newId());
  await handle
    .insertInto('return_depots')
    .values(DEMO_DEPOTS.map((depot, index) => ({ ...depot, id: depotIds[index] as string, created_at: now })))
    .execute();

  const companies = await companyIdsByName(db);
  const leCheng = companies.get(DEMO_COMPANIES.leCheng);
  const baiYun = companies.get(DEMO_COMPANIES.baiYun);
  if (!leCheng || !baiYun) return;
  await handle
    .insertInto('return_numbers')
    .values(
      [...DEMO_RETURN_NUMBERS, BAIYUN_RETURN_NUMBER].map((returnNumber) => ({
        return_number: returnNumber,
        company_id: returnNumber === BAIYUN_RETURN_NUMBER ? baiYun : leCheng,
        issued_at: now - 30 * DAY_MS,
        used_return_id: null,
        used_at: null,
      })),
    )
    .execute();

  let time = now - 20 * DAY_MS;
  const deps: LedgerDeps = { db, clock: () => time };
  const later = (hours: number) => (time += hours * HOUR_MS);

  /** The company's fullest own balance: where its demo returns come from. */
  const fullest = async (companyId: string) =>
    handle
      .selectFrom('stock_balances')
      .select(['warehouse_id', 'tray_type_code', 'on_hand'])
      .where('holder_company_id', '=', companyId)
      .where('owner_company_id', '=', companyId)
      .orderBy('on_hand', 'desc')
      .orderBy('warehouse_id')
      .limit(1)
      .executeTakeFirst();

  for (const [companyId, contact, phone, depotId, returnNumber] of [
    [leCheng, '王建国', '13812345678', depotIds[0], DEMO_RETURN_NUMBERS[0]],
    [baiYun, '黄志强', '13925806417', depotIds[2], BAIYUN_RETURN_NUMBER],
  ] as const) {
    const balance = await fullest(companyId);
    if (!balance || Number(balance.on_hand) < 60) continue;
    const actor: Actor = { companyId };
    const base = { warehouseId: balance.warehouse_id, trayTypeCode: balance.tray_type_code };
    const book = (quantity: number, remark = '') =>
      bookDoorPickup(deps, actor, {
        ...base,
        requestId: newId(),
        quantity,
        pickupDate: dayOf(time + 2 * DAY_MS),
        contact,
        phone,
        remark,
      });
    const selfReturn = (quantity: number) =>
      createSelfReturn(deps, actor, {
        ...base,
        requestId: newId(),
        depotId: depotId as string,
        quantity,
        plateNumber: '沪B6K218',
        expectedDate: dayOf(time + DAY_MS),
      });

    // 已签收 with damaged and lost pallets
    const received = await book(12);
    later(30);
    await reportPickedUp(deps, { id: received.id, pickedQuantity: 12 });
    later(20);
    await reportReceived(deps, 'toDoor', {
      id: received.id,
      goodQuantity: 9,
      damagedQuantity: 2,
      lostQuantity: 1,
    });
    // 已取件
    later(40);
    const picked = await book(8);
    later(26);
    await reportPickedUp(deps, { id: picked.id, pickedQuantity: 7 });
    // 已取消
    later(10);
    const cancelled = await book(5, '客户改期');
    later(3);
    await cancelDoorPickup(deps, actor, cancelled.id);
    // 自行归还: 已签收, 待签收
    later(24);
    const delivered = await selfReturn(10);
    later(30);
    await reportReceived(deps, 'self', {
      id: delivered.id,
      goodQuantity: 10,
      damagedQuantity: 0,
      lostQuantity: 0,
    });
    later(12);
    await selfReturn(6);
    // 运输记录: one confirmed as a return, one waiting
    const record = (quantity: number, damaged: number) =>
      createTransportRecord(deps, {
        ...base,
        requestId: newId(),
        companyId,
        depotId: depotId as string,
        quantity,
        goodQuantity: quantity - damaged,
        damagedQuantity: damaged,
        lostQuantity: 0,
        waybillNo: `YD${dayOf(time).replaceAll('-', '')}${String(quantity).padStart(4, '0')}`,
        plateNumber: '苏E3M907',
        driverName: '赵师傅',
      });
    later(20);
    const confirmed = await record(20, 1);
    later(6);
    await confirmTransportRecord(deps, actor, { id: confirmed.id, returnNumber });
    later(30);
    await record(15, 0);
    // 待取件 (a pickup still ahead)
    time = now - HOUR_MS;
    await book(10, '请提前电话联系');
    time = now - 20 * DAY_MS;
  }
}
