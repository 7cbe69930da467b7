import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import { PAYMENT_STATE_LABELS } from '../../../src/contract/statements';
import { Fields } from '../../http/fields';
import { pageFields } from '../../http/paged-list';
import type { ApiRouter } from '../../http/route';
import { Strict } from '../../http/route';
import { OneOfKeys, PageOf } from '../../http/wire/schema';
import { StockFields } from '../stock';
import { platformBankAccount } from './bank-account';
import { confirmPay, paymentDetail, paymentList } from './payments';
import { BankAccountInfoSchema, PayInfoDetailSchema, PaymentRowSchema } from './statement-wire';

/** SPEC §6 付款管理-详情 and 付款管理-支付. */
const PAYMENT_DETAIL = 'center-settle-payment-detail' as const;
const PAY = 'center-settle-payment-pay' as const;

/** SPEC §7 payManagement/*: the payments of confirmed statements; and where to pay (common/getBankAccountInfo). */
export function paymentRoutes(api: ApiRouter): void {
  api.post(
    API.payManagement.getPayManagementList,
    {
      summary: '付款单列表（已确认结算单的付款，新账期在前）',
      response: PageOf(PaymentRowSchema),
      access: 'session',
      roles: [5],
      permission: PAYMENT_DETAIL,
      body: Strict({ ...pageFields(), state: Type.Optional(OneOfKeys(PAYMENT_STATE_LABELS)) }),
    },
    ({ deps, session, body }) => paymentList(deps.db, session.companyId, body),
  );
  api.post(
    API.payManagement.getPayInfoDetail,
    {
      summary: '付款单详情（应付、已付、待付、付款记录、平台收款账户）',
      response: PayInfoDetailSchema,
      access: 'session',
      roles: [5],
      permission: PAYMENT_DETAIL,
      body: Strict({ id: Fields.id() }),
    },
    ({ deps, session, body }) => paymentDetail(deps.db, session.companyId, body.id),
  );
  api.post(
    API.payManagement.confirmPay,
    {
      summary: '付款（金额不超过待付金额；付清后为已付款；同一 requestId 重复提交无变化）',
      response: PayInfoDetailSchema,
      access: 'session',
      roles: [5],
      permission: PAY,
      body: Strict({
        id: Fields.id(),
        amountFen: Type.Integer({ minimum: 1, description: '付款金额（分）' }),
        requestId: StockFields.requestId(),
      }),
    },
    async ({ deps, session, body }) => {
      await confirmPay(deps.db, session, deps.clock(), body);
      return paymentDetail(deps.db, session.companyId, body.id);
    },
  );
  api.post(
    API.common.getBankAccountInfo,
    {
      summary: '平台收款账户（户名、开户行、账号）',
      response: BankAccountInfoSchema,
      access: 'session',
      body: Strict({}),
    },
    ({ deps }) => platformBankAccount(deps.db),
  );
}
