import { Type } from '@sinclair/typebox';
import { Fields } from '../../http/fields';
import { Strict } from '../../http/route';
import { StockFields } from '../stock';

/** Field schemas of the return calls. */
export const ReturnFields = {
  returnNumber: () => Type.String({ minLength: 1, maxLength: 32, description: '归还单号' }),
  count: () => Type.Integer({ minimum: 0, maximum: 1_000_000, description: '托盘数量' }),
  plateNumber: Fields.plateNumber,
  remark: () => Type.Optional(StockFields.text(200, '备注')),
};

/** What every return a customer makes names: its idempotency key, where the pallets leave, which, how many. */
export const returnedPallets = () => ({
  requestId: StockFields.requestId(),
  warehouseId: StockFields.id(),
  trayTypeCode: StockFields.trayTypeCode(),
  quantity: StockFields.quantity(),
});

/** The body of a door pickup (bookDoorPickup); the bulk import validates its rows with it too. */
export const BookDoorPickupBody = Strict({
  ...returnedPallets(),
  pickupDate: StockFields.day('取件日期 yyyy-MM-dd（不早于今天，北京时间）'),
  contact: StockFields.required(50, '联系人'),
  phone: Fields.mobile(),
  remark: ReturnFields.remark(),
});
