import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import {
  POINTS_CODES,
  POINTS_STATEMENT_STATE_LABELS,
  POINTS_TARGET_LABELS,
  type PointsStatementQuery,
} from '../../../src/contract/points';
import { Fields } from '../../http/fields';
import { pageFields, registerPagedList } from '../../http/paged-list';
import { Strict, type ApiRouter } from '../../http/route';
import { OneOfKeys, PageOf } from '../../http/wire/schema';
import type { ApiModule } from '../index';
import { StockFields } from '../stock';
import { allotPoints } from './allot';
import { decidePointsStatement } from './decide';
import { environmentalScore } from './environmental';
import { CHANGE_COLUMNS, ITEM_COLUMNS, STATEMENT_COLUMNS } from './export-columns';
import { individualPoints } from './individual';
import { PeriodMonth } from '../bills';
import { POINTS_EXPORT_LABELS, POINTS_LABELS } from './labels';
import { points } from './migrations/0016-points';
import { pointsChanges, pointsPool, pointsPoolItems } from './pool';
import { seedDemoPoints } from './seed';
import { pointsStatement, pointsStatementItems, pointsStatementList } from './statements';
import {
  AllotPointsResultSchema,
  EnvironmentalScoreSchema,
  IndividualPointsRowSchema,
  PointsChangeRowSchema,
  PointsPoolItemRowSchema,
  PointsPoolSchema,
  PointsStatementItemRowSchema,
  PointsStatementRowSchema,
} from './wire';

const opt = Type.Optional;
const ROLES = [5] as const;

const statementFilters = () => ({
  state: opt(OneOfKeys(POINTS_STATEMENT_STATE_LABELS)),
  periodMonth: opt(PeriodMonth()),
});
const STATEMENTS_SUMMARY = '上游积分对账单列表（新账期在前；读取时冻结最近一个已结束的账期）';

/** The statement lists, their items and the two decisions (incomeRecord/*, settlementManagement/*). */
function statementRoutes(api: ApiRouter): void {
  registerPagedList(api, {
    path: API.incomeRecord.getUpstreamIntegralStatements,
    summary: STATEMENTS_SUMMARY,
    row: PointsStatementRowSchema,
    roles: ROLES,
    permission: POINTS_CODES.detail,
    exportPermission: POINTS_CODES.export,
    fileName: () => POINTS_EXPORT_LABELS.statementsFile,
    filters: statementFilters(),
    columns: STATEMENT_COLUMNS,
    run: (deps, session, filters, paging) =>
      pointsStatementList(deps.db, session.companyId, deps.clock(), filters, paging),
  });
  // The same list under the settlement controller's path (SPEC §7 names both).
  api.post(
    API.settlementManagement.searchUpstreamIntegralStatements,
    {
      summary: STATEMENTS_SUMMARY,
      response: PageOf(PointsStatementRowSchema),
      access: 'session',
      roles: ROLES,
      permission: POINTS_CODES.detail,
      body: Strict({ ...pageFields(), ...statementFilters() }),
    },
    ({ deps, session, body }) => {
      const { pageNum, pageSize, ...filters } = body as PointsStatementQuery;
      return pointsStatementList(deps.db, session.companyId, deps.clock(), filters, { pageNum, pageSize });
    },
  );
  registerPagedList(api, {
    path: API.incomeRecord.searchUpstreamScoreStatementItem,
    summary: '上游积分对账单明细（每条明细对应一条台账记录及其积分）',
    row: PointsStatementItemRowSchema,
    roles: ROLES,
    permission: POINTS_CODES.detail,
    exportPermission: POINTS_CODES.export,
    fileName: () => POINTS_EXPORT_LABELS.itemsFile,
    filters: { id: Fields.id() },
    columns: ITEM_COLUMNS,
    run: (deps, session, filters, paging) =>
      pointsStatementItems(deps.db, session.companyId, filters.id, paging),
  });
  api.post(
    API.incomeRecord.confirmUpstreamIntegralStatements,
    {
      summary: '确认上游积分对账单（积分计入积分池；重复确认不重复计入）',
      response: PointsStatementRowSchema,
      access: 'session',
      roles: ROLES,
      permission: POINTS_CODES.audit,
      body: Strict({ id: Fields.id() }),
    },
    async ({ deps, session, body }) => {
      await decidePointsStatement(deps.db, session, deps.clock(), { to: 'confirmed', ...body });
      return pointsStatement(deps.db, session.companyId, body.id);
    },
  );
  api.post(
    API.incomeRecord.rejectedUpstreamIntegralStatements,
    {
      summary: '驳回上游积分对账单（须填写原因，1-200 字；积分池不变）',
      response: PointsStatementRowSchema,
      access: 'session',
      roles: ROLES,
      permission: POINTS_CODES.audit,
      body: Strict({
        id: Fields.id(),
        reason: Type.String({ minLength: 1, maxLength: 200, description: '驳回原因（1-200 字）' }),
      }),
    },
    async ({ deps, session, body }) => {
      await decidePointsStatement(deps.db, session, deps.clock(), { to: 'rejected', ...body });
      return pointsStatement(deps.db, session.companyId, body.id);
    },
  );
}

/** 余额积分: the pool, its items and change record, individual points and the allotment. */
function balanceRoutes(api: ApiRouter): void {
  api.post(
    API.customer.getCustomerIntegrationPool,
    {
      summary: '积分池余额',
      response: PointsPoolSchema,
      access: 'session',
      roles: ROLES,
      permission: POINTS_CODES.balanceDetail,
      body: Strict({}),
    },
    ({ deps, session }) => pointsPool(deps.db, session.companyId),
  );
  api.post(
    API.customer.getCustomerIntegrationItemList,
    {
      summary: '积分池构成（按来源汇总：已确认的积分对账单、分配给各账号的积分）',
      response: PageOf(PointsPoolItemRowSchema),
      access: 'session',
      roles: ROLES,
      permission: POINTS_CODES.balanceDetail,
      body: Strict(pageFields()),
    },
    ({ deps, session, body }) => pointsPoolItems(deps.db, session.companyId, body),
  );
  registerPagedList(api, {
    path: API.customer.getCustomerIntegrationChangeRecord,
    summary: '积分变动记录（积分池与个人积分的每笔增减，含变动前后余额）',
    row: PointsChangeRowSchema,
    roles: ROLES,
    permission: POINTS_CODES.balanceDetail,
    exportPermission: POINTS_CODES.balanceDetail,
    fileName: () => POINTS_EXPORT_LABELS.changesFile,
    filters: { target: opt(OneOfKeys(POINTS_TARGET_LABELS)) },
    columns: CHANGE_COLUMNS,
    run: (deps, session, filters, paging) => pointsChanges(deps.db, session.companyId, filters, paging),
  });
  api.post(
    API.IndividualPoints.searchIndividualPointsList,
    {
      summary: '个人积分列表（本企业账号及其积分）',
      response: PageOf(IndividualPointsRowSchema),
      access: 'session',
      roles: ROLES,
      permission: POINTS_CODES.balanceDetail,
      body: Strict({ ...pageFields(), keyword: opt(StockFields.text(50, POINTS_LABELS.keyword)) }),
    },
    ({ deps, session, body }) => {
      const { pageNum, pageSize, ...filters } = body;
      return individualPoints(deps.db, session.companyId, filters, { pageNum, pageSize });
    },
  );
  api.post(
    API.customer.allotIntegration,
    {
      summary: '分配积分：从积分池分配给本企业账号（不超过余额；同一 requestId 只分配一次）',
      response: AllotPointsResultSchema,
      access: 'session',
      roles: ROLES,
      permission: POINTS_CODES.balanceOperation,
      body: Strict({
        accountId: Fields.id(),
        points: Type.Integer({ minimum: 1, maximum: 100_000_000, description: '分配积分' }),
        requestId: Type.String({ minLength: 1, maxLength: 64, description: '请求 id（幂等）' }),
      }),
    },
    ({ deps, session, body }) => allotPoints(deps.db, session, deps.clock(), body),
  );
}

/** Points (积分): the points model is the header of src/contract/points.ts. */
export const pointsModule: ApiModule = {
  tag: 'points',
  migrations: { '0016-points': points },
  seedDemo: seedDemoPoints,
  routes(api) {
    statementRoutes(api);
    balanceRoutes(api);
    api.post(
      API.cashPledge.searchEnvironmentalScore,
      {
        summary: `环保积分：账期内共享托盘的托盘天数（按托盘类型）及减少的碳排放（kg CO2e）`,
        response: EnvironmentalScoreSchema,
        access: 'session',
        roles: ROLES,
        permission: POINTS_CODES.balanceDetail,
        body: Strict({ periodMonth: opt(PeriodMonth()) }),
      },
      ({ deps, session, body }) => environmentalScore(deps.db, session.companyId, deps.clock(), body),
    );
  },
};
