import { API } from '../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import { Strict, type ApiRouter } from '../../http/route';
import { StockFields } from '../stock';
import {
  createTransportRecord,
  issueReturnNumbers,
  reportPickedUp,
  reportReceived,
  reportRecyclingCollected,
} from './platform-service';
import { ReturnFields } from './schemas';
import { TransportRecordSchema, TrayReturnDetailSchema } from './wire';
import { RecyclingApplicationSchema } from '../../http/wire/stock';

const receivedBody = () =>
  Strict({
    id: StockFields.id(),
    goodQuantity: ReturnFields.count(),
    damagedQuantity: ReturnFields.count(),
    lostQuantity: ReturnFields.count(),
  });

/** The platform's side of returns (x-platform-key): pickups, depot receipts, transport records, numbers. */
export function platformReturnRoutes(api: ApiRouter): void {
  api.post(
    API.platform.returnDoorPickupPickedUp,
    {
      summary: '平台：上门取件已取件（客户自有库存减少取件数量）',
      response: TrayReturnDetailSchema,
      access: 'platform',
      body: Strict({ id: StockFields.id(), pickedQuantity: StockFields.quantity() }),
    },
    ({ deps, body }) => reportPickedUp(deps, body),
  );
  for (const [path, channel, summary] of [
    [
      API.platform.returnDoorPickupReceived,
      'toDoor',
      '平台：上门取件签收入库（完好/破损/丢失之和等于取件数量）',
    ],
    [
      API.platform.returnSelfReturnReceived,
      'self',
      '平台：自行归还签收入库（完好/破损/丢失之和等于归还数量，库存此时减少）',
    ],
  ] as const) {
    api.post(
      path,
      { summary, response: TrayReturnDetailSchema, access: 'platform', body: receivedBody() },
      ({ deps, body }) => reportReceived(deps, channel, body),
    );
  }
  api.post(
    API.platform.returnTransportRecordCreate,
    {
      summary: '平台：登记运往回收站的运输记录',
      response: TransportRecordSchema,
      access: 'platform',
      body: Strict({
        requestId: StockFields.requestId(),
        companyId: StockFields.id(),
        warehouseId: StockFields.id(),
        depotId: StockFields.id(),
        trayTypeCode: StockFields.trayTypeCode(),
        quantity: StockFields.quantity(),
        goodQuantity: ReturnFields.count(),
        damagedQuantity: ReturnFields.count(),
        lostQuantity: ReturnFields.count(),
        waybillNo: StockFields.text(32, '运单号'),
        plateNumber: ReturnFields.plateNumber(),
        driverName: StockFields.text(50, '司机'),
      }),
    },
    ({ deps, body }) => createTransportRecord(deps, body),
  );
  api.post(
    API.platform.returnReturnNumberIssue,
    {
      summary: '平台：向企业发放归还单号',
      response: Type.Array(Type.String()),
      access: 'platform',
      body: Strict({ companyId: StockFields.id(), count: Type.Integer({ minimum: 1, maximum: 100 }) }),
    },
    ({ deps, body }) => issueReturnNumbers(deps, body.companyId, body.count),
  );
  api.post(
    API.platform.returnRecyclingCollected,
    {
      summary: '平台：回收申请已回收',
      response: RecyclingApplicationSchema,
      access: 'platform',
      body: Strict({ id: StockFields.id() }),
    },
    ({ deps, body }) => reportRecyclingCollected(deps, body.id),
  );
}
