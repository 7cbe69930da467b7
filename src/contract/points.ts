/**
 * Points (积分, issue 11). SPEC leaves points unspecified: this is our points model, written once here for
 * the server that computes and books points and the widgets that show them. It builds on the money model
 * (src/contract/bills.ts): the same days, periods, terms and first-in-first-out ages.
 *
 * WHO EARNS
 * The platform (upstream) rewards a customer company for sharing pallets well, from the ledger entries of
 * the pallets the company owns wherever they are held (the balances a rent statement covers: owner = the
 * company, any holder), per monthly period of the company's terms (cut-off day C).
 *
 * RULES, per ledger entry dated inside the period (points are integers, per pallet)
 * - earlyReturn 提前归还 +1 per pallet of a return (trayReturn, customerReturnOut) aged ≤ F days when it left
 *   (the pallets the money model's offset rule calls early; ages first in, first out);
 * - circulation 流转共享 +2 per pallet circulated onward (circulationOut) to another company instead of
 *   being returned, whatever its age;
 * - overdueReturn 超期归还 −1 per pallet of a return aged > A days when it left.
 * A return whose pallets span ages gives one item per rule it meets (e.g. 3 pallets early and 2 overdue
 * are two items of one entry); pallets aged (F, A] earn nothing. Every item names its ledger entry, so
 * every point traces to the ledger.
 *
 * STATEMENTS (上游积分对账单)
 * - Frozen lazily, like client bills: reading the statement list freezes the company's most recently
 *   closed period (its end < today) if it has no statement yet: one statement per company and period,
 *   even at 0 points, its items stored as computed.
 * - Total = max(0, Σ items): a period never takes points away, overdue returns only lower what it earns.
 * - States: pending 待确认 → confirmed 已确认 | rejected 已驳回 (a reason, 1–200 characters). Confirming
 *   credits the total to the company's points pool (积分池) in the same transaction; rejecting leaves the
 *   pool unchanged and is final (the platform re-examines the period outside the portal). Repeating a
 *   decision is a no-op; the other decision on a decided statement is a business error.
 *
 * POOL AND INDIVIDUAL POINTS (余额积分)
 * - The pool's balance = Σ confirmed statements' totals − Σ points allotted; never negative (every debit
 *   is one guarded UPDATE).
 * - Allotting moves points from the pool to one of the company's own accounts (个人积分), never more than
 *   the balance, once per requestId; both sides are written to the change record with their balance
 *   before and after.
 * - The platform may also grant points to a pool (平台奖励, e.g. a campaign): a credit of its own source,
 *   booked by the platform outside the portal (no call); the demo data grants 上海乐橙 points for the shop.
 * - Individual points are spent in the points shop (src/contract/points-shop.ts): a debit of the account,
 *   source `shop`, in the order's transaction; cancelling an order before shipping credits them back
 *   (source `shopRefund`).
 *
 * ENVIRONMENTAL SCORE (环保积分)
 * Pallet-days of the company's pooled pallets over a period (as rent counts them: pallets held at the end
 * of each day, every holder), per tray type, turned into kg CO2e avoided with {@link GRAMS_CO2E_PER_PALLET_DAY}.
 */

import type { PageQuery } from './envelope';
import type { PermissionCode } from './permissions';
import type { LedgerKind } from './stock';
import { localized } from './localized';

/** SPEC §6 settlement codes of the points calls and buttons (the server checks them, the widget gates by them). */
export const POINTS_CODES = {
  /** 积分账单-详情: the statement lists and a statement's items. */
  detail: 'center-settle-points-detail',
  /** 积分账单-审核: 确认 / 驳回 a pending statement. */
  audit: 'center-settle-points-audit',
  /** 积分账单-导出: the statement list's and the items' exports. */
  export: 'center-settle-points-export',
  /** 余额积分-详情: pool, its items, the change record (and its export: the area has no export code), individual points, environmental score. */
  balanceDetail: 'center-settle-balancePoints-detail',
  /** 余额积分-操作: 分配积分. */
  balanceOperation: 'center-settle-balancePoints-operation',
} as const satisfies Record<string, PermissionCode>;

/** The rules an item is scored by. */
export type PointsRule = 'earlyReturn' | 'circulation' | 'overdueReturn';

/** Points per pallet of each rule (see RULES). */
export const POINTS_PER_PALLET: Readonly<Record<PointsRule, number>> = {
  earlyReturn: 1,
  circulation: 2,
  overdueReturn: -1,
};

export const POINTS_RULE_LABELS: Readonly<Record<PointsRule, string>> = localized(
  {
    earlyReturn: '提前归还',
    circulation: '流转共享',
    overdueReturn: '超期归还',
  },
  {
    earlyReturn: 'Early return',
    circulation: 'Circulation sharing',
    overdueReturn: 'Overdue return',
  },
);

/** A points statement's states (STATEMENTS). */
export type PointsStatementState = 'pending' | 'confirmed' | 'rejected';

export const POINTS_STATEMENT_STATE_LABELS: Readonly<Record<PointsStatementState, string>> = localized(
  {
    pending: '待确认',
    confirmed: '已确认',
    rejected: '已驳回',
  },
  {
    pending: 'Pending confirmation',
    confirmed: 'Confirmed',
    rejected: 'Rejected',
  },
);

/** Column titles of the points statements (list, facts of one, export), on screen and in exports alike. */
export const POINTS_STATEMENT_COLUMN_LABELS = localized(
  {
    statementNo: '对账单编号',
    period: '账期',
    periodStart: '账期开始',
    periodEnd: '账期结束',
    itemsPoints: '明细合计',
    totalPoints: '确认积分',
    state: '状态',
    rejectReason: '驳回原因',
  } as const,
  {
    statementNo: 'Statement no.',
    period: 'Billing period',
    periodStart: 'Period start',
    periodEnd: 'Period end',
    itemsPoints: 'Items total',
    totalPoints: 'Confirmed points',
    state: 'Status',
    rejectReason: 'Reason for rejection',
  },
);

/** Column titles of a statement's items, on screen and in exports alike. */
export const POINTS_ITEM_COLUMN_LABELS = localized(
  {
    lineNo: '序号',
    day: '日期',
    documentNo: '单据编号',
    ledgerKind: '台账类型',
    warehouse: '仓库',
    trayType: '托盘类型',
    rule: '积分规则',
    pallets: '托盘数',
    pointsPerPallet: '每托积分',
    points: '积分',
  } as const,
  {
    lineNo: 'No.',
    day: 'Date',
    documentNo: 'Document no.',
    ledgerKind: 'Ledger type',
    warehouse: 'Warehouse',
    trayType: 'Pallet type',
    rule: 'Points rule',
    pallets: 'Pallets',
    pointsPerPallet: 'Points per pallet',
    points: 'Points',
  },
);

/**
 * settlementManagement/searchUpstreamIntegralStatements and incomeRecord/getUpstreamIntegralStatements:
 * the company's statements, newest period first. periodMonth: the month the period's cut-off falls in.
 */
export interface PointsStatementQuery extends PageQuery {
  state?: PointsStatementState;
  periodMonth?: string;
}

export interface PointsStatementRow {
  id: string;
  /** e.g. JF20261124-000001 */
  statementNo: string;
  /** yyyy-MM-dd, both included. */
  periodStart: string;
  periodEnd: string;
  /** Σ items (may be negative) and the total credited on confirmation: max(0, itemsPoints). */
  itemsPoints: number;
  totalPoints: number;
  state: PointsStatementState;
  rejectReason: string | null;
  /** ISO instants. */
  createdAt: string;
  decidedAt: string | null;
}

/** incomeRecord/searchUpstreamScoreStatementItem (and its export): one statement's items. */
export interface PointsStatementItemQuery extends PageQuery {
  id: string;
}

export interface PointsStatementItemRow {
  lineNo: number;
  entryId: string;
  documentNo: string;
  ledgerKind: LedgerKind;
  /** The entry's day, yyyy-MM-dd (Asia/Shanghai). */
  day: string;
  warehouseName: string;
  trayTypeCode: string;
  trayTypeName: string;
  rule: PointsRule;
  pallets: number;
  pointsPerPallet: number;
  points: number;
}

/** incomeRecord/confirmUpstreamIntegralStatements. */
export interface ConfirmPointsStatement {
  id: string;
}

/** incomeRecord/rejectedUpstreamIntegralStatements: the reason is required, 1–200 characters. */
export interface RejectPointsStatement {
  id: string;
  reason: string;
}

/** customer/getCustomerIntegrationPool. */
export interface PointsPool {
  companyName: string;
  balance: number;
  /** Σ confirmed statements and Σ allotted: balance = credited − allotted. */
  credited: number;
  allotted: number;
  /** ISO instant of the last change; null before the first. */
  updatedAt: string | null;
}

/** Where points come from or go to (see POOL AND INDIVIDUAL POINTS). */
export type PointsSource = 'statement' | 'allot' | 'grant' | 'shop' | 'shopRefund';

export const POINTS_SOURCE_LABELS: Readonly<Record<PointsSource, string>> = localized(
  {
    statement: '积分对账单确认',
    allot: '分配个人积分',
    grant: '平台奖励',
    shop: '积分商城兑换',
    shopRefund: '积分商城订单取消退还',
  },
  {
    statement: 'Points statement confirmed',
    allot: 'Allotted to a person',
    grant: 'Platform reward',
    shop: 'Points shop redemption',
    shopRefund: 'Points shop order cancelled, refunded',
  },
);

/**
 * customer/getCustomerIntegrationItemList: what the balance is made of, one row per source: each
 * confirmed statement (+) and each account points were allotted to (−, summed). Σ points = balance.
 */
export interface PointsPoolItemRow {
  source: PointsSource;
  /** The statement's id, or the account's. */
  sourceId: string;
  /** The statement's number, or the account's name. */
  sourceName: string;
  points: number;
  lastChangeAt: string;
}

/** Whose points a change record row moves: the pool's or an account's. */
export type PointsTarget = 'pool' | 'account';

export const POINTS_TARGET_LABELS: Readonly<Record<PointsTarget, string>> = localized(
  {
    pool: '积分池',
    account: '个人积分',
  },
  {
    pool: 'Points pool',
    account: 'Personal points',
  },
);

/** Column titles of the change record (积分变动记录), on screen and in exports alike. */
export const POINTS_CHANGE_COLUMN_LABELS = localized(
  {
    at: '时间',
    target: '对象',
    account: '账号',
    source: '来源',
    sourceNo: '来源单号',
    delta: '变动积分',
    before: '变动前',
    after: '变动后',
  } as const,
  {
    at: 'Time',
    target: 'Holder',
    account: 'Account',
    source: 'Source',
    sourceNo: 'Source no.',
    delta: 'Points change',
    before: 'Before',
    after: 'After',
  },
);

/** customer/getCustomerIntegrationChangeRecord (and its export), newest first. */
export interface PointsChangeQuery extends PageQuery {
  target?: PointsTarget;
}

export interface PointsChangeRow {
  id: string;
  at: string;
  target: PointsTarget;
  accountId: string | null;
  accountName: string | null;
  source: PointsSource;
  /** The statement's number or the allotment's (FP…). */
  sourceNo: string;
  delta: number;
  before: number;
  after: number;
}

/** 余额积分 operation: allot points from the pool to one of the company's accounts, once per requestId. */
export interface AllotPoints {
  accountId: string;
  points: number;
  requestId: string;
}

export interface AllotPointsResult {
  allotNo: string;
  accountId: string;
  points: number;
  poolBalance: number;
  accountPoints: number;
}

/** IndividualPoints/searchIndividualPointsList: the company's accounts and their points. */
export interface IndividualPointsQuery extends PageQuery {
  keyword?: string;
}

export interface IndividualPointsRow {
  accountId: string;
  userAccount: string;
  username: string;
  points: number;
}

/**
 * kg CO2e avoided per pallet-day of a shared plastic pallet instead of a one-way wooden one, in grams
 * (a stated assumption, not a measurement): a one-way wooden pallet carries about 18 kg CO2e (timber,
 * making, disposal) and serves one trip of about 30 days: 600 g a day. A pooled plastic pallet carries
 * about 60 kg CO2e over a 10-year life (3,650 days: 16 g a day) plus about 54 g a day for collection,
 * cleaning and repair: 70 g a day. Avoided: 600 − 70 = 530 g CO2e per pallet-day.
 */
export const GRAMS_CO2E_PER_PALLET_DAY = 530;

/** cashPledge/searchEnvironmentalScore: one period (default: the current one, up to today). */
export interface EnvironmentalScoreQuery {
  /** The month the period's cut-off falls in, yyyy-MM. */
  periodMonth?: string;
}

export interface EnvironmentalScoreRow {
  trayTypeCode: string;
  trayTypeName: string;
  palletDays: number;
  /** palletDays × grams ÷ 1000, rounded half up, once per row. */
  kgCo2e: number;
}

export interface EnvironmentalScore {
  periodStart: string;
  periodEnd: string;
  /** The last day counted: the period's end, or today in the current period. */
  computedTo: string;
  gramsCo2ePerPalletDay: number;
  rows: EnvironmentalScoreRow[];
  totalPalletDays: number;
  /** Σ rows' kgCo2e (never rounded again). */
  totalKgCo2e: number;
}
