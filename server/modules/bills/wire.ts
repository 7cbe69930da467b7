import { Type } from '@sinclair/typebox';
import {
  BILL_LINE_KIND_LABELS,
  type BillLineRow,
  type ClientBillDetail,
  type ClientBillRow,
} from '../../../src/contract/bills';
import { Int, OneOf, OneOfKeys, wire } from '../../http/wire/schema';

/** Response schemas of src/contract/bills.ts. */

const day = (description: string) => Type.String({ description: `${description} yyyy-MM-dd（北京时间）` });

export const BillLineRowSchema = wire<BillLineRow>()(
  Type.Object({
    kind: OneOfKeys(BILL_LINE_KIND_LABELS),
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    trayTypeCode: Type.String(),
    trayTypeName: Type.String(),
    priceId: Type.String({ description: '计价行（bill_prices.id）' }),
    firstDay: day('该计价行在本期生效的第一天'),
    lastDay: day('该计价行在本期生效的最后一天'),
    quantity: Int(),
    rate: Int(),
    rateUnit: OneOf(['centiFenPerPalletDay', 'fenPerPallet'] as const),
    amountFen: Int(),
    entryIds: Type.Array(Type.String(), { description: '本行计入的台账明细 id' }),
  }),
);

const clientBillFields = () => ({
  clientCompanyId: Type.String(),
  clientName: Type.String(),
  periodStart: day('账期开始'),
  periodEnd: day('账期结束'),
  computedTo: day('已计算至'),
  totalFen: Int(),
  state: Type.Literal('live'),
});

export const ClientBillRowSchema = wire<ClientBillRow>()(Type.Object(clientBillFields()));

export const ClientBillDetailSchema = wire<ClientBillDetail>()(
  Type.Object({ ...clientBillFields(), lines: Type.Array(BillLineRowSchema) }),
);
