import { Type } from '@sinclair/typebox';
import { DOCUMENT_PREFIXES } from '../ledger';
import {
  PAYMENT_STATE_LABELS,
  STATEMENT_STATE_LABELS,
  type BankAccountInfo,
  type PayInfoDetail,
  type PaymentRow,
  type StatementDetail,
  type StatementDocumentRow,
  type StatementRow,
} from '../../../src/contract/statements';
import { Int, Nullable, OneOfKeys, wire } from '../../http/wire/schema';
import { BillLineRowSchema } from './wire';

/** Response schemas of src/contract/statements.ts. */

const day = (description: string) => Type.String({ description: `${description} yyyy-MM-dd（北京时间）` });
const time = (description: string) => Type.String({ description: `${description}（ISO 时间）` });

const statementFields = () => ({
  id: Type.String(),
  statementNo: Type.String({ description: '结算单编号' }),
  periodStart: day('账期开始'),
  periodEnd: day('账期结束'),
  totalFen: Int(),
  state: OneOfKeys(STATEMENT_STATE_LABELS),
  confirmedAt: Nullable(time('确认时间')),
  paymentId: Nullable(Type.String({ description: '确认后生成的付款单 id' })),
  paymentState: Nullable(OneOfKeys(PAYMENT_STATE_LABELS)),
});

export const StatementRowSchema = wire<StatementRow>()(Type.Object(statementFields()));

export const StatementDetailSchema = wire<StatementDetail>()(
  Type.Object({ ...statementFields(), lines: Type.Array(BillLineRowSchema) }),
);

export const StatementDocumentRowSchema = wire<StatementDocumentRow>()(
  Type.Object({
    documentType: Nullable(OneOfKeys(DOCUMENT_PREFIXES)),
    documentId: Nullable(Type.String()),
    documentNo: Nullable(Type.String({ description: '单据编号' })),
    documentDate: Nullable(day('单据日期（计入的最早一笔台账明细）')),
    pallets: Int(),
    amountFen: Int(),
    corrects: Nullable(
      Type.Object(
        {
          statementId: Type.String(),
          statementNo: Type.String(),
          periodStart: day('被调整结算单的账期开始'),
          periodEnd: day('被调整结算单的账期结束'),
        },
        { description: '调整行：所调整的前期结算单；单据行为 null' },
      ),
    ),
  }),
);

const paymentFields = () => ({
  id: Type.String(),
  paymentNo: Type.String({ description: '付款单编号' }),
  statementId: Type.String(),
  statementNo: Type.String(),
  periodStart: day('账期开始'),
  periodEnd: day('账期结束'),
  dueFen: Int(),
  paidFen: Int(),
  remainingFen: Int(),
  state: OneOfKeys(PAYMENT_STATE_LABELS),
  createdAt: time('生成时间'),
  paidAt: Nullable(time('付清时间')),
});

export const PaymentRowSchema = wire<PaymentRow>()(Type.Object(paymentFields()));

export const BankAccountInfoSchema = wire<BankAccountInfo>()(
  Type.Object({
    accountName: Type.String({ description: '户名' }),
    bankName: Type.String({ description: '开户行' }),
    accountNo: Type.String({ description: '账号' }),
  }),
);

export const PayInfoDetailSchema = wire<PayInfoDetail>()(
  Type.Object({
    ...paymentFields(),
    records: Type.Array(
      Type.Object({
        id: Type.String(),
        amountFen: Int(),
        payerAccount: Type.String(),
        payerName: Type.String(),
        paidAt: time('付款时间'),
      }),
    ),
    bankAccount: BankAccountInfoSchema,
  }),
);
