import { Type } from '@sinclair/typebox';
import { Fields } from '../../http/fields';

/** Field schemas of the stock calls, one definition per rule. */
export const StockFields = {
  id: Fields.id,
  requestId: () => Type.String({ pattern: '^[0-9a-fA-F]{32}$', description: '幂等键（32 位十六进制）' }),
  quantity: () => Type.Integer({ minimum: 1, maximum: 1_000_000, description: '托盘数量' }),
  trayTypeCode: () => Type.String({ minLength: 1, maxLength: 20, description: '托盘类型编码' }),
  day: (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description }),
  text: (maxLength: number, description: string) => Type.String({ maxLength, description }),
  required: (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, description }),
};

export const dateRangeFields = () => ({
  dateStart: Type.Optional(StockFields.day('开始日期 yyyy-MM-dd（含，北京时间）')),
  dateEnd: Type.Optional(StockFields.day('结束日期 yyyy-MM-dd（含，北京时间）')),
});

export const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));
