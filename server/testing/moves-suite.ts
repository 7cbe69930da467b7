import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Transfer } from '../../src/contract/stock';
import type { DialectName } from '../db/connect';
import { startTestServer, type TestServer } from './test-server';
import { stockFixtures } from './stock-fixtures';
import { baiYunToken } from './company-switch';
import { createInboundOrder, signInboundOrder, type TransferDeps } from '../modules/stock';

export const requestId = (): string => randomUUID().replaceAll('-', '');

/**
 * What the tests of documents that move pallets between companies share (transfers, waybills, inbound,
 * returns): 上海乐橙 sends from 乐橙苏州园区分仓 × 1311 to its client 成都蜀味 or to 广州白云物流.
 */
export async function movesContext(server: TestServer) {
  const fx = stockFixtures(server.db);
  const [leCheng, baiYun, shuWei] = [
    await fx.companyId('leCheng'),
    await fx.companyId('baiYun'),
    await fx.companyId('shuWei'),
  ];
  const ids = {
    leCheng,
    baiYun,
    shuWei,
    suZhou: (await fx.warehouses('leCheng'))[2] as string,
    shuWeiWarehouse: (await fx.warehouses('shuWei'))[0] as string,
    baiYunWarehouse: (await fx.warehouses('baiYun'))[0] as string,
    baiYunSecondWarehouse: (await fx.warehouses('baiYun'))[1] as string,
  };
  const signIn = async () => ({
    pallet: await server.login('demo_pallet'),
    clerk: await server.login('demo_clerk'),
    baiYun: await baiYunToken(server, baiYun),
  });
  const tokens = await signIn();
  /** The services' handle and clock, for set-up that goes around the routes. */
  const deps = (): TransferDeps => ({ db: server.db, clock: Date.now, config: server.app.deps.config });
  /** Delivers and signs `quantity` pallets of 1311 to a warehouse of the company (乐橙苏州园区分仓). */
  async function stockUp(quantity: number, warehouseId = ids.suZhou, companyId = leCheng): Promise<void> {
    const order = await createInboundOrder(deps(), {
      companyId,
      warehouseId,
      trayTypeCode: '1311',
      quantity,
      requestId: requestId(),
    });
    await signInboundOrder(deps(), { companyId }, order.id, { receivedQuantity: quantity });
  }
  return {
    fx,
    ids,
    tokens,
    /** Logs every account in again, for a test that moved the clock past the sessions' lifetime. */
    async signInAgain(): Promise<void> {
      Object.assign(tokens, await signIn());
    },
    deps,
    stockUp,
    /**
     * 广州白云物流 counts `correctedQuantity` of a pending transfer into its second warehouse (a dispute, as
     * the sign page sends it); call signInAgain first when the clock moved past the sessions' lifetime.
     */
    async correctAsBaiYun(id: string, correctedQuantity: number): Promise<Transfer> {
      const { body } = await server.post<Transfer>(
        API.transferDispute.correct,
        {
          requestId: requestId(),
          id,
          warehouseId: ids.baiYunSecondWarehouse,
          correctedQuantity,
          reason: '清点数量不符',
        },
        tokens.baiYun,
      );
      expect(body.errcode, body.errmsg).toBe(0);
      return body.data;
    },
    /** Stocks 乐橙苏州园区分仓 × 1311 up and transfers `quantity` of it to 广州白云物流 (pending), as demo_pallet. */
    async sendToBaiYun(quantity: number): Promise<Transfer> {
      await stockUp(quantity);
      const { body } = await server.post<Transfer>(
        API.customerStock.updateAllocationStockOut,
        {
          requestId: requestId(),
          fromWarehouseId: ids.suZhou,
          toCompanyId: baiYun,
          trayTypeCode: '1311',
          quantity,
        },
        tokens.pallet,
      );
      expect(body.errcode, body.errmsg).toBe(0);
      return body.data;
    },
  };
}

export type MovesContext = Awaited<ReturnType<typeof movesContext>>;

/**
 * A test server of `dialect` for the suite with its {@link movesContext}: call it in the describe block;
 * the object it returns is filled in before the first test and the server closed after the last.
 */
export function movesSuite(dialect: DialectName): MovesContext & { server: TestServer } {
  const suite = {} as MovesContext & { server: TestServer };
  beforeAll(async () => {
    const server = await startTestServer({ dialect });
    Object.assign(suite, await movesContext(server), { server });
  });
  afterAll(() => suite.server.close());
  return suite;
}
