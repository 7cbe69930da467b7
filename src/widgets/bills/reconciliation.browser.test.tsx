import { bodyRows, mountTag, tabNamed } from '../test-support/shadow-dom';
import { assert, assertDeepEqual, assertEqual, waitFor } from '../../ui/test-support/assert';
import { fakeBackendPerTest } from '../test-support/browser-session';
import { afterEach, beforeEach, describe, it } from '../../ui/test-support/browser-test';
import { ALL_BILL_CODES, installFakeBillsBackend } from './fake-bills-backend';
import { itemLabels } from './item-labels';
import { billLabels as text } from './labels';
import './index';

const fake = fakeBackendPerTest(installFakeBillsBackend, 'reconciliation-token');
const T = text.reconciliation.tabs;

const tabTexts = (root: ShadowRoot) =>
  [...root.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent ?? '');

describe('<yp-bills view="reconciliation">', () => {
  let original = '';
  beforeEach(() => {
    original = location.href;
  });
  afterEach(() => history.replaceState(history.state, '', original));

  it('shows the tabs the account holds the codes of, the client bills first', async () => {
    // Only the 对账管理(C1) codes: no statements, payments or points tabs.
    fake.start({ permissions: ALL_BILL_CODES });
    const root = mountTag('yp-bills', 'view="reconciliation"');
    await waitFor(() => bodyRows(root, text.caption).length > 0, 'the client bills');
    assertDeepEqual(tabTexts(root), [T.clientBills, T.overdueClients, T.deductions], 'its tabs');
    assertEqual(tabNamed(root, T.clientBills)?.getAttribute('aria-selected'), 'true', 'client bills first');
  });

  it('keeps the tab in the URL and starts the next tab’s list from page 1', async () => {
    history.replaceState(history.state, '', `${location.pathname}?pageNum=2`);
    fake.start({ permissions: ALL_BILL_CODES });
    const root = mountTag('yp-bills', 'view="reconciliation" data-yp-url-state');
    await waitFor(() => tabNamed(root, T.overdueClients), 'the tabs');
    tabNamed(root, T.overdueClients)!.click();
    await waitFor(() => bodyRows(root, itemLabels.overdueClients.caption).length > 0, 'the overdue clients');
    assertEqual(location.search, '?tab=overdueClients', 'only the tab is in the URL');
    const overdueCall = fake.backend.calls.findLast((call) => call.path.endsWith('/overdueCustomerList'));
    assertEqual(overdueCall?.body.pageNum, 1, 'the other tab’s page is left behind');

    // Opened again with the URL: the same tab.
    const again = mountTag('yp-bills', 'view="reconciliation" data-yp-url-state');
    await waitFor(() => tabNamed(again, T.overdueClients), 'the tabs');
    assertEqual(tabNamed(again, T.overdueClients)?.getAttribute('aria-selected'), 'true', 'from the URL');
  });

  it('says so when the account holds none of the codes', async () => {
    fake.start({ permissions: [] });
    const root = mountTag('yp-bills', 'view="reconciliation"');
    await waitFor(() => root.textContent?.includes(text.reconciliation.noAccess), 'no access');
    assert(tabTexts(root).length === 0, 'no tabs');
  });
});
