/**
 * Accessibility check of every story: serves the built Storybook (storybook-static), opens each
 * story in headless Debian Chromium and runs axe-core. Fails on serious or critical violations.
 * Some stories are also checked in their open state (select list, popover, toast).
 *
 *   npx storybook build -o storybook-static && node --import tsx .storybook/a11y-check.ts
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.js';

const staticDir = join(import.meta.dirname, '..', 'storybook-static');
const blocking = new Set(['serious', 'critical']);

/** Extra states to check after the first render: what a user opens with the keyboard or mouse. */
const interactions: Record<string, (page: Page) => Promise<void>> = {
  'ui-form-fields--select-open-by-keyboard': async (page) => {
    await page.focus('[role="combobox"]');
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('[role="listbox"]');
  },
  'ui-navigation-and-layout--popover-on-click': async (page) => {
    await page.click('#storybook-root button');
    await page.waitForSelector('[role="dialog"]');
  },
  'ui-feedback--toasts': async (page) => {
    await page.click('#storybook-root button');
    await page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent !== '');
  },
  'ui-pagination--many-pages': async (page) => {
    await page.click('[role="combobox"]');
    await page.waitForSelector('[role="listbox"]');
  },
};

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

function serve(root: string) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

async function axeViolations(page: Page, axeSource: string): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact: impact ?? null,
      help,
      nodes: nodes.map((n) => ({ target: n.target })),
    }));
  });
}

/** Pages checking stories side by side: a story mostly waits on its page's load, not on the CPU. */
const PAGES = 3;

/** The report lines of one story: `ok` or `FAIL` per state, and the count of blocking violations. */
async function checkStory(page: Page, baseUrl: string, id: string, axeSource: string) {
  await page.goto(`${baseUrl}/iframe.html?id=${id}&viewMode=story`);
  // Storybook marks the body once the story rendered (a closed-over dialog story has an empty root).
  await page.waitForFunction(() => document.body.classList.contains('sb-show-main'), undefined, {
    timeout: 15_000,
  });
  const states: [string, (() => Promise<void>) | undefined][] = [
    ['initial', undefined],
    ...(interactions[id] ? ([['opened', () => interactions[id]!(page)]] as const) : []),
  ];
  const lines: string[] = [];
  let failures = 0;
  for (const [state, act] of states) {
    await act?.();
    const violations = (await axeViolations(page, axeSource)).filter((v) => blocking.has(v.impact ?? ''));
    const name = `${id} (${state})`;
    if (violations.length === 0) {
      lines.push(`ok    ${name}`);
      continue;
    }
    failures += violations.length;
    lines.push(`FAIL  ${name}`);
    for (const v of violations)
      lines.push(`      [${v.impact}] ${v.id}: ${v.help} → ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }
  return { lines, failures };
}

async function main() {
  if (!existsSync(join(staticDir, 'index.json')))
    throw new Error('storybook-static is missing: build Storybook first');
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; type: string }>;
  };
  const storyIds = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const server = await serve(staticDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results: Awaited<ReturnType<typeof checkStory>>[] = [];
  try {
    // Each page takes the next unchecked story; the report keeps the index's order.
    let next = 0;
    const checkNext = async () => {
      // Reduced motion: no colour is measured halfway through a transition (a button enabled as its
      // story's data arrives), which axe then reports as a contrast failure.
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
      for (let at = next++; at < storyIds.length; at = next++)
        results[at] = await checkStory(page, server.url, storyIds[at]!, axeSource);
      await page.close();
    };
    await Promise.all(Array.from({ length: PAGES }, checkNext));
  } finally {
    await browser.close();
    server.close();
  }
  for (const { lines } of results) for (const line of lines) console.log(line);
  const failures = results.reduce((sum, result) => sum + result.failures, 0);
  console.log(
    failures === 0
      ? `\n${storyIds.length} stories: no serious or critical violations`
      : `\n${failures} violation(s)`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
}

await main();
