/**
 * Chinese left on an English page (issue 17 item 5): every text a user reads — text nodes in the page and
 * in every widget's shadow root, and the placeholder, aria-label, title and alt attributes — that still
 * holds Chinese characters or Chinese punctuation once the data is taken out. Data is whatever the database holds (company, warehouse and
 * person names, addresses, remarks): those stay as their owners wrote them.
 */
import type { Kysely } from 'kysely';
import type { Page } from 'playwright-core';
import { LANGUAGE_NAMES } from '../../../src/contract/locale';

/** Chinese characters, or the full-width punctuation of Chinese text (（），。：；、…), which English has not. */
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff01-\uff60]/u;

/** Every distinct Chinese text value in the database, longest first (so a name inside a longer one goes last). */
export async function chineseDataOf(db: Kysely<unknown>): Promise<string[]> {
  const values = new Set<string>();
  for (const table of await db.introspection.getTables()) {
    const columns = table.columns.filter((column) => /char|text/i.test(column.dataType));
    for (const column of columns) {
      const rows = await db
        .selectFrom(table.name as never)
        .select(`${column.name} as value` as never)
        .distinct()
        .execute();
      for (const { value } of rows as { value: unknown }[])
        if (typeof value === 'string' && CHINESE.test(value)) values.add(value.trim());
    }
  }
  return [...values].filter(Boolean).sort((a, b) => b.length - a.length);
}

/** The texts a user reads on the page, shadow roots included. */
export function textsOnPage(page: Page): Promise<string[]> {
  // No function is declared inside: tsx would wrap it in a helper the page does not have.
  return page.evaluate(() => {
    const texts: string[] = [];
    const roots: Node[] = [document.documentElement];
    for (let root = roots.pop(); root; root = roots.pop()) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const tag = node.parentElement?.tagName ?? 'SCRIPT';
          if (!['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(tag)) texts.push(node.textContent ?? '');
          continue;
        }
        if (node.nodeType !== Node.ELEMENT_NODE) continue; // a shadow root itself
        const element = node as Element;
        for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) texts.push(value);
        }
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** The page's texts that hold Chinese beyond the data, each once (the language switch's 中文 is by design). */
export async function untranslatedOn(page: Page, data: readonly string[]): Promise<string[]> {
  const left = new Set<string>();
  for (const text of await textsOnPage(page)) {
    if (!CHINESE.test(text) || text === LANGUAGE_NAMES['zh-CN']) continue;
    let rest = text;
    for (const value of data) if (rest.includes(value)) rest = rest.split(value).join(' ');
    if (CHINESE.test(rest)) left.add(text);
  }
  return [...left];
}
