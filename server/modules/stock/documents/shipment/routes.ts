import { API } from '../../../../../src/contract/api-paths';
import { Type } from '@sinclair/typebox';
import { Fields } from '../../../../http/fields';
import { Strict, type ApiRouter } from '../../../../http/route';
import { StockFields } from '../../schemas';
import { confirmShipmentArrival, createCirculation } from './service';
import { ShipmentSchema } from '../../../../http/wire/stock';

const plateNumber = () => Type.Optional(Fields.plateNumber());
const remark = () => Type.Optional(StockFields.text(200, '备注'));

/** Circulation and the receiver's arrival confirmation (a sale outbound is a waybill: server/modules/transport). */
export function shipmentRoutes(api: ApiRouter): void {
  api.post(
    API.downstreamCustomer.createMultiCirculationOutOrder,
    {
      summary: '流转出库（C1 库存继续发出，可多行，所属企业不变）',
      response: Type.Array(ShipmentSchema),
      access: 'session',
      roles: [2, 7],
      permission: 'yelopack-stock-circulation-out',
      body: Strict({
        requestId: StockFields.requestId(),
        fromWarehouseId: StockFields.id(),
        toCompanyId: StockFields.id(),
        toWarehouseId: StockFields.id(),
        plateNumber: plateNumber(),
        remark: remark(),
        lines: Type.Array(
          Strict({
            ownerCompanyId: StockFields.id(),
            trayTypeCode: StockFields.trayTypeCode(),
            quantity: StockFields.quantity(),
          }),
          { minItems: 1, maxItems: 20 },
        ),
      }),
    },
    ({ deps, session, body }) => createCirculation(deps, session, body),
  );
  api.post(
    API.downstreamCustomer.confirmArriveStockIn,
    {
      summary: '确认到货入库（收货方；整车所有明细）',
      response: ShipmentSchema,
      access: 'session',
      roles: [2, 7],
      body: Strict({ id: StockFields.id() }),
    },
    ({ deps, session, body }) => confirmShipmentArrival(deps, session, body.id),
  );
}
