import { API } from '../../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import { Strict, requirePermission, type ApiRouter } from '../../../http/route';
import { StockFields, literals } from '../schemas';
import { readInboundOrder } from './inbound/read';
import { signInboundOrder } from './inbound/service';
import { readTransfer } from './transfer/read';
import { acceptTransfer } from './transfer/service';
import { InboundOrderOrTransferSchema } from '../../../http/wire/stock';

const sourceType = () => literals(['inbound', 'transfer'] as const);

/** The to-be-signed side: detail and signing of inbound orders and transfers to the company. */
export function signRoutes(api: ApiRouter): void {
  api.post(
    API.customerWarehousingManagement.getCustomerWarehousingDetail,
    {
      summary:
        '待签收详情：入库单（入库管理的详情页 importDetail 也读它）或调拨单（须 yelopack-stock-sign-check）',
      response: InboundOrderOrTransferSchema,
      access: 'session',
      roles: [2],
      permission: ['yelopack-stock-sign-check', 'yelopack-transport-import-checkDetail'],
      body: Strict({ sourceType: sourceType(), id: StockFields.id() }),
    },
    async ({ deps, session, body }) => {
      if (body.sourceType === 'inbound') return readInboundOrder(deps.db, body.id, session.companyId);
      // The inbound-management code opens inbound orders only.
      await requirePermission(deps, session, 'yelopack-stock-sign-check');
      return readTransfer(deps, body.id, session.companyId);
    },
  );
  api.post(
    API.customerWarehousingManagement.sign,
    {
      summary: '签收（入库单：实收数量与差异原因；调拨单：选择入库仓库）',
      response: InboundOrderOrTransferSchema,
      access: 'session',
      roles: [2],
      permission: 'yelopack-stock-sign-sign',
      body: Strict({
        sourceType: sourceType(),
        id: StockFields.id(),
        warehouseId: Type.Optional(StockFields.id()),
        receivedQuantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
        differenceReason: Type.Optional(StockFields.text(200, '差异原因')),
      }),
    },
    ({ deps, session, body }) =>
      body.sourceType === 'inbound'
        ? signInboundOrder(deps, session, body.id, body)
        : acceptTransfer(deps, session, body.id, body.warehouseId),
  );
}
