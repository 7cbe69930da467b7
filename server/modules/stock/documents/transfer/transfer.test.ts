import { describe, expect, it } from 'vitest';
import type { Page } from '../../../../../src/contract/envelope';
import { Errcode } from '../../../../../src/contract/errcodes';
import type { SignRow, Transfer } from '../../../../../src/contract/stock';
import { TEST_DIALECTS } from '../../../../testing/test-server';
import { ledgerViolations } from '../../../../testing/ledger-invariants';
import { movesSuite, requestId } from '../../../../testing/moves-suite';

const C = '/api/api/customerStock';

describe.each(TEST_DIALECTS)('transfers on %s', (dialect) => {
  const t = movesSuite(dialect);
  /** A fresh balance of exactly `quantity` pallets of 1311 at 乐橙苏州园区分仓, delivered and signed. */
  const stockUp = (quantity: number) => t.stockUp(quantity);
  const onHand = async () => (await t.fx.balance(t.ids.leCheng, t.ids.suZhou, '1311')).onHand;
  const transfer = (quantity: number, id = requestId(), token = t.tokens.pallet) =>
    t.server.post<Transfer>(
      `${C}/updateAllocationStockOut`,
      {
        requestId: id,
        fromWarehouseId: t.ids.suZhou,
        toCompanyId: t.ids.baiYun,
        trayTypeCode: '1311',
        quantity,
      },
      token,
    );

  it('transfers to any platform customer, a downstream C1 client included, but not to a group company', async () => {
    await stockUp(2);
    const to = async (toCompanyId: string) =>
      t.server.post<Transfer>(
        `${C}/updateAllocationStockOut`,
        {
          requestId: requestId(),
          fromWarehouseId: t.ids.suZhou,
          toCompanyId,
          trayTypeCode: '1311',
          quantity: 1,
        },
        t.tokens.pallet,
      );
    const c1 = await to(await t.fx.companyId('shuWei'));
    expect(c1.body).toMatchObject({ errcode: 0, data: { status: 'pending', quantity: 1 } });
    const group = await to(await t.fx.companyId('huaRunGroup'));
    expect(group.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
    const { body } = await t.server.post<{ companyId: string }[]>(
      `${C}/getAllocationInfo`,
      {},
      t.tokens.pallet,
    );
    const targets = body.data.map((target) => target.companyId);
    expect(targets).toContain(await t.fx.companyId('shuWei'));
    expect(targets).not.toContain(await t.fx.companyId('huaRunGroup'));
    expect(targets).not.toContain(t.ids.leCheng);
  });

  it('moves pallets out at creation, in at acceptance, and no longer lets the sender cancel', async () => {
    const before = await onHand();
    await stockUp(50);
    const created = await transfer(20);
    expect(created.body.errcode).toBe(0);
    expect(created.body.data).toMatchObject({
      status: 'pending',
      direction: 'out',
      quantity: 20,
      toWarehouseId: null,
    });
    expect(created.body.data.documentNo).toMatch(/^DB\d{8}-\d{6}$/);
    expect(await onHand()).toBe(before + 30);

    const signList = await t.server.post<Page<SignRow>>(
      '/api/api/customerWarehousingManagement/searchSignList',
      { pageNum: 1, pageSize: 100, sourceType: 'transfer', status: 'pending' },
      t.tokens.baiYun,
    );
    expect(signList.body.data.list.map((row) => row.id)).toContain(created.body.data.id);

    const sign = {
      sourceType: 'transfer',
      id: created.body.data.id,
      warehouseId: t.ids.baiYunSecondWarehouse,
    };
    const accepted = await t.server.post<Transfer>(
      '/api/api/customerWarehousingManagement/sign',
      sign,
      t.tokens.baiYun,
    );
    expect(accepted.body.data).toMatchObject({
      status: 'accepted',
      direction: 'in',
      toWarehouseId: t.ids.baiYunSecondWarehouse,
    });
    expect(
      (await t.fx.balance(t.ids.baiYun, t.ids.baiYunSecondWarehouse, '1311')).onHand,
    ).toBeGreaterThanOrEqual(20);
    const entries = await t.fx.entryCount(created.body.data.id);

    // Signing again changes nothing; the sender can no longer cancel.
    expect(
      (await t.server.post('/api/api/customerWarehousingManagement/sign', sign, t.tokens.baiYun)).body
        .errcode,
    ).toBe(0);
    const cancel = await t.server.post(
      `${C}/cancelAllocationStockOut`,
      { id: created.body.data.id },
      t.tokens.pallet,
    );
    expect(cancel.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '调拨单当前为「已签收」，不能取消',
    });
    expect(await t.fx.entryCount(created.body.data.id)).toBe(entries);
    expect(await onHand()).toBe(before + 30);
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  });

  it('cancels a pending transfer back to the sender, once', async () => {
    const before = await onHand();
    await stockUp(10);
    const created = await transfer(10);
    expect(await onHand()).toBe(before);
    for (let n = 0; n < 2; n += 1) {
      const cancelled = await t.server.post<Transfer>(
        `${C}/cancelAllocationStockOut`,
        { id: created.body.data.id },
        t.tokens.pallet,
      );
      expect(cancelled.body.data.status).toBe('cancelled');
    }
    expect(await onHand()).toBe(before + 10);
    const accept = await t.server.post(
      '/api/api/customerWarehousingManagement/sign',
      { sourceType: 'transfer', id: created.body.data.id, warehouseId: t.ids.baiYunSecondWarehouse },
      t.tokens.baiYun,
    );
    expect(accept.body.errmsg).toBe('调拨单当前为「已取消」，不能签收');
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  });

  it('returns the first transfer for a repeated requestId and moves nothing twice', async () => {
    await stockUp(5);
    const before = await onHand();
    const id = requestId();
    const [first, second] = await Promise.all([transfer(5, id), transfer(5, id)]);
    const third = await transfer(5, id);
    expect(first.body.errcode).toBe(0);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(third.body.data.id).toBe(first.body.data.id);
    expect(await onHand()).toBe(before - 5);
    expect(await t.fx.entryCount(first.body.data.id)).toBe(1);
  });

  it('accepts exactly what the stock covers when 20 transfers of 30 race for 100 pallets', async () => {
    const spare = await onHand();
    if (spare > 0) {
      const drain = await transfer(spare);
      expect(drain.body.errcode).toBe(0);
    }
    await stockUp(100);
    const results = await Promise.all(Array.from({ length: 20 }, () => transfer(30)));
    const succeeded = results.filter((r) => r.body.errcode === 0);
    const refused = results.filter((r) => r.body.errcode !== 0);
    expect(succeeded).toHaveLength(3);
    // Each refusal names the tray type and what was left when it was refused (the 10 no transfer of 30 fits).
    expect(refused.map((r) => r.body.errmsg)).toEqual(
      Array(17).fill('库存不足：1311 田字网格托盘可用数量为 10'),
    );
    expect(await onHand()).toBe(10);
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  });

  it('refuses transferOut and cancel without their permission codes (4030)', async () => {
    expect((await transfer(1, requestId(), t.tokens.clerk)).body.errcode).toBe(Errcode.NO_PERMISSION);
    const cancel = await t.server.post(`${C}/cancelAllocationStockOut`, { id: 'x' }, t.tokens.clerk);
    expect(cancel.body.errcode).toBe(Errcode.NO_PERMISSION);
  });
});
