import { API } from '../../../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import { Strict, type ApiRouter } from '../../../../http/route';
import { StockFields } from '../../schemas';
import { cancelTransfer, createTransfer } from './service';
import { TransferSchema } from '../../../../http/wire/stock';

const transferBody = {
  requestId: StockFields.requestId(),
  fromWarehouseId: StockFields.id(),
  toCompanyId: StockFields.id(),
  trayTypeCode: StockFields.trayTypeCode(),
  quantity: StockFields.quantity(),
  remark: Type.Optional(StockFields.text(200, '备注')),
};

/** Transfers: create (own stock and C1 stock) and cancel; accepting is customerWarehousingManagement/sign. */
export function transferRoutes(api: ApiRouter): void {
  for (const path of [
    API.customerStock.updateAllocationStockOut,
    API.transportationManagement.createCustomerCannibalizingOrder,
  ]) {
    api.post(
      path,
      {
        summary: '调拨出库（自有库存：托盘立即出库，对方待签收）',
        response: TransferSchema,
        access: 'session',
        roles: [2],
        permission: 'yelopack-stock-own-transferOut',
        body: Strict(transferBody),
      },
      ({ deps, session, body }) => createTransfer(deps, session, body),
    );
  }
  api.post(
    API.downstreamCustomer.transferStockOut,
    {
      summary: '调拨出库（C1 库存）',
      response: TransferSchema,
      access: 'session',
      roles: [2, 7],
      permission: 'yelopack-stock-ownC1-transferOut',
      body: Strict({ ...transferBody, ownerCompanyId: StockFields.id() }),
    },
    ({ deps, session, body }) => createTransfer(deps, session, body),
  );
  for (const [path, roles] of [
    [API.customerStock.cancelAllocationStockOut, [2]],
    [API.downstreamCustomer.cancelTransfer, [2, 7]],
  ] as const) {
    api.post(
      path,
      {
        summary: '取消调拨（发起方，仅待签收）',
        response: TransferSchema,
        access: 'session',
        roles,
        permission: 'yelopack-stock-transfer-cancel',
        body: Strict({ id: StockFields.id() }),
      },
      ({ deps, session, body }) => cancelTransfer(deps, session, body.id),
    );
  }
}
