import { Type } from '@sinclair/typebox';
import { Fields } from '../../../http/fields';
import { Strict } from '../../../http/route';
import { literals, StockFields } from '../../stock';

const opt = Type.Optional;

/** The body of a sale outbound (createCustomerOutboundOrder); the bulk import validates its rows with it too. */
export const CreateWaybillBody = Strict({
  requestId: StockFields.requestId(),
  fromWarehouseId: StockFields.id(),
  toCompanyId: StockFields.id(),
  toWarehouseId: StockFields.id(),
  trayTypeCode: StockFields.trayTypeCode(),
  quantity: StockFields.quantity(),
  plateNumber: Fields.plateNumber(),
  driverName: opt(StockFields.text(20, '司机姓名')),
  driverPhone: opt(Fields.mobile()),
  vehicleProvider: opt(literals(['trans', 'yuhong'] as const)),
  remark: opt(StockFields.text(200, '备注')),
});
