import {
  bodyRows,
  buttonsNamed,
  cellTexts,
  choose,
  chooseExport,
  clickButton,
  confirmDialogOf,
  controlLabelled,
  dialogOf,
  exportChoices,
  exportMenuButtons,
  fieldError,
  mountTag,
  rowWith,
  typeInto,
} from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordOpenedWindows, recordToasts } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { ITEM_FIXTURES, STATEMENT_FIXTURES, installFakePointsBackend } from './fake-points-backend';
import { pointsLabels as text } from './points-labels';
import './index';

const fake = fakeBackendPerTest(installFakePointsBackend, 'points-token');
const { start } = fake;
const opened = recordOpenedWindows();
const toasts = recordToasts();
const decide = text.decide;
const balance = text.balance;
const allot = text.allot;

const [pending, confirmed, rejected] = STATEMENT_FIXTURES;
const PENDING = pending!.statementNo;
const bodiesTo = (endpoint: string) => fake.backend.callsTo(endpoint).map((call) => call.body);

const mountList = async () => {
  const root = mountTag('yp-bills', 'view="pointsStatements"');
  await waitFor(() => bodyRows(root, text.caption).length === 3, 'a row per statement');
  return root;
};

describe('<yp-bills view="pointsStatements">', () => {
  it('lists the statements, newest first: number, period, points, state, and decisions on the pending one', async () => {
    start();
    const root = await mountList();
    const rows = bodyRows(root, text.caption).map(cellTexts);
    assertDeepEqual(
      rows[0],
      [
        PENDING,
        '2026-10-21 至 2026-11-20',
        '9',
        '9',
        '待确认',
        `${text.viewDetail}${decide.confirm}${decide.reject}`,
      ],
      'the pending statement: 明细, 确认 and 驳回',
    );
    assertDeepEqual(rows[1]!.slice(4), ['已确认', text.viewDetail], 'confirmed: nothing to decide');
    assertDeepEqual(rows[2]!.slice(4), ['已驳回', text.viewDetail], 'rejected: nothing to decide');
  });

  it('confirms a pending statement after asking, naming the points the pool receives', async () => {
    start();
    const root = await mountList();
    clickButton(root, `${decide.confirm} ${PENDING}`);
    const ask = await confirmDialogOf(root);
    assert(ask.textContent?.includes(decide.confirmAsk(PENDING, 9)), 'names the statement and its points');
    clickButton(ask, decide.confirm);
    await waitFor(
      () => cellTexts(rowWith(root, PENDING) as HTMLTableRowElement)[4] === '已确认',
      'confirmed',
    );
    assertDeepEqual(bodiesTo('confirmUpstreamIntegralStatements'), [{ id: pending!.id }], 'one confirm call');
    assertDeepEqual(toasts, [decide.confirmed(PENDING)], 'the toast');
    assertEqual(buttonsNamed(root, `${decide.reject} ${PENDING}`).length, 0, 'nothing more to decide');
  });

  it('rejects with a required reason, sent trimmed', async () => {
    start();
    const root = await mountList();
    clickButton(root, `${decide.reject} ${PENDING}`);
    const dialog = await dialogOf(root);
    clickButton(dialog, decide.reject);
    await waitFor(() => fieldError(root, decide.reason) === decide.reasonRequired, 'the reason is required');
    assertEqual(bodiesTo('rejectedUpstreamIntegralStatements').length, 0, 'no call without a reason');
    typeInto(controlLabelled(root, decide.reason), '  流转数量不符  ');
    clickButton(dialog, decide.reject);
    await waitFor(() => cellTexts(rowWith(root, PENDING) as HTMLTableRowElement)[4] === '已驳回', 'rejected');
    assertDeepEqual(
      bodiesTo('rejectedUpstreamIntegralStatements'),
      [{ id: pending!.id, reason: '流转数量不符' }],
      'one reject call with the reason',
    );
    assertEqual(root.querySelector('[role="dialog"]'), null, 'the dialog closed');
  });

  it('exports the list with its filters, and hides decisions and exports without their codes', async () => {
    start();
    const root = await mountList();
    await choose(root, text.filters.state, '已确认');
    clickButton(root, '查询');
    await waitFor(() => bodyRows(root, text.caption).length === 1, 'the confirmed statement only');
    assertEqual(cellTexts(bodyRows(root, text.caption)[0]!)[0], confirmed!.statementNo, 'the confirmed one');
    await chooseExport(root, `${text.exportList} Excel`);
    const url = new URL(await waitFor(() => opened[0], 'the export opened'));
    assertEqual(url.pathname, '/api/incomeRecord/getUpstreamIntegralStatementsExport', 'the list export');
    assertEqual(url.searchParams.get('state'), 'confirmed', 'with the applied filter');

    fake.backend.restore();
    start({ permissions: ['center-settle-points-detail'] });
    const bare = await mountList();
    assertEqual(exportMenuButtons(bare).length, 0, 'no 导出');
    assertEqual(buttonsNamed(bare, `${decide.confirm} ${PENDING}`).length, 0, 'no 确认');
    assertEqual(buttonsNamed(bare, `${decide.reject} ${PENDING}`).length, 0, 'no 驳回');
    assertEqual(buttonsNamed(bare, `${text.viewDetail} ${PENDING}`).length, 1, '查看明细 stays');
  });

  it('opens a statement’s items in place, each a ledger entry with its rule and points, and exports them', async () => {
    start();
    const root = await mountList();
    clickButton(root, `${text.viewDetail} ${PENDING}`);
    await waitFor(() => bodyRows(root, text.itemsCaption).length === 3, 'the items');
    assertDeepEqual(
      bodyRows(root, text.itemsCaption).map((row) => cellTexts(row).slice(6)),
      [
        ['提前归还', '5', '1', '5'],
        ['流转共享', '3', '2', '6'],
        ['超期归还', '2', '-1', '-2'],
      ],
      'rule, pallets, points per pallet, points',
    );
    assertEqual(
      cellTexts(bodyRows(root, text.itemsCaption)[0]!)[2],
      ITEM_FIXTURES[0]!.documentNo,
      'the entry’s document',
    );
    assert(root.textContent?.includes(PENDING), 'the statement’s facts');
    assertDeepEqual(
      await exportChoices(root),
      [`${text.exportItems} CSV`, `${text.exportItems} Excel`],
      'both formats',
    );
    await chooseExport(root, `${text.exportItems} CSV`);
    const url = new URL(await waitFor(() => opened[0], 'the export opened'));
    assertEqual(url.pathname, '/api/incomeRecord/searchUpstreamScoreStatementItemExport', 'the items export');
    assertEqual(url.searchParams.get('id'), pending!.id, 'of this statement');
    clickButton(root, text.back);
    await waitFor(() => bodyRows(root, text.caption).length === 3, 'back to the list');
  });
});

describe('<yp-bills view="pointsStatementDetail">', () => {
  it('shows the items of the statement it names', async () => {
    start();
    const root = mountTag('yp-bills', `view="pointsStatementDetail" points-statement-id="${pending!.id}"`);
    await waitFor(() => bodyRows(root, text.itemsCaption).length === 3, 'the items');
    const empty = mountTag('yp-bills', `view="pointsStatementDetail" points-statement-id="${rejected!.id}"`);
    await waitFor(() => empty.textContent?.includes(text.noItems), 'no items');
  });
});

describe('<yp-bills view="balancePoints">', () => {
  const mountBalance = async () => {
    const root = mountTag('yp-bills', 'view="balancePoints"');
    await waitFor(
      () => root.querySelector(`[aria-label="${balance.pool}"] strong`)?.textContent === '19',
      'the pool',
    );
    return root;
  };

  it('shows the pool, what it is made of, the change record, the accounts and the environmental score', async () => {
    start();
    const root = await mountBalance();
    await waitFor(() => bodyRows(root, balance.itemsCaption).length === 3, 'the pool’s items');
    assertDeepEqual(
      bodyRows(root, balance.itemsCaption).map((row) => cellTexts(row).slice(0, 3)),
      [
        ['积分对账单确认', confirmed!.statementNo, '+27'],
        ['分配个人积分', '王芳', '-6'],
        ['分配个人积分', '李娜', '-2'],
      ],
      'a confirmed statement and two accounts: 27 − 6 − 2 = 19',
    );
    await waitFor(() => bodyRows(root, balance.peopleCaption).length === 3, 'the accounts');
    await waitFor(() => bodyRows(root, text.environment.caption).length === 2, 'the score per tray type');
    assert(root.textContent?.includes(text.environment.factor(530)), 'the factor is written down');
    assert(root.textContent?.includes('7703'), 'the total kg CO2e');
  });

  it('allots points: checked against the balance, sent with a request id, both sides in the change record', async () => {
    start();
    const root = await mountBalance();
    clickButton(root, allot.open);
    const dialog = await dialogOf(root);
    typeInto(controlLabelled(root, allot.points), '20');
    clickButton(dialog, allot.submit);
    await waitFor(() => fieldError(root, allot.points) === allot.pointsOver(19), 'more than the balance');
    await waitFor(() => fieldError(root, allot.account) === allot.accountRequired, 'an account is needed');
    await choose(root, allot.account, '赵敏（demo_clerk）');
    typeInto(controlLabelled(root, allot.points), '5');
    clickButton(dialog, allot.submit);
    await waitFor(
      () => root.querySelector(`[aria-label="${balance.pool}"] strong`)?.textContent === '14',
      'the pool debited',
    );
    const [sent] = bodiesTo('allotIntegration');
    assertEqual(sent!.accountId, 'acc-clerk', 'to the chosen account');
    assertEqual(sent!.points, 5, 'as a number');
    assert(typeof sent!.requestId === 'string' && sent!.requestId.length > 0, 'with a request id');
    await waitFor(() => bodyRows(root, balance.changesCaption).length === 3, 'both sides recorded');
    assertDeepEqual(
      bodyRows(root, balance.changesCaption)
        .slice(0, 2)
        .map((row) => cellTexts(row).slice(1, 8)),
      [
        ['个人积分', '赵敏', '分配个人积分', 'FP20261123-000001', '+5', '0', '5'],
        ['积分池', '—', '分配个人积分', 'FP20261123-000001', '-5', '19', '14'],
      ],
      'the account’s credit and the pool’s debit',
    );
    assertDeepEqual(toasts, [allot.done(5, '赵敏（demo_clerk）')], 'the toast');
  });

  it('marks the server’s 2003 on points on the field and keeps the dialog open', async () => {
    start({ refuseAllot: '积分余额不足，当前余额 3' });
    const root = await mountBalance();
    clickButton(root, allot.open);
    const dialog = await dialogOf(root);
    await choose(root, allot.account, '李娜（demo_pallet）');
    typeInto(controlLabelled(root, allot.points), '5');
    clickButton(dialog, allot.submit);
    await waitFor(() => fieldError(root, allot.points) === '积分余额不足，当前余额 3', 'marked on the field');
    assertEqual(controlLabelled(root, allot.points)?.getAttribute('aria-invalid'), 'true', 'aria-invalid');
    assert(root.querySelector('[role="dialog"]'), 'the dialog stays');
  });

  it('offers no 分配积分 without center-settle-balancePoints-operation', async () => {
    start({ permissions: ['center-settle-balancePoints-detail'] });
    const root = await mountBalance();
    assertEqual(buttonsNamed(root, allot.open).length, 0, 'no 分配积分');
    await waitFor(() => exportMenuButtons(root).length === 1, 'the change record’s export stays');
  });
});
