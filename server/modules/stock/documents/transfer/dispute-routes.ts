import { Type } from '@sinclair/typebox';
import { API } from '../../../../../src/contract/api-paths';
import { DISPUTE_REASON_MAX } from '../../../../../src/contract/transfer-disputes';
import { Strict, type ApiRouter } from '../../../../http/route';
import { TransferSchema } from '../../../../http/wire/stock';
import { StockFields } from '../../schemas';
import { correctTransfer, rejectTransfer } from './disputes';

const reason = () => StockFields.required(DISPUTE_REASON_MAX, '原因');

/** The receiver's disputes of a transfer (src/contract/transfer-disputes.ts), beside signing it. */
export function transferDisputeRoutes(api: ApiRouter): void {
  api.post(
    API.transferDispute.correct,
    {
      summary: '更正调拨数量（接收方，异议期内：待签收或已签收）',
      response: TransferSchema,
      access: 'session',
      roles: [2],
      permission: 'yelopack-stock-sign-sign',
      body: Strict({
        requestId: StockFields.requestId(),
        id: StockFields.id(),
        warehouseId: Type.Optional(StockFields.id()),
        correctedQuantity: StockFields.quantity(),
        reason: reason(),
      }),
    },
    ({ deps, session, body }) => correctTransfer(deps, session, body),
  );
  api.post(
    API.transferDispute.reject,
    {
      summary: '拒收调拨（接收方，异议期内，仅待签收）',
      response: TransferSchema,
      access: 'session',
      roles: [2],
      permission: 'yelopack-stock-sign-sign',
      body: Strict({ requestId: StockFields.requestId(), id: StockFields.id(), reason: reason() }),
    },
    ({ deps, session, body }) => rejectTransfer(deps, session, body),
  );
}
