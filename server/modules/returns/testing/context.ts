import { randomUUID } from 'node:crypto';
import type { Envelope } from '../../../../src/contract/envelope';
import { PLATFORM_KEY_HEADER } from '../../../http/route';
import type { TestServer } from '../../../testing/test-server';
import { createInboundOrder, signInboundOrder } from '../../stock/documents/inbound/service';
import { stockFixtures } from '../../stock/testing/fixtures';
import { baiYunToken } from '../../stock/testing/sessions';
import { returnsDb } from '../tables';

export const requestId = () => randomUUID().replaceAll('-', '');
export const R = '/api/api/trayReturn';
export const P = '/api/platform/return';
export const L = '/api/logistics/demand';
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const shanghaiDay = (epochMs: number) =>
  new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/** Tokens, ids and helpers the return tests share: 上海乐橙 returns from 乐橙苏州园区分仓 × 1311. */
export async function returnsContext(server: TestServer) {
  const fx = stockFixtures(server.db);
  const leCheng = await fx.companyId('leCheng');
  const baiYun = await fx.companyId('baiYun');
  const suZhou = (await fx.warehouses('leCheng'))[2] as string;
  const baiYunWarehouse = (await fx.warehouses('baiYun'))[0] as string;
  const depots = await returnsDb(server.db)
    .selectFrom('return_depots')
    .select('id')
    .orderBy('name')
    .execute();
  const tokens = {
    pallet: await server.login('demo_pallet'),
    clerk: await server.login('demo_clerk'),
    baiYun: await baiYunToken(server, baiYun),
  };
  const platform = { [PLATFORM_KEY_HEADER]: server.app.deps.platformKey };
  return {
    fx,
    ids: { leCheng, baiYun, suZhou, baiYunWarehouse, depot: depots[0]?.id as string },
    tokens,
    platform,
    /** Own pallets of 1311 at 苏州 on hand now. */
    onHand: async (warehouse = suZhou, company = leCheng) =>
      (await fx.balance(company, warehouse, '1311')).onHand,
    /** Delivers and signs `quantity` pallets of 1311 to 乐橙苏州园区分仓. */
    async stockUp(quantity: number, warehouseId = suZhou, companyId = leCheng) {
      const deps = { db: server.db, clock: Date.now };
      const order = await createInboundOrder(deps, {
        companyId,
        warehouseId,
        trayTypeCode: '1311',
        quantity,
        requestId: requestId(),
      });
      await signInboundOrder(deps, { companyId }, order.id, { receivedQuantity: quantity });
    },
    /** POST with the platform key. */
    platformPost<T>(path: string, body: unknown): Promise<{ body: Envelope<T> }> {
      return server.post<T>(path, body, undefined, platform);
    },
  };
}
export type ReturnsContext = Awaited<ReturnType<typeof returnsContext>>;
