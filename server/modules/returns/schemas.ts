import { Type } from '@sinclair/typebox';
import { Fields } from '../../http/fields';
import { StockFields } from '../stock';

/** Field schemas of the return calls. */
export const ReturnFields = {
  returnNumber: () => Type.String({ minLength: 1, maxLength: 32, description: '归还单号' }),
  count: () => Type.Integer({ minimum: 0, maximum: 1_000_000, description: '托盘数量' }),
  plateNumber: Fields.plateNumber,
  remark: () => Type.Optional(StockFields.text(200, '备注')),
};
