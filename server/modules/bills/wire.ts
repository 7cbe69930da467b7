import { Type } from '@sinclair/typebox';
import {
  BILL_LINE_KIND_LABELS,
  CLIENT_BILL_STATE_LABELS,
  COMPUTED_LINE_KINDS,
  type BillLineRow,
  type ClientBillDetail,
  type ClientBillRow,
} from '../../../src/contract/bills';
import { Int, Nullable, OneOf, OneOfKeys, wire } from '../../http/wire/schema';

/** Response schemas of src/contract/bills.ts. */

const day = (description: string) => Type.String({ description: `${description} yyyy-MM-dd（北京时间）` });

/** What a rate is per (src/contract/bills.ts BillRateUnit). */
export const RateUnitSchema = OneOf(['centiFenPerPalletDay', 'fenPerPallet', 'fenPerCorrection'] as const);

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
    rateUnit: RateUnitSchema,
    amountFen: Int(),
    entryIds: Type.Array(Type.String(), { description: '本行计入的台账明细 id' }),
    corrects: Nullable(
      Type.Object(
        {
          billId: Type.String(),
          billNo: Type.String(),
          periodStart: day('被调整账单的账期开始'),
          periodEnd: day('被调整账单的账期结束'),
          kind: OneOf(COMPUTED_LINE_KINDS),
        },
        { description: '调整行：所调整的已冻结账单（客户账单或结算单）及其费用类型；其他行为 null' },
      ),
    ),
  }),
);

const clientBillFields = () => ({
  id: Nullable(Type.String({ description: '冻结账单 id；本期实时账单为 null' })),
  billNo: Nullable(Type.String({ description: '账单编号；本期实时账单为 null' })),
  clientCompanyId: Type.String(),
  clientName: Type.String(),
  periodStart: day('账期开始'),
  periodEnd: day('账期结束'),
  computedTo: day('已计算至'),
  totalFen: Int(),
  state: OneOfKeys(CLIENT_BILL_STATE_LABELS),
  rejectReason: Nullable(Type.String({ description: '驳回原因' })),
  supersededBy: Nullable(Type.String({ description: '驳回后重新生成的账单 id' })),
});

export const ClientBillRowSchema = wire<ClientBillRow>()(Type.Object(clientBillFields()));

export const ClientBillDetailSchema = wire<ClientBillDetail>()(
  Type.Object({ ...clientBillFields(), lines: Type.Array(BillLineRowSchema) }),
);

/** A list's 账期 filter: the month the period's cut-off (its last day) falls in. */
export const PeriodMonth = () =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: '账期截止日所在月份 yyyy-MM' });
