/**
 * DOM helpers for browser tests of yp-* tags (mocha in Chromium, no act()): find controls inside a
 * widget's shadow root by what a user sees (button text, field label, table caption) and operate them
 * like a user.
 */
import { uiLabels } from '../../ui/labels';
import { assert, waitFor } from '../../ui/test-support/assert';

/** Appends `<tag attributes>` to the body and returns its open shadow root. */
export function mountTag(tag: string, attributes = ''): ShadowRoot {
  const holder = document.createElement('div');
  holder.innerHTML = `<${tag} ${attributes}></${tag}>`;
  const element = holder.firstElementChild as HTMLElement;
  document.body.append(element);
  assert(element.shadowRoot, `<${tag}> has an open shadow root`);
  return element.shadowRoot;
}

const textOf = (element: Element) => (element.textContent ?? '').trim();

/** Buttons whose visible text or accessible name (aria-label) is `name`. */
export function buttonsNamed(scope: ParentNode, name: string): HTMLButtonElement[] {
  return [...scope.querySelectorAll<HTMLButtonElement>('button')].filter(
    (button) => textOf(button) === name || button.getAttribute('aria-label') === name,
  );
}

/** Waits for the first button named `name`. */
export const buttonNamed = (scope: ParentNode, name: string) =>
  waitFor(() => buttonsNamed(scope, name)[0], `button ${name}`);

const tableCaptioned = (scope: ParentNode, caption: string) =>
  [...scope.querySelectorAll('table')].find((candidate) => candidate.caption?.textContent === caption);

/** The data rows of the table with this caption. */
export function bodyRows(scope: ParentNode, caption: string): HTMLTableRowElement[] {
  return [
    ...(tableCaptioned(scope, caption)?.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row]') ?? []),
  ];
}

/** The texts of the sum row (tfoot) of the table with this caption. */
export function footerTexts(scope: ParentNode, caption: string): string[] {
  return [...(tableCaptioned(scope, caption)?.querySelectorAll('tfoot td') ?? [])].map(
    (cell) => cell.textContent ?? '',
  );
}

export const cellTexts = (row: HTMLTableRowElement) => [...row.cells].map((cell) => cell.textContent ?? '');

/** The control a `<label>` with this text points at (TextInput, Select trigger, …), or null. */
export function controlLabelled<E extends HTMLElement = HTMLInputElement>(
  scope: ParentNode,
  label: string,
): E | null {
  const found = [...scope.querySelectorAll('label')].find(
    (candidate) => textOf(candidate).replace(/^\*/, '') === label,
  );
  if (!found?.htmlFor) return null;
  return (found.getRootNode() as ShadowRoot).getElementById(found.htmlFor) as E | null;
}

/** Types a value the way React notices it: through the native setter, then an input event. */
export function typeInto(input: HTMLElement | null, value: string): void {
  assert(input, 'an input to type into');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Opens the select labelled `label` and picks the option with this text (the list renders in the root). */
export async function choose(root: ShadowRoot, label: string, option: string): Promise<void> {
  const trigger = controlLabelled<HTMLButtonElement>(root, label);
  assert(trigger, `a select labelled ${label}`);
  trigger.click();
  const item = await waitFor(
    () =>
      [...root.querySelectorAll<HTMLElement>('[role="option"]')].find(
        (candidate) => textOf(candidate) === option,
      ),
    `option ${option} in ${label}`,
  );
  item.click();
}

/** The text of the field's error message (role=alert under the control), '' when there is none. */
export function fieldError(root: ShadowRoot, label: string): string {
  const control = controlLabelled(root, label);
  const ids = control?.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => root.getElementById(id)).find((node) => node?.getAttribute('role') === 'alert')
      ?.textContent ?? ''
  );
}

/** Clicks the first button named `name` (visible text or aria-label). */
export function clickButton(scope: ParentNode, name: string): void {
  const button = buttonsNamed(scope, name)[0];
  assert(button, `a button named ${name}`);
  button.click();
}

/** Every table's data rows (rows with more than one cell, so not the empty state's). */
export const dataRows = (root: ShadowRoot) =>
  [...root.querySelectorAll('tbody tr')].filter((row) => row.querySelectorAll('td').length > 1);

/** The first data row whose text contains `text`. */
export const rowWith = (root: ShadowRoot, text: string) =>
  dataRows(root).find((row) => row.textContent?.includes(text));

/** The tab with this text. */
export const tabNamed = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent === name);

/** Waits for an open dialog. */
export const dialogOf = (root: ShadowRoot) =>
  waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'a dialog');

/** Waits for the confirm dialog (role alertdialog). */
export const confirmDialogOf = (root: ShadowRoot) =>
  waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"]'), 'the confirm dialog');

/** The page's 导出 ▾ menu button: there is none when the user may export nothing. */
export const exportMenuButtons = (scope: ParentNode) => buttonsNamed(scope, uiLabels.exportMenu.trigger);

const menuItems = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')];

/** Opens the 导出 ▾ menu and returns its items' names (导出 CSV, 导出库存明细 Excel …). */
export async function exportChoices(root: ShadowRoot): Promise<string[]> {
  (await buttonNamed(root, uiLabels.exportMenu.trigger)).click();
  const items = await waitFor(() => (menuItems(root).length > 0 ? menuItems(root) : null), 'the 导出 menu');
  return items.map(textOf);
}

/**
 * Chooses `name` (e.g. 导出 CSV) in the 导出 ▾ menu once it is shown; the download opens once the
 * server's check passed.
 */
export async function chooseExport(root: ShadowRoot, name: string): Promise<void> {
  const trigger = await buttonNamed(root, uiLabels.exportMenu.trigger);
  if (trigger.getAttribute('aria-expanded') !== 'true') trigger.click();
  const item = await waitFor(
    () => menuItems(root).find((found) => textOf(found) === name),
    `导出 menu item ${name}`,
  );
  item.click();
}

/** The summary sentence (accessible description) of the chart figure titled `title`. */
export function chartSummary(root: ShadowRoot, title: string): string | undefined {
  const figure = [...root.querySelectorAll('figure')].find(
    (f) => root.getElementById(f.getAttribute('aria-labelledby') ?? '')?.textContent === title,
  );
  return figure
    ? (root.getElementById(figure.getAttribute('aria-describedby') ?? '')?.textContent ?? undefined)
    : undefined;
}
