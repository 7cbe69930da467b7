/**
 * An in-memory stand-in for the points calls, for the stories (offline Storybook) and the browser tests.
 * It keeps the server's rules (src/contract/points.ts): confirming a pending statement credits its total
 * to the pool, rejecting needs a reason and leaves the pool alone, an allotment never exceeds the balance
 * and happens once per requestId, and both sides land in the change record. Not part of the bundle.
 */
import type { Envelope } from '../../contract/envelope';
import type {
  IndividualPointsRow,
  PointsChangeRow,
  PointsPool,
  PointsStatementItemRow,
  PointsStatementRow,
} from '../../contract/points';
import { POINTS_CODES } from '../../contract/points';
import {
  answerRoutes,
  installFakeFetch,
  ok,
  type FakeCall,
  type FakeFetch,
  type FakeRoutes,
} from '../test-support/fake-fetch';
import { matches, pageOf, refuse } from '../test-support/fake-lists';
import {
  ALLOT_POINTS_CALL,
  ENVIRONMENTAL_SCORE_CALL,
  INDIVIDUAL_POINTS_CALL,
  POINTS_CHANGES_CALL,
  POINTS_CONFIRM_CALL,
  POINTS_ITEM_LIST_CALL,
  POINTS_POOL_CALL,
  POINTS_POOL_ITEMS_CALL,
  POINTS_REJECT_CALL,
  POINTS_STATEMENT_LIST_CALL,
  type PointsResponses,
} from './points-api';

export const ALL_POINTS_CODES: readonly string[] = Object.values(POINTS_CODES);

const statement = (
  id: string,
  periodStart: string,
  periodEnd: string,
  itemsPoints: number,
  state: PointsStatementRow['state'],
  rejectReason: string | null = null,
): PointsStatementRow => ({
  id,
  statementNo: `JF20261121-${id.slice(-6)}`,
  periodStart,
  periodEnd,
  itemsPoints,
  totalPoints: Math.max(0, itemsPoints),
  state,
  rejectReason,
  createdAt: '2026-11-21T01:00:00.000Z',
  decidedAt: state === 'pending' ? null : '2026-11-22T02:00:00.000Z',
});

/** Newest period first, as the list orders them. */
export const STATEMENT_FIXTURES: readonly PointsStatementRow[] = [
  statement('stmt-000003', '2026-10-21', '2026-11-20', 9, 'pending'),
  statement('stmt-000002', '2026-09-21', '2026-10-20', 27, 'confirmed'),
  statement('stmt-000001', '2026-08-21', '2026-09-20', 5, 'rejected', '归还数量与平台签收记录不符'),
];

const item = (
  lineNo: number,
  rule: PointsStatementItemRow['rule'],
  pallets: number,
  pointsPerPallet: number,
  ledgerKind: PointsStatementItemRow['ledgerKind'],
): PointsStatementItemRow => ({
  lineNo,
  entryId: `entry-${lineNo}`,
  documentNo: `GH2026110${lineNo}-000001`,
  ledgerKind,
  day: `2026-11-0${lineNo}`,
  warehouseName: '上海松江仓',
  trayTypeCode: '1210',
  trayTypeName: '川字塑料托盘',
  rule,
  pallets,
  pointsPerPallet,
  points: pallets * pointsPerPallet,
});

/** The pending statement's items: 5 + 6 − 2 = 9 points. */
export const ITEM_FIXTURES: readonly PointsStatementItemRow[] = [
  item(1, 'earlyReturn', 5, 1, 'trayReturn'),
  item(2, 'circulation', 3, 2, 'circulationOut'),
  item(3, 'overdueReturn', 2, -1, 'trayReturn'),
];

export const ACCOUNT_FIXTURES: readonly IndividualPointsRow[] = [
  { accountId: 'acc-center', userAccount: 'demo_center', username: '王芳', points: 6 },
  { accountId: 'acc-pallet', userAccount: 'demo_pallet', username: '李娜', points: 2 },
  { accountId: 'acc-clerk', userAccount: 'demo_clerk', username: '赵敏', points: 0 },
];

export interface FakePointsOptions {
  /** Permission codes the session holds (default: every points code). */
  permissions?: readonly string[];
  delayMs?: number;
  /** The list answers this refusal. */
  failList?: string;
  /** An allotment answers 2003 naming `points` with this message (the balance moved meanwhile). */
  refuseAllot?: string;
}

export function installFakePointsBackend(options: FakePointsOptions = {}): FakeFetch {
  const permissions = [...(options.permissions ?? ALL_POINTS_CODES)];
  const statements = STATEMENT_FIXTURES.map((row) => ({ ...row }));
  const accounts = ACCOUNT_FIXTURES.map((row) => ({ ...row }));
  const allotments = new Map<string, { allotNo: string; accountId: string; points: number }>();
  let seq = 0;
  const changes: PointsChangeRow[] = [];
  const pool: PointsPool = {
    companyName: '上海乐橙食品有限公司',
    balance: 19,
    credited: 27,
    allotted: 8,
    updatedAt: null,
  };
  const record = (
    accountId: string | null,
    source: PointsChangeRow['source'],
    sourceNo: string,
    delta: number,
    after: number,
  ) => {
    const account = accounts.find((row) => row.accountId === accountId);
    changes.unshift({
      id: `change-${++seq}`,
      at: new Date(Date.UTC(2026, 10, 23, 2, seq)).toISOString(),
      target: accountId ? 'account' : 'pool',
      accountId,
      accountName: account?.username ?? null,
      source,
      sourceNo,
      delta,
      before: after - delta,
      after,
    });
  };
  record(null, 'statement', 'JF20261021-000002', 27, 27);

  const refuseField = (field: string, message: string): Envelope => ({
    errcode: 2003,
    errmsg: message,
    data: { fields: [{ field, message }] },
  });

  const routes: FakeRoutes<PointsResponses> = {
    [POINTS_STATEMENT_LIST_CALL]: (body) => {
      if (options.failList) return refuse(options.failList);
      const rows = statements.filter(
        (row) => matches(body, 'state', row.state) && matches(body, 'periodMonth', row.periodEnd.slice(0, 7)),
      );
      return ok(pageOf(rows, body));
    },
    [POINTS_ITEM_LIST_CALL]: (body) =>
      statements.some((row) => row.id === body.id)
        ? ok(pageOf(body.id === STATEMENT_FIXTURES[0]!.id ? ITEM_FIXTURES : [], body))
        : refuse('积分对账单不存在'),
    [POINTS_CONFIRM_CALL]: (body) => {
      const found = statements.find((row) => row.id === body.id);
      if (!found) return refuse('积分对账单不存在');
      if (found.state === 'rejected') return refuse('积分对账单已驳回，不能确认');
      if (found.state === 'pending') {
        Object.assign(found, { state: 'confirmed', decidedAt: '2026-11-23T02:00:00.000Z' });
        pool.balance += found.totalPoints;
        pool.credited += found.totalPoints;
        record(null, 'statement', found.statementNo, found.totalPoints, pool.balance);
      }
      return ok(found);
    },
    [POINTS_REJECT_CALL]: (body) => {
      const found = statements.find((row) => row.id === body.id);
      if (!found) return refuse('积分对账单不存在');
      if (found.state === 'confirmed') return refuse('积分对账单已确认，不能驳回');
      if (found.state === 'pending')
        Object.assign(found, { state: 'rejected', rejectReason: String(body.reason) });
      return ok(found);
    },
    [POINTS_POOL_CALL]: () => ok({ ...pool }),
    [POINTS_POOL_ITEMS_CALL]: (body) => {
      const confirmed = statements
        .filter((row) => row.state === 'confirmed' && row.totalPoints > 0)
        .map((row) => ({
          source: 'statement' as const,
          sourceId: row.id,
          sourceName: row.statementNo,
          points: row.totalPoints,
          lastChangeAt: row.decidedAt!,
        }));
      const allotted = accounts
        .filter((row) => row.points > 0)
        .map((row) => ({
          source: 'allot' as const,
          sourceId: row.accountId,
          sourceName: row.username,
          points: -row.points,
          lastChangeAt: '2026-11-22T03:00:00.000Z',
        }));
      return ok(pageOf([...confirmed, ...allotted], body));
    },
    [POINTS_CHANGES_CALL]: (body) =>
      ok(
        pageOf(
          changes.filter((row) => matches(body, 'target', row.target)),
          body,
        ),
      ),
    [INDIVIDUAL_POINTS_CALL]: (body) =>
      ok(
        pageOf(
          accounts.filter(
            (row) => !body.keyword || `${row.userAccount}${row.username}`.includes(String(body.keyword)),
          ),
          body,
        ),
      ),
    [ALLOT_POINTS_CALL]: (body) => {
      const account = accounts.find((row) => row.accountId === body.accountId);
      if (!account) return refuse('账号不存在');
      const points = Number(body.points);
      const requestId = String(body.requestId);
      let done = allotments.get(requestId);
      if (!done) {
        done = {
          allotNo: `FP20261123-${String(allotments.size + 1).padStart(6, '0')}`,
          accountId: account.accountId,
          points,
        };
        allotments.set(requestId, done);
        pool.balance -= points;
        pool.allotted += points;
        account.points += points;
        record(null, 'allot', done.allotNo, -points, pool.balance);
        record(account.accountId, 'allot', done.allotNo, points, account.points);
      }
      return ok({ ...done, poolBalance: pool.balance, accountPoints: account.points });
    },
    [ENVIRONMENTAL_SCORE_CALL]: () =>
      ok({
        periodStart: '2026-11-21',
        periodEnd: '2026-12-20',
        computedTo: '2026-11-23',
        gramsCo2ePerPalletDay: 530,
        rows: [
          { trayTypeCode: '1210', trayTypeName: '川字塑料托盘', palletDays: 14034, kgCo2e: 7438 },
          { trayTypeCode: '1311', trayTypeName: '田字网格托盘', palletDays: 500, kgCo2e: 265 },
        ],
        totalPalletDays: 14534,
        totalKgCo2e: 7703,
      }),
  };
  const answer = answerRoutes(routes, ({ path }) =>
    path.endsWith('/permission/loadMenuAndPermission') ? ok({ menus: [], permissions }) : undefined,
  );
  // 2003s are no answers of the calls' types: they are answered before the routes.
  const refused = (call: FakeCall): Envelope | undefined => {
    if (call.path === POINTS_REJECT_CALL && !String(call.body.reason ?? '').trim())
      return refuseField('reason', '请填写驳回原因');
    if (options.refuseAllot && call.path === ALLOT_POINTS_CALL)
      return refuseField('points', options.refuseAllot);
    return undefined;
  };
  return installFakeFetch((call) => refused(call) ?? answer(call), { delayMs: options.delayMs });
}
