import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import { Fields } from '../../http/fields';
import type { ApiRouter } from '../../http/route';
import { Strict } from '../../http/route';
import { OneOf } from '../../http/wire/schema';
import { auditOrRejectBill } from './audit';
import { frozenClientBillRow } from './frozen-bills';
import { ClientBillRowSchema } from './wire';

/** SPEC §6 对账管理(C1)-确认账单. */
const CONFIRM_BILL = 'center-settle-checkC1-confirmBill' as const;

/** The biller's decision on a frozen client bill (state machine: states.ts). */
export function auditRoutes(api: ApiRouter): void {
  api.post(
    API.clientCustomerBill.auditOrRejectBill,
    {
      summary: '审核或驳回客户账单（驳回须填写原因，驳回后按台账重新生成同账期的待审核账单）',
      response: ClientBillRowSchema,
      access: 'session',
      roles: [5],
      permission: CONFIRM_BILL,
      body: Strict({
        id: Fields.id(),
        action: OneOf(['audit', 'reject'] as const),
        reason: Type.Optional(
          Type.String({ maxLength: 200, description: '驳回原因（驳回时必填，≤ 200 字）' }),
        ),
      }),
    },
    async ({ deps, session, body }) => {
      await auditOrRejectBill(deps.db, session, deps.clock(), body);
      return frozenClientBillRow(deps.db, session.companyId, body.id);
    },
  );
}
