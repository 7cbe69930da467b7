/** The points calls (wire types and the points model in src/contract/points.ts). */
import { API } from '../../contract/api-paths';
import type { Page } from '../../contract/envelope';
import type {
  AllotPoints,
  AllotPointsResult,
  ConfirmPointsStatement,
  EnvironmentalScore,
  IndividualPointsRow,
  PointsChangeRow,
  PointsPool,
  PointsPoolItemRow,
  PointsStatementItemRow,
  PointsStatementRow,
  RejectPointsStatement,
} from '../../contract/points';
import { api } from '../../core';

/** The company's points statements, paged (incomeRecord/getUpstreamIntegralStatements; its export twin). */
export const POINTS_STATEMENT_LIST_CALL = API.incomeRecord.getUpstreamIntegralStatements;
/** A statement's items, paged (and the upstream score statement item export). */
export const POINTS_ITEM_LIST_CALL = API.incomeRecord.searchUpstreamScoreStatementItem;
export const POINTS_CONFIRM_CALL = API.incomeRecord.confirmUpstreamIntegralStatements;
export const POINTS_REJECT_CALL = API.incomeRecord.rejectedUpstreamIntegralStatements;
export const POINTS_POOL_CALL = API.customer.getCustomerIntegrationPool;
export const POINTS_POOL_ITEMS_CALL = API.customer.getCustomerIntegrationItemList;
/** The change record, paged (and the integration change record export). */
export const POINTS_CHANGES_CALL = API.customer.getCustomerIntegrationChangeRecord;
export const INDIVIDUAL_POINTS_CALL = API.IndividualPoints.searchIndividualPointsList;
export const ALLOT_POINTS_CALL = API.customer.allotIntegration;
export const ENVIRONMENTAL_SCORE_CALL = API.cashPledge.searchEnvironmentalScore;

/** The 分配积分 form's account choices: the company's accounts (one page holds them). */
export const ACCOUNTS_QUERY = { pageNum: 1, pageSize: 100 } as const;

/** What a decision changes: the list (state), the pool and its record (a confirmation credits it). */
export const POINTS_STATEMENT_READS = [
  POINTS_STATEMENT_LIST_CALL,
  POINTS_POOL_CALL,
  POINTS_POOL_ITEMS_CALL,
  POINTS_CHANGES_CALL,
] as const;
/** What an allotment changes: the pool, its items and record, the accounts' points. */
export const BALANCE_READS = [
  POINTS_POOL_CALL,
  POINTS_POOL_ITEMS_CALL,
  POINTS_CHANGES_CALL,
  INDIVIDUAL_POINTS_CALL,
] as const;

export const pointsApi = {
  confirm: (request: ConfirmPointsStatement) => api.post<PointsStatementRow>(POINTS_CONFIRM_CALL, request),
  reject: (request: RejectPointsStatement) => api.post<PointsStatementRow>(POINTS_REJECT_CALL, request),
  allot: (request: AllotPoints) => api.post<AllotPointsResult>(ALLOT_POINTS_CALL, request),
};

/** What the server answers on each path (the fake backend is typed by it). */
export interface PointsResponses {
  [POINTS_STATEMENT_LIST_CALL]: Page<PointsStatementRow>;
  [POINTS_ITEM_LIST_CALL]: Page<PointsStatementItemRow>;
  [POINTS_CONFIRM_CALL]: PointsStatementRow;
  [POINTS_REJECT_CALL]: PointsStatementRow;
  [POINTS_POOL_CALL]: PointsPool;
  [POINTS_POOL_ITEMS_CALL]: Page<PointsPoolItemRow>;
  [POINTS_CHANGES_CALL]: Page<PointsChangeRow>;
  [INDIVIDUAL_POINTS_CALL]: Page<IndividualPointsRow>;
  [ALLOT_POINTS_CALL]: AllotPointsResult;
  [ENVIRONMENTAL_SCORE_CALL]: EnvironmentalScore;
}
