/**
 * A log of every toast a page has shown, kept on the test's side. A toast lives 2 s (TOAST_MS), so a test
 * that looks for it in the DOM races its lifetime on a slow machine; a test asks this log instead, which
 * keeps each message for the page's whole life, across navigations.
 *
 * An init script watches the toast region (role=status, 消息通知) in the document and in every shadow
 * root a widget attaches, and reports each toast as it is added through a binding to the test process.
 */
import type { Page } from 'playwright-core';
import { uiLabels } from '../../../src/ui/labels';

const BINDING = '__ypToastShown';

interface ToastLog {
  messages: string[];
  /** Called after each new message, so waiting tests re-check. */
  listeners: Set<() => void>;
}

const logs = new WeakMap<Page, ToastLog>();

/**
 * Runs in the page before its own scripts. A string, not a function: tsx would compile a function with
 * helper calls (`__name`) that do not exist in the page.
 */
const watchToastRegions = (regionLabel: string) => `(() => {
  const isRegion = (node) =>
    node instanceof Element &&
    node.getAttribute('role') === 'status' &&
    node.getAttribute('aria-label') === ${JSON.stringify(regionLabel)};
  const seen = new WeakSet();
  const report = (toast) => {
    if (seen.has(toast)) return;
    seen.add(toast);
    window.${BINDING}(toast.textContent ?? '');
  };
  const onMutations = (mutations) => {
    for (const mutation of mutations) {
      for (const added of mutation.addedNodes) {
        if (!(added instanceof Element)) continue;
        if (isRegion(added.parentElement)) report(added);
        // A region that mounts with toasts already in it (or inside a larger added subtree).
        const regions = isRegion(added) ? [added] : [...added.querySelectorAll('[role="status"]')];
        for (const region of regions.filter(isRegion)) [...region.children].forEach(report);
      }
    }
  };
  const observe = (root) => new MutationObserver(onMutations).observe(root, { childList: true, subtree: true });
  observe(document);
  // Widgets render their toasts inside their shadow root, which a document observer does not see into.
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const shadowRoot = attachShadow.call(this, init);
    observe(shadowRoot);
    return shadowRoot;
  };
})();`;

/** Starts logging the page's toasts; call before the page's first navigation (newPage does). */
export async function recordToasts(page: Page): Promise<void> {
  const log: ToastLog = { messages: [], listeners: new Set() };
  logs.set(page, log);
  await page.exposeBinding(BINDING, (_source, message: string) => {
    log.messages.push(message);
    for (const listener of log.listeners) listener();
  });
  await page.addInitScript(watchToastRegions(uiLabels.toast.region));
}

/** Waits until the page has shown a toast whose whole message is `expected` (or matches it); returns it. */
export function toastShown(page: Page, expected: string | RegExp, timeoutMs = 10_000): Promise<string> {
  const log = logs.get(page);
  if (!log) throw new Error('this page does not record toasts: open it with newPage()');
  const matches = (message: string) =>
    typeof expected === 'string' ? message === expected : expected.test(message);
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      log.listeners.delete(check);
    };
    const check = () => {
      const found = log.messages.find(matches);
      if (found === undefined) return;
      stop();
      resolve(found);
    };
    const timer = setTimeout(() => {
      stop();
      reject(
        new Error(`no toast ${expected} within ${timeoutMs} ms; shown: ${JSON.stringify(log.messages)}`),
      );
    }, timeoutMs);
    log.listeners.add(check);
    check();
  });
}
