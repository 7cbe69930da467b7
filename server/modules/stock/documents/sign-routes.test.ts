import { describe, expect, it } from 'vitest';
import { Errcode } from '../../../../src/contract/errcodes';
import type { InboundOrder, Transfer } from '../../../../src/contract/stock';
import { CLERK_ROLE } from '../../../db/seed/demo-accounts';
import { TEST_DIALECTS } from '../../../testing/test-server';
import { createInboundOrder } from './inbound/service';
import { movesSuite, requestId } from '../../../testing/moves-suite';
import { createTransfer } from './transfer/service';

const DETAIL = '/api/api/customerWarehousingManagement/getCustomerWarehousingDetail';

describe.each(TEST_DIALECTS)('to-be-signed detail on %s', (dialect) => {
  const t = movesSuite(dialect);
  /** Leaves the demo clerk's custom role (仓库文员 of 上海乐橙) with exactly these codes. */
  const clerkHoldsOnly = async (codes: string[]) => {
    const role = await t.server.db
      .selectFrom('company_roles')
      .select('id')
      .where('name', '=', CLERK_ROLE)
      .executeTakeFirstOrThrow();
    await t.server.db.deleteFrom('role_permissions').where('role_id', '=', role.id).execute();
    await t.server.db
      .insertInto('role_permissions')
      .values(codes.map((code) => ({ role_id: role.id, code })))
      .execute();
  };

  it('opens an inbound order with the inbound-management check code alone, but a transfer only with the sign check code', async () => {
    const inbound = await createInboundOrder(t.deps(), {
      companyId: t.ids.leCheng,
      warehouseId: t.ids.suZhou,
      trayTypeCode: '1311',
      quantity: 3,
      requestId: requestId(),
    });
    await t.stockUp(2, t.ids.baiYunWarehouse, t.ids.baiYun);
    const transfer = await createTransfer(
      t.deps(),
      { companyId: t.ids.baiYun },
      {
        requestId: requestId(),
        fromWarehouseId: t.ids.baiYunWarehouse,
        toCompanyId: t.ids.leCheng,
        trayTypeCode: '1311',
        quantity: 2,
      },
    );
    const detail = <T>(sourceType: 'inbound' | 'transfer', id: string) =>
      t.server.post<T>(DETAIL, { sourceType, id }, t.tokens.clerk);

    await clerkHoldsOnly(['yelopack-transport-import-checkDetail']);
    const order = await detail<InboundOrder>('inbound', inbound.id);
    expect(order.body).toMatchObject({ errcode: Errcode.SUCCESS, data: { id: inbound.id } });
    const refused = await detail<Transfer>('transfer', transfer.id);
    expect(refused.body).toMatchObject({ errcode: Errcode.NO_PERMISSION, data: null });

    await clerkHoldsOnly(['yelopack-stock-sign-check']);
    const allowed = await detail<Transfer>('transfer', transfer.id);
    expect(allowed.body).toMatchObject({
      errcode: Errcode.SUCCESS,
      data: { id: transfer.id, direction: 'in', status: 'pending' },
    });
  });
});
