import { bodyRows, cellTexts, clickButton, mountTag } from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest, recordNavigations } from '../test-support/browser-session';
import { describe, it } from '../../ui/test-support/browser-test';
import { ALL_BILL_CODES } from './fake-bills-backend';
import { installFakeOverviewBackend } from './fake-overview-backend';
import { billLabels } from './labels';
import './index';

const fake = fakeBackendPerTest(installFakeOverviewBackend, 'overview-token');
const navigations = recordNavigations();
const text = billLabels.overview;

/** A tile's title, headline and the line under it. */
const tile = (root: ShadowRoot, title: string) =>
  [...root.querySelectorAll(`[aria-label="${title}"]`)].map((node) =>
    [...node.querySelectorAll('h3, strong, p')].map((part) => part.textContent ?? ''),
  )[0];

describe('<yp-bills view="overview">', () => {
  it('shows what waits, what is due, the overdue risk and the monthly rent with its table', async () => {
    fake.start();
    const root = mountTag('yp-bills', 'view="overview"');
    await waitFor(() => bodyRows(root, text.rentTitle).length === 2, 'the rent table');
    assertDeepEqual(
      tile(root, text.pendingBills),
      [text.pendingBills, '1 张', '¥1,050.00'],
      'bills to audit',
    );
    assertDeepEqual(
      tile(root, text.pendingStatements),
      [text.pendingStatements, '1 张', '¥1,875.75'],
      'statements to confirm',
    );
    assertDeepEqual(tile(root, text.amountDue), [text.amountDue, '¥600.00', '1 笔付款单待付款'], 'due');
    assertDeepEqual(tile(root, text.overdueRisk), [text.overdueRisk, '18 片', '涉及 1 个客户'], 'risk');
    assertDeepEqual(
      bodyRows(root, text.rentTitle).map(cellTexts),
      [
        ['2026-10', '¥900.00'],
        ['2026-11', '¥1,875.75'],
      ],
      'the statements by month, oldest first',
    );

    clickButton(root, text.toConfirm);
    assertDeepEqual(
      navigations.at(-1),
      { path: '/center/settle/check_c1', query: { tab: 'statements' } },
      '去确认 opens the 结算单 tab',
    );
  });

  it('shows only the figures of the lists the account may read', async () => {
    fake.start({ permissions: ALL_BILL_CODES });
    const root = mountTag('yp-bills', 'view="overview"');
    await waitFor(() => tile(root, text.overdueRisk), 'the overdue risk');
    assert(tile(root, text.pendingBills), 'bills to audit');
    assertEqual(tile(root, text.pendingStatements), undefined, 'no statements');
    assertEqual(tile(root, text.amountDue), undefined, 'no payments');
    assertEqual(bodyRows(root, text.rentTitle).length, 0, 'no rent chart');
    assert(
      !fake.backend.calls.some((call) => call.path.includes('settlementManagement')),
      'statements not even asked for',
    );
  });
});
