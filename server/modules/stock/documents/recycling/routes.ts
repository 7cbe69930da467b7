import { API } from '../../../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import { Fields } from '../../../../http/fields';
import { Strict, type ApiRouter } from '../../../../http/route';
import { StockFields } from '../../schemas';
import { applyRecycling, cancelRecycling } from './service';
import { RecyclingApplicationSchema } from '../../../../http/wire/stock';

const applyBody = {
  requestId: StockFields.requestId(),
  warehouseId: StockFields.id(),
  trayTypeCode: StockFields.trayTypeCode(),
  quantity: StockFields.quantity(),
  pickupDate: StockFields.day('取件日期 yyyy-MM-dd'),
  contact: StockFields.required(50, '联系人'),
  phone: Fields.mobile(),
  remark: Type.Optional(StockFields.text(200, '备注')),
};

/** Recycling applications: own stock, C1 stock, cancel. */
export function recyclingRoutes(api: ApiRouter): void {
  api.post(
    API.customerStock.applyRecycling,
    {
      summary: '申请回收（自有库存，托盘立即预留）',
      response: RecyclingApplicationSchema,
      access: 'session',
      roles: [2],
      permission: 'yelopack-stock-own-applyRecycling',
      body: Strict(applyBody),
    },
    ({ deps, session, body }) => applyRecycling(deps, session, 'own', body),
  );
  api.post(
    API.downstreamCustomer.applyDownstreamRecycle,
    {
      summary: '归还托盘（C1 库存申请回收）',
      response: RecyclingApplicationSchema,
      access: 'session',
      roles: [2, 7],
      permission: 'yelopack-stock-ownC1-returnTray',
      body: Strict({ ...applyBody, ownerCompanyId: StockFields.id() }),
    },
    ({ deps, session, body }) => applyRecycling(deps, session, 'c1', body),
  );
  api.post(
    API.consumerStock.cancelRecycling,
    {
      summary: '取消回收申请（未回收前）',
      response: RecyclingApplicationSchema,
      access: 'session',
      roles: [2],
      permission: 'yelopack-stock-own-applyRecycling',
      body: Strict({ id: StockFields.id() }),
    },
    ({ deps, session, body }) => cancelRecycling(deps, session, body.id),
  );
}
