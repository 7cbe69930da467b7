import { PAGES } from '../../contract/pages';
import { createRoot, type Root } from 'react-dom/client';
import { configure, resetConfig, WIDGET_EVENTS } from '../../core';
import { assert, assertEqual, waitFor } from '../../ui/test-support/assert';
import { afterEach, describe, it } from '../../ui/test-support/browser-test';
import { protocolGateLabels as text } from './protocol-gate-labels';
import {
  BLOCKED,
  installProtocolAnswers,
  REMINDER,
  SIGN_CODES,
  SIGNED,
  type ProtocolAnswer,
} from './fake-protocol-answers';
import { ProtocolGate } from './ProtocolGate';

const PAGE_TEXT = '库存概览的内容';
let serial = 0;
let root: Root | null = null;
let restore = () => {};

/** Renders the gate around a page, with the gate's query answered by `answers` in turn. */
function serve(answers: ProtocolAnswer[], permissions: readonly string[]) {
  const fake = installProtocolAnswers(answers, permissions);
  restore = fake.restore;
  const token = `gate-token-${++serial}`;
  configure({ apiBase: '', getToken: () => token });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <ProtocolGate>
      <p>{PAGE_TEXT}</p>
    </ProtocolGate>,
  );
  return { container, asked: fake.asked };
}

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
  restore();
  resetConfig();
});

const buttonNamed = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll('button')].find((button) => button.textContent === name);

describe('the pallet area’s protocol gate', () => {
  it('blocks the page with a notice that shows the signing in place, and opens once signed', async () => {
    const { container, asked } = serve([BLOCKED, SIGNED], SIGN_CODES);
    await waitFor(() => container.textContent?.includes(text.title('共享托盘使用协议')), 'the notice');
    assert(!container.textContent?.includes(PAGE_TEXT), 'the page is not shown');
    assert(container.textContent?.includes('2026-12-08 23:59:59'), 'the deadline in Asia/Shanghai');
    (await waitFor(() => buttonNamed(container, text.sign), '去签署')).click();
    const tag = await waitFor(() => container.querySelector('yp-contract-signing'), 'the signing widget');
    assertEqual(tag.getAttribute('contract-id'), 'c-pending', 'the pending contract');
    assertEqual(tag.getAttribute('view'), 'detail', 'its detail');

    tag.dispatchEvent(new CustomEvent(WIDGET_EVENTS.contractSigned, { bubbles: true, composed: true }));
    await waitFor(() => container.textContent?.includes(PAGE_TEXT), 'the page once signed');
    assertEqual(asked.count, 2, 'asked again after the signing');
  });

  it('closes the signing in place when its detail asks for the list, without leaving the pallet area', async () => {
    const { container } = serve([BLOCKED], SIGN_CODES);
    (await waitFor(() => buttonNamed(container, text.sign), '去签署')).click();
    const tag = await waitFor(() => container.querySelector('yp-contract-signing'), 'the signing widget');
    let reachedTheShell = false;
    const shell = () => (reachedTheShell = true);
    document.addEventListener(WIDGET_EVENTS.navigate, shell);
    try {
      const back = { path: PAGES.centerContract.online, query: {} };
      tag.dispatchEvent(
        new CustomEvent(WIDGET_EVENTS.navigate, { detail: back, bubbles: true, composed: true }),
      );
      await waitFor(() => !container.querySelector('yp-contract-signing'), 'the signing closed');
      assert(!reachedTheShell, 'the shell is not asked to route');
      assert(buttonNamed(container, text.sign), '去签署 again');
    } finally {
      document.removeEventListener(WIDGET_EVENTS.navigate, shell);
    }
  });

  it('tells a user without the sign code who must sign', async () => {
    const { container } = serve([BLOCKED], []);
    await waitFor(() => container.textContent?.includes(text.askAdmin), 'the 企业管理员 text');
    assert(!buttonNamed(container, text.sign), 'no 去签署');
  });

  it('shows a reminder above the page when a newer protocol is pending', async () => {
    const { container } = serve([REMINDER], SIGN_CODES);
    await waitFor(() => container.textContent?.includes(PAGE_TEXT), 'the page');
    const bar = container.querySelector('[role="status"]');
    assertEqual(
      bar?.textContent?.startsWith(text.reminder('2027-11-24', '共享托盘使用协议', '2026-12-08 23:59:59')),
      true,
      'the reminder',
    );
  });

  it('shows the page alone when a contract is in force and nothing is pending', async () => {
    const { container } = serve([SIGNED], []);
    await waitFor(() => container.textContent?.includes(PAGE_TEXT), 'the page');
    assert(!container.querySelector('[role="status"]'), 'no reminder');
  });

  it('does not block when the query fails', async () => {
    const { container, asked } = serve(['fail'], []);
    await waitFor(() => container.textContent?.includes(PAGE_TEXT), 'the page');
    assertEqual(asked.count, 1, 'asked once');
  });
});
