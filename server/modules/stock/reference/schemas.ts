import { Type } from '@sinclair/typebox';
import type { PalletCodeStatus } from '../../../../src/contract/stock';
import { Fields } from '../../../http/fields';

/** Field schemas of the reference calls; list filters are shared by a list and its export twin. */
const text = (maxLength: number, description: string) =>
  // At least one non-blank character: the value is stored trimmed.
  Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

const PALLET_CODE_STATUSES: readonly PalletCodeStatus[] = [
  'inStock',
  'inTransit',
  'atDownstream',
  'recycled',
  'lost',
];

export const ReferenceFields = {
  pageNum: () => Type.Integer({ minimum: 1 }),
  pageSize: () => Type.Integer({ minimum: 1, maximum: 100 }),
  warehouseFilters: () => ({
    keyword: Type.Optional(Type.String({ maxLength: 50, description: '仓库名称、联系人或详细地址包含' })),
    province: Type.Optional(Type.String({ maxLength: 30 })),
    city: Type.Optional(Type.String({ maxLength: 30 })),
  }),
  warehouseInput: () => ({
    name: text(50, '仓库名称（同一企业内不可重复）'),
    province: text(30, '省份'),
    city: text(30, '城市'),
    district: text(30, '区县'),
    detailAddress: text(200, '详细地址'),
    contact: text(30, '联系人'),
    phone: Type.String({
      pattern: '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8})$',
      description: '11 位手机号或固定电话（如 021-58127730）',
    }),
    longitude: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
    latitude: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
    isDefault: Type.Optional(Type.Boolean({ description: 'true: 设为默认仓库（取消其他默认）' })),
  }),
  id: Fields.id,
  traceId: () => Type.String({ pattern: '^[0-9a-fA-F]{32}$', description: '托盘编码（32 位十六进制）' }),
  palletCodeFilters: () => ({
    traceId: Type.Optional(ReferenceFields.traceId()),
    warehouseId: Type.Optional(Fields.id()),
    trayTypeCode: Type.Optional(Type.String({ maxLength: 20 })),
    status: Type.Optional(
      Type.Union(
        PALLET_CODE_STATUSES.map((status) => Type.Literal(status)),
        { description: PALLET_CODE_STATUSES.join(' | ') },
      ),
    ),
  }),
};
