import { Type } from '@sinclair/typebox';
import type {
  BillChargeRow,
  BillEntryRow,
  BillStockRow,
  DeductCandidateRow,
  DeductDays,
  DeductResult,
  WarehouseBillRow,
} from '../../../../src/contract/bill-items';
import { BILL_LINE_KIND_LABELS } from '../../../../src/contract/bills';
import { LEDGER_KIND_DOCUMENT, LEDGER_KIND_LABELS } from '../../../../src/contract/stock';
import { Int, Nullable, OneOf, OneOfKeys, PageOf, wire } from '../../../http/wire/schema';
import { BillLineRowSchema, RateUnitSchema } from '../wire';

/** Response schemas of src/contract/bill-items.ts. */

const DOCUMENT_TYPES = [...new Set(Object.values(LEDGER_KIND_DOCUMENT))];

export const WarehouseBillRowSchema = wire<WarehouseBillRow>()(
  Type.Object({
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    amounts: Type.Array(Type.Object({ kind: OneOfKeys(BILL_LINE_KIND_LABELS), amountFen: Int() }), {
      description: '各计费项目金额（分），仅含出现的项目',
    }),
    totalFen: Int(),
    lines: Type.Array(BillLineRowSchema),
  }),
);

const entryFields = () => ({
  entryId: Type.String({ description: '台账明细 id' }),
  kind: OneOfKeys(LEDGER_KIND_LABELS),
  documentType: OneOf(DOCUMENT_TYPES),
  documentNo: Type.String(),
  day: Type.String({ description: '日期 yyyy-MM-dd（北京时间）' }),
  warehouseId: Type.String(),
  warehouseName: Type.String(),
  trayTypeCode: Type.String(),
  trayTypeName: Type.String(),
  quantity: Int(),
});

export const BillEntryRowSchema = wire<BillEntryRow>()(Type.Object(entryFields()));

export const BillChargeRowSchema = wire<BillChargeRow>()(
  Type.Object({
    ...entryFields(),
    lineKind: OneOfKeys(BILL_LINE_KIND_LABELS),
    counted: Int(),
    rate: Int(),
    rateUnit: RateUnitSchema,
    amountFen: Int(),
    overdueDays: Nullable(Int()),
  }),
);

export const BillStockRowSchema = wire<BillStockRow>()(
  Type.Object({
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    trayTypeCode: Type.String(),
    trayTypeName: Type.String(),
    held: Int(),
    free: Int(),
    hire: Int(),
    overdue: Int(),
    asOf: Type.String({ description: '按此日日终计算 yyyy-MM-dd' }),
  }),
);

const DeductCandidateRowSchema = wire<DeductCandidateRow>()(
  Type.Object({
    clientCompanyId: Type.String(),
    clientName: Type.String(),
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    trayTypeCode: Type.String(),
    trayTypeName: Type.String(),
    deductible: Int(),
    overdueDays: Int(),
  }),
);

export const DeductDaysSchema = wire<DeductDays>()(
  Type.Object({
    deductDays: Int(),
    overdueDays: Int(),
    candidates: PageOf(DeductCandidateRowSchema),
  }),
);

export const DeductResultSchema = wire<DeductResult>()(
  Type.Object({
    deductDays: Int(),
    deductions: Type.Array(
      Type.Object({ id: Type.String(), documentNo: Type.String(), quantity: Int(), amountFen: Int() }),
    ),
  }),
);
