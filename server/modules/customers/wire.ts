import { Type } from '@sinclair/typebox';
import type {
  OverdueCustomerRow,
  SaleCustomerDetail,
  SaleCustomerRow,
} from '../../../src/contract/customers';
import { LISTED_WAYBILL_STATUSES } from '../../../src/contract/transport';
import { Instant, Int, Nullable, OneOf, wire } from '../../http/wire/schema';
import { InboundStatusSchema, StockRowSchema, WarehouseSchema } from '../../http/wire/stock';

/** Response schemas of src/contract/customers.ts (sales customer management). */

const saleCustomerFields = () => ({
  clientCompanyId: Type.String(),
  name: Type.String(),
  contact: Type.String(),
  phone: Type.String(),
  warehouseCount: Int(),
  held: Int(),
  inTransit: Int(),
  overdue: Int(),
  lastWaybillAt: Nullable(Instant()),
});

export const SaleCustomerRowSchema = wire<SaleCustomerRow>()(Type.Object(saleCustomerFields()));

const trayLine = () => ({
  documentNo: Type.String(),
  trayTypeCode: Type.String(),
  trayTypeName: Type.String(),
  quantity: Int(),
  createdAt: Instant(),
});

export const SaleCustomerDetailSchema = wire<SaleCustomerDetail>()(
  Type.Object({
    customer: Type.Object({ ...saleCustomerFields(), createdAt: Instant() }),
    addresses: Type.Array(WarehouseSchema),
    stock: Type.Array(StockRowSchema),
    waybills: Type.Array(
      Type.Object({
        ...trayLine(),
        status: OneOf(LISTED_WAYBILL_STATUSES),
        toWarehouseName: Type.String(),
        plateNumber: Type.String(),
        departedAt: Nullable(Instant()),
        confirmedAt: Nullable(Instant()),
      }),
    ),
    returns: Type.Array(
      Type.Object({
        ...trayLine(),
        status: InboundStatusSchema(),
        clientWarehouseName: Type.String(),
        warehouseName: Type.String(),
        receivedQuantity: Nullable(Int()),
      }),
    ),
  }),
);

export const OverdueCustomerRowSchema = wire<OverdueCustomerRow>()(
  Type.Object({
    clientCompanyId: Type.String(),
    name: Type.String(),
    trayTypeCode: Type.String(),
    trayTypeName: Type.String(),
    held: Int(),
    overdue: Int(),
    overdueDays: Int(),
    overdueByTerms: Int(),
    dueWithin7Days: Int(),
  }),
);
