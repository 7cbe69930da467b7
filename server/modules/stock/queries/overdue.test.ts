import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/contract/envelope';
import type { StockRow, Warehouse } from '../../../../src/contract/stock';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';
import { applyMovements, type Movement, shanghaiDay } from '../../ledger';
import { stockFixtures } from '../../../testing/stock-fixtures';
import { FREE_RENT_DAYS } from './overdue';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The overdue rule: first in, first out, the pallets on hand beyond those that came in during the free
 * rent days (today and the FREE_RENT_DAYS calendar days before it, Asia/Shanghai) are overdue.
 */
describe.each(TEST_DIALECTS)('overdue pallets on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  let warehouse: Warehouse;
  let company: string;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    token = await server.login('demo_pallet');
    company = await stockFixtures(server.db).companyId('leCheng');
    const { body } = await server.post<Warehouse>(
      '/api/api/recevingaddress/add',
      {
        name: '乐橙超期测试仓',
        province: '上海市',
        city: '上海市',
        district: '嘉定区',
        detailAddress: '曹安公路1号',
        contact: '王敏',
        phone: '021-59991234',
      },
      token,
    );
    expect(body.errcode).toBe(0);
    warehouse = body.data;
  });
  afterAll(() => server.close());

  /** Writes one ledger movement of the test warehouse `daysAgo` calendar days before today (at Shanghai noon). */
  async function move(daysAgo: number, delta: number) {
    const now = server.app.deps.clock();
    const noon = (shanghaiDay(now) - daysAgo) * DAY_MS - 8 * 3_600_000 + 12 * 3_600_000;
    const movement: Movement = {
      holder: company,
      warehouse: warehouse.id,
      trayType: '1210',
      owner: company,
      delta,
      kind: delta > 0 ? 'inbound' : 'saleOut',
      documentType: delta > 0 ? 'inboundOrder' : 'saleOutbound',
      documentId: `overdue-test-${daysAgo}-${delta}`,
      documentNo: `T${daysAgo}`,
    };
    await server.db.transaction().execute((trx) => applyMovements(trx, noon, { movements: [movement] }));
  }

  const row = async () => {
    const { body } = await server.post<Page<StockRow>>(
      '/api/api/customerStock/searchCustomerStock',
      { pageNum: 1, pageSize: 10, warehouseId: warehouse.id },
      token,
    );
    expect(body.errcode).toBe(0);
    return body.data.list[0] as StockRow;
  };

  it('counts what is on hand beyond the pallets that came in during the free days', async () => {
    await move(FREE_RENT_DAYS + 10, 100);
    await move(10, 30);
    await move(5, -20);
    expect(await row()).toMatchObject({ onHand: 110, overdue: 80 });
  });

  it('takes the first day of the window as free and the day before it as overdue', async () => {
    await move(FREE_RENT_DAYS, 7);
    await move(FREE_RENT_DAYS + 1, 5);
    // on hand 122; in the window 30 + 7 = 37
    expect(await row()).toMatchObject({ onHand: 122, overdue: 85 });
  });

  it('never counts more overdue than on hand', async () => {
    await move(1, -100);
    // on hand 22, all of it came in during the window
    expect(await row()).toMatchObject({ onHand: 22, overdue: 0 });
  });

  it('lets pallets become overdue as days pass', async () => {
    server.advanceTime(10 * DAY_MS);
    token = await server.login('demo_pallet');
    // the 30 of ten days ago are now 20 days old; the 7 of day 30 are 40 days old
    expect(await row()).toMatchObject({ onHand: 22, overdue: 0 });
    server.advanceTime(11 * DAY_MS);
    token = await server.login('demo_pallet');
    // the 30 are 31 days old now: nothing on hand came in during the window
    expect(await row()).toMatchObject({ onHand: 22, overdue: 22 });
  });
});
