import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import { STATEMENT_STATE_LABELS } from '../../../src/contract/statements';
import { Fields } from '../../http/fields';
import { pageFields } from '../../http/paged-list';
import type { ApiRouter } from '../../http/route';
import { Strict } from '../../http/route';
import { OneOfKeys, PageOf } from '../../http/wire/schema';
import { statementDocuments } from './statement-documents';
import { StatementDetailSchema, StatementDocumentRowSchema, StatementRowSchema } from './statement-wire';
import { confirmStatement, rentStatementDetail, statementList, statementRow } from './statements';
import { PeriodMonth } from './wire';

/** SPEC §6 对账管理-详情 and 对账管理-确认账单: the platform's statements to the session's company. */
const STATEMENT_DETAIL = 'center-settle-check-detail' as const;
const CONFIRM_STATEMENT = 'center-settle-check-confirmBill' as const;

const opt = Type.Optional;

/** SPEC §7 settlementManagement/*: the platform's monthly statements (结算单), frozen from the ledger. */
export function statementRoutes(api: ApiRouter): void {
  api.post(
    API.settlementManagement.getSettleStatementList,
    {
      summary: '结算单列表（平台按月向本企业出具，新账期在前；读取时冻结最近一个已结束的账期）',
      response: PageOf(StatementRowSchema),
      access: 'session',
      roles: [5],
      permission: STATEMENT_DETAIL,
      body: Strict({
        ...pageFields(),
        state: opt(OneOfKeys(STATEMENT_STATE_LABELS)),
        periodMonth: opt(PeriodMonth()),
      }),
    },
    ({ deps, session, body }) => statementList(deps.db, session.companyId, deps.clock(), body),
  );
  api.post(
    API.settlementManagement.confirmSettleStatement,
    {
      summary: '确认结算单（待确认 → 已确认，同时生成待付款的付款单；重复确认无变化）',
      response: StatementRowSchema,
      access: 'session',
      roles: [5],
      permission: CONFIRM_STATEMENT,
      body: Strict({ id: Fields.id() }),
    },
    async ({ deps, session, body }) => {
      await confirmStatement(deps.db, session, deps.clock(), body.id);
      return statementRow(deps.db, session.companyId, body.id);
    },
  );
  api.post(
    API.settlementManagement.getRentSettleStatementDetail,
    {
      summary:
        '结算单租金明细（按仓库、托盘类型、计价行、计费项目；合计 = 结算单合计，每行可追溯到台账明细）',
      response: StatementDetailSchema,
      access: 'session',
      roles: [5],
      permission: STATEMENT_DETAIL,
      body: Strict({ id: Fields.id() }),
    },
    ({ deps, session, body }) => rentStatementDetail(deps.db, session.companyId, body.id),
  );
  api.post(
    API.settlementManagement.getOrderSettleStatementDetail,
    {
      summary:
        '结算单按单据明细（每行金额按托盘数以最大余数法分摊到其台账明细的单据，各单据之和 = 结算单合计）',
      response: PageOf(StatementDocumentRowSchema),
      access: 'session',
      roles: [5],
      permission: STATEMENT_DETAIL,
      body: Strict({ ...pageFields(), id: Fields.id() }),
    },
    ({ deps, session, body }) => statementDocuments(deps.db, session.companyId, body),
  );
}
