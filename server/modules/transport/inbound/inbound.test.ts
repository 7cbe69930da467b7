import { describe, expect, it } from 'vitest';
import type { Page, ValidationFailure } from '../../../../src/contract/envelope';
import { Errcode } from '../../../../src/contract/errcodes';
import type { InboundOrder } from '../../../../src/contract/stock';
import type { InboundListRow } from '../../../../src/contract/transport';
import { CLERK_ROLE } from '../../../db/seed/demo-accounts';
import { TEST_DIALECTS } from '../../../testing/test-server';
import { createInboundOrder } from '../../stock';
import { movesSuite, requestId } from '../../../testing/moves-suite';
import { ledgerViolations } from '../../../testing/ledger-invariants';
import { seedWaybill } from '../seed';

const W = '/api/api/customerWarehousingManagement';
const page = { pageNum: 1, pageSize: 100 };

describe.each(TEST_DIALECTS)('inbound management on %s', (dialect) => {
  const t = movesSuite(dialect);
  const deps = () => t.deps();

  /** `quantity` pallets of 乐橙 (1311) held by 成都蜀味 after a confirmed waybill. */
  const atClient = async (quantity: number) => {
    await t.stockUp(quantity);
    const input = {
      fromWarehouseId: t.ids.suZhou,
      toCompanyId: t.ids.shuWei,
      toWarehouseId: t.ids.shuWeiWarehouse,
      trayTypeCode: '1311',
      quantity,
      plateNumber: '沪A12345',
    };
    await seedWaybill(deps(), { companyId: t.ids.leCheng }, input, 'confirmed', () => {});
  };
  const stockIn = (quantity: number, extra: Record<string, unknown> = {}, token = t.tokens.pallet) =>
    t.server.post<InboundListRow>(
      `${W}/createCustomerStockIn`,
      {
        requestId: requestId(),
        clientCompanyId: t.ids.shuWei,
        clientWarehouseId: t.ids.shuWeiWarehouse,
        warehouseId: t.ids.suZhou,
        trayTypeCode: '1311',
        quantity,
        ...extra,
      },
      token,
    );
  const client = () => t.fx.balance(t.ids.shuWei, t.ids.shuWeiWarehouse, '1311', t.ids.leCheng);
  const own = () => t.fx.balance(t.ids.leCheng, t.ids.suZhou, '1311');

  it('books pallets a client returns into the company’s warehouse at once, once per requestId', async () => {
    await atClient(20);
    const [c0, o0] = [await client(), await own()];
    const body = {
      requestId: requestId(),
      clientCompanyId: t.ids.shuWei,
      clientWarehouseId: t.ids.shuWeiWarehouse,
      warehouseId: t.ids.suZhou,
      trayTypeCode: '1311',
      quantity: 15,
      plateNumber: '川A54321',
      remark: '客户归还',
    };
    const first = await t.server.post<InboundListRow>(`${W}/createCustomerStockIn`, body, t.tokens.pallet);
    expect(first.body.data).toMatchObject({
      status: 'signed',
      source: 'client',
      clientCompanyId: t.ids.shuWei,
      clientWarehouseId: t.ids.shuWeiWarehouse,
      receivedQuantity: 15,
      plateNumber: '川A54321',
    });
    expect(first.body.data.clientCompanyName).toContain('蜀味');
    expect(first.body.data.documentNo).toMatch(/^RK\d{8}-\d{6}$/);
    const again = await t.server.post<InboundListRow>(`${W}/createCustomerStockIn`, body, t.tokens.pallet);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await client()).toMatchObject({ onHand: c0.onHand - 15 });
    expect(await own()).toMatchObject({ onHand: o0.onHand + 15 });
    // The sign side's detail call reads it as any inbound order.
    const detail = await t.server.post<InboundOrder>(
      `${W}/getCustomerWarehousingDetail`,
      { sourceType: 'inbound', id: first.body.data.id },
      t.tokens.pallet,
    );
    expect(detail.body.data).toMatchObject({ id: first.body.data.id, status: 'signed', quantity: 15 });
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  });

  it('refuses more than the client holds, another company as client, and writes nothing', async () => {
    const [c0, o0] = [await client(), await own()];
    const tooMany = await stockIn(c0.onHand + 1);
    expect(tooMany.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: `库存不足：1311 田字网格托盘可用数量为 ${c0.onHand}`,
    });
    const notClient = await stockIn(1, { clientCompanyId: t.ids.baiYun });
    expect(notClient.body.errmsg).toBe('该企业不是您的下游客户');
    const otherWarehouse = await stockIn(1, { warehouseId: t.ids.shuWeiWarehouse });
    expect(otherWarehouse.body.errmsg).toBe('仓库不存在');
    expect([await client(), await own()]).toEqual([c0, o0]);
  });

  it('completes a signed order once; an order still in transit cannot be completed', async () => {
    await atClient(5);
    const signed = (await stockIn(5)).body.data;
    for (let n = 0; n < 2; n += 1) {
      const done = await t.server.post<InboundListRow>(
        `${W}/confirmCustomerStockInFinish`,
        { id: signed.id },
        t.tokens.pallet,
      );
      expect(done.body.data.status).toBe('completed');
    }
    const open = await createInboundOrder(deps(), {
      companyId: t.ids.leCheng,
      warehouseId: t.ids.suZhou,
      trayTypeCode: '1311',
      quantity: 3,
      requestId: requestId(),
    });
    const refused = await t.server.post(
      `${W}/confirmCustomerStockInFinish`,
      { id: open.id },
      t.tokens.pallet,
    );
    expect(refused.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '入库单当前为「在途」，不能完成',
    });
  });

  it('lists the company’s inbound orders with filters and exports the same rows', async () => {
    const filters = { source: 'client', status: 'signed', warehouseId: t.ids.suZhou };
    const list = await t.server.post<Page<InboundListRow>>(
      `${W}/searchList`,
      { ...page, ...filters },
      t.tokens.pallet,
    );
    expect(list.body.data.total).toBeGreaterThan(0);
    expect(list.body.data.list.every((row) => row.source === 'client' && row.status === 'signed')).toBe(true);
    const byClient = await t.server.post<Page<InboundListRow>>(
      `${W}/searchList`,
      { ...page, keyword: '蜀味' },
      t.tokens.pallet,
    );
    expect(byClient.body.data.list.map((row) => row.id).sort()).toEqual(
      (
        await t.server.post<Page<InboundListRow>>(
          `${W}/searchList`,
          { ...page, source: 'client' },
          t.tokens.pallet,
        )
      ).body.data.list
        .filter((row) => row.clientCompanyName.includes('蜀味'))
        .map((row) => row.id)
        .sort(),
    );
    expect(byClient.body.data.total).toBeGreaterThan(0);
    const all = await t.server.post<Page<InboundListRow>>(`${W}/searchList`, page, t.tokens.pallet);
    expect(all.body.data.list.some((row) => row.source === 'platform')).toBe(true);
    const query = new URLSearchParams({ ...filters, format: 'csv', token: t.tokens.pallet });
    const csv = await (await fetch(`${t.server.baseUrl}${W}/searchListExport?${query}`)).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('单据编号');
    expect(lines).toHaveLength(list.body.data.total + 1);
  });

  it('answers 4030 without the code or the role', async () => {
    const exported = await fetch(
      `${t.server.baseUrl}${W}/searchListExport?format=csv&token=${t.tokens.clerk}`,
    );
    expect((await exported.json()).errcode).toBe(Errcode.NO_PERMISSION);
    const c1 = await t.server.login('demo_c1');
    expect((await stockIn(1, {}, c1)).body.errcode).toBe(Errcode.NO_PERMISSION);
    expect((await t.server.post(`${W}/confirmCustomerStockInFinish`, { id: 'x' }, c1)).body.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
  });

  it('opens importDetail with the inbound check-detail code alone; neither code → 4030', async () => {
    const role = await t.server.db
      .selectFrom('company_roles')
      .select('id')
      .where('name', '=', CLERK_ROLE)
      .executeTakeFirstOrThrow();
    const held = await t.server.db
      .selectFrom('role_permissions')
      .selectAll()
      .where('role_id', '=', role.id)
      .execute();
    const holdOnly = async (codes: string[]) => {
      await t.server.db.deleteFrom('role_permissions').where('role_id', '=', role.id).execute();
      if (codes.length > 0)
        await t.server.db
          .insertInto('role_permissions')
          .values(codes.map((code) => ({ role_id: role.id, code })))
          .execute();
    };
    const order = (await t.server.post<Page<InboundListRow>>(`${W}/searchList`, page, t.tokens.pallet)).body
      .data.list[0]!;
    const detail = () =>
      t.server.post<InboundOrder>(
        `${W}/getCustomerWarehousingDetail`,
        { sourceType: 'inbound', id: order.id },
        t.tokens.clerk,
      );
    try {
      await holdOnly(['yelopack-transport-import-checkDetail']);
      const allowed = await detail();
      expect(allowed.body.errcode).toBe(Errcode.SUCCESS);
      expect(allowed.body.data).toMatchObject({ id: order.id, documentNo: order.documentNo });
      await holdOnly(['yelopack-stock-sign-check']);
      expect((await detail()).body.errcode).toBe(Errcode.SUCCESS);
      await holdOnly(['yelopack-transport-import-export', 'yelopack-stock-sign-sign']);
      expect((await detail()).body.errcode).toBe(Errcode.NO_PERMISSION);
    } finally {
      await holdOnly([]);
      if (held.length > 0) await t.server.db.insertInto('role_permissions').values(held).execute();
    }
  });

  it('treats another company’s order as not found and never lists it', async () => {
    const mine = (await t.server.post<Page<InboundListRow>>(`${W}/searchList`, page, t.tokens.pallet)).body
      .data.list[0]!;
    const answer = await t.server.post(`${W}/confirmCustomerStockInFinish`, { id: mine.id }, t.tokens.baiYun);
    expect(answer.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '单据不存在' });
    const theirs = await t.server.post<Page<InboundListRow>>(`${W}/searchList`, page, t.tokens.baiYun);
    expect(theirs.body.data.list.some((row) => row.id === mine.id)).toBe(false);
  });

  it('answers 2003 naming the fields of a bad body, a bad plate included', async () => {
    const bad = await stockIn(0, { plateNumber: 'ABC', requestId: 'nope' });
    const fields = (bad.body.data as unknown as ValidationFailure).fields;
    expect(bad.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(fields).toContainEqual({ field: 'plateNumber', message: '车牌号格式不正确' });
    expect(fields.map((f) => f.field).sort()).toEqual(['plateNumber', 'quantity', 'requestId']);
    const badList = await t.server.post(`${W}/searchList`, { ...page, source: 'elsewhere' }, t.tokens.pallet);
    expect(badList.body.errcode).toBe(Errcode.VALIDATION_FAILED);
  });
});
