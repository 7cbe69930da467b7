import type { Envelope } from '../../../../src/contract/envelope';
import type { TrayReturnDetail } from '../../../../src/contract/returns';
import { PLATFORM_KEY_HEADER } from '../../../http/route';
import type { TestServer } from '../../../testing/test-server';
import { movesContext, requestId } from '../../../testing/moves-suite';
import { returnsDb } from '../tables';

export { requestId } from '../../../testing/moves-suite';
export const R = '/api/api/trayReturn';
export const P = '/api/platform/return';
export const L = '/api/logistics/demand';
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const shanghaiDay = (epochMs: number) =>
  new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/** Tokens, ids and helpers the return tests share: 上海乐橙 returns from 乐橙苏州园区分仓 × 1311. */
export async function returnsContext(server: TestServer) {
  const moves = await movesContext(server);
  const { fx, ids } = moves;
  const depots = await returnsDb(server.db)
    .selectFrom('return_depots')
    .select('id')
    .orderBy('name')
    .execute();
  const platform = { [PLATFORM_KEY_HEADER]: server.app.deps.platformKey };
  return {
    fx,
    ids: { ...ids, depot: depots[0]?.id as string },
    tokens: moves.tokens,
    platform,
    /** Own pallets of 1311 at 苏州 on hand now. */
    onHand: async (warehouse = ids.suZhou, company = ids.leCheng) =>
      (await fx.balance(company, warehouse, '1311')).onHand,
    /** Delivers and signs `quantity` pallets of 1311 to 乐橙苏州园区分仓. */
    stockUp: moves.stockUp,
    /** POST with the platform key. */
    platformPost<T>(path: string, body: unknown): Promise<{ body: Envelope<T> }> {
      return server.post<T>(path, body, undefined, platform);
    },
  };
}
export type ReturnsContext = Awaited<ReturnType<typeof returnsContext>>;

export const tomorrow = () => shanghaiDay(Date.now() + 24 * 60 * 60 * 1000);

/** 上海乐橙 books a door pickup of 1311 from 乐橙苏州园区分仓 for tomorrow (fields overridable). */
export const bookDoorPickup = (
  server: TestServer,
  ctx: ReturnsContext,
  quantity: number,
  overrides: Record<string, unknown> = {},
  token = ctx.tokens.pallet,
) =>
  server.post<TrayReturnDetail>(
    `${R}/bookDoorPickup`,
    {
      requestId: requestId(),
      warehouseId: ctx.ids.suZhou,
      trayTypeCode: '1311',
      quantity,
      pickupDate: tomorrow(),
      contact: '王建国',
      phone: '13812345678',
      ...overrides,
    },
    token,
  );

/** 上海乐橙 declares a self return of 1311 from 乐橙苏州园区分仓 to the demo depot, arriving tomorrow. */
export const createSelfReturn = (
  server: TestServer,
  ctx: ReturnsContext,
  quantity: number,
  overrides: Record<string, unknown> = {},
) =>
  server.post<TrayReturnDetail>(
    `${R}/createSelfReturn`,
    {
      requestId: requestId(),
      warehouseId: ctx.ids.suZhou,
      depotId: ctx.ids.depot,
      trayTypeCode: '1311',
      quantity,
      plateNumber: '沪A12345',
      expectedDate: tomorrow(),
      ...overrides,
    },
    ctx.tokens.pallet,
  );
