/**
 * Steps of the stock end-to-end tests: reading balance rows of 自有库存, picking from the UI kit's
 * select (its listbox renders in the widget's portal root), switching company in the header, and
 * waiting for a cell to show a value.
 */
import type { Locator, Page } from 'playwright-core';

/** Index of 在库数量 among the cells of a 自有库存 row (仓库, 托盘类型, 在库数量, …). */
const ON_HAND_CELL = 2;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The 自有库存 row of one warehouse × tray type (the row's name starts "仓库名 1210 …"). */
export function balanceRow(page: Page, warehouseName: string, trayTypeCode: string): Locator {
  return page
    .getByRole('table', { name: '自有库存列表' })
    .getByRole('row', { name: new RegExp(`^${escapeRegExp(warehouseName)} ${trayTypeCode} `) });
}

export function onHandCell(row: Locator): Locator {
  return row.getByRole('cell').nth(ON_HAND_CELL);
}

export async function onHandOf(row: Locator): Promise<number> {
  return Number(await onHandCell(row).innerText());
}

/** Waits until the element's whole text is `text` (lists refresh after an action). */
export async function waitForText(locator: Locator, text: string | number): Promise<void> {
  await locator.filter({ hasText: new RegExp(`^\\s*${escapeRegExp(String(text))}\\s*$`) }).waitFor();
}

/** Opens the select named `label` inside `scope` and picks the option `option`. */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Switches the session to another of the account's companies through the header and waits for it. */
export async function switchCompany(page: Page, companyName: string): Promise<void> {
  const trigger = page.getByTestId('company-switch');
  await trigger.click();
  await page.getByRole('button', { name: companyName, exact: true }).click();
  await trigger.filter({ hasText: companyName }).waitFor();
}

/** The real rows of a table (its loading and empty states are rows without `data-row`). */
export function dataRows(table: Locator): Locator {
  return table.locator('tbody tr[data-row]');
}
