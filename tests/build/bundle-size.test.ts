/**
 * Bundle-size budgets (gzip), read from the Vite manifests of the production builds. The budgets sit just
 * above what the builds reach today, so growth is a decision someone makes, not an accident. Every size
 * measured is printed (`node --import tsx --test tests/build/bundle-size.test.ts` after `npm run build`),
 * goals of DESIGN.md §6 beside it; bench/RESULTS.md keeps the history.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../../', import.meta.url).pathname;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(root, outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Every file a browser loads for `entry` before it runs: the chunk, its static imports, transitively. */
function staticClosure(manifest: Manifest, entry: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[entry];
  assert.ok(chunk, `manifest has no entry ${entry}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** The modules the chunks in `files` load on demand (import()), by manifest key. */
function dynamicImportsOf(manifest: Manifest, files: Set<string>): string[] {
  const keys = Object.values(manifest)
    .filter((chunk) => files.has(chunk.file))
    .flatMap((chunk) => chunk.dynamicImports ?? []);
  return [...new Set(keys)];
}

/**
 * The code a widget loads on demand with import(), by manifest key: its lazily loaded view groups and what
 * those load in turn (对账管理's tab panels), its dialogs and data files — the modules in the widget's own
 * folder. Not the kit's (the confirm dialog, charts), which every widget shares, nor another widget
 * (`registered`: what the embed script loads) a widget's code imports.
 */
/**
 * Loaded on first use by code several widgets share, a lazy part of each widget that reaches it: the UI
 * kit's data (the China map, and the cities' English names, which only an English page loads) and the
 * stock action dialog of the shared balance layer (src/widgets/balances).
 */
const SHARED_LAZY_PARTS = new Set([
  'src/ui/map/china-provinces.generated.ts',
  'src/ui/map/city-names-en.ts',
  'src/widgets/balances/ActionDialog.tsx',
]);

function lazyPartsOf(manifest: Manifest, widget: string, registered: ReadonlySet<string>): string[] {
  const folder = widget.slice(0, widget.lastIndexOf('/') + 1);
  const parts: string[] = [];
  let reached = [widget];
  while (reached.length > 0) {
    const files = new Set<string>();
    for (const key of reached) staticClosure(manifest, key, files);
    reached = dynamicImportsOf(manifest, files).filter(
      (key) =>
        (key.startsWith(folder) || SHARED_LAZY_PARTS.has(key)) &&
        !registered.has(key) &&
        !parts.includes(key),
    );
    parts.push(...reached);
  }
  return parts;
}

function gzipKb(outDir: string, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(root, outDir, file)), { level: 9 }).length;
  return bytes / 1024;
}

const EMBED_ENTRY = 'src/widgets/embed.ts';
const BOARD = 'src/widgets/stock/board.ts';
/** Loaded on demand by the embed script but not a widget: encryptPassword's RSA code for host pages. */
const NOT_WIDGETS = new Set(['src/core/crypto/encrypt.ts']);

// Issue 9 (react-query, react-hook-form, the Chinese date picker, the 导出 ▾ menu) raised these; session 6
// moved floating-ui (dialogs, popovers) off the board's first load. The numbers before and after are in
// bench/RESULTS.md, "Session 5 (issue 9)" and "Session 6".
// Session 7 raised both by 1.5 KB (measured 186.5 and 140.5): the runtime carries the API path table,
// which issues 11 and 12 grew by about 90 calls, and <yp-bills>'s view switch no longer pulls the query
// layer into the runtime's chunk, which Rollup then splits into two smaller chunks (+0.9 KB of the 1.5).
// Session 8 (the rest of issue 12: certification, points shop, my account, administrator) raised them
// again, measured 188.5, 142.3 and 176.3 KB: about 80 more calls in the one API path table every widget's
// runtime carries, four pages and their routes, and four widget declarations. The table grows with every
// area; splitting it per area, so that a page carries only its widgets' paths, is the fix (not done).
// Issue 13 raised the board's and the shell's by 0.2 and 0.3 KB (measured 142.6 and 176.8 KB, from 142.3
// and 176.4): the <yp-contract-signing> declaration and its lazy import's dependency list in the embed
// registry (+0.2 KB, the embed script alone 8.3 → 8.5 KB), which the shell's first load carries too, and
// there the ui kit's new step bar (+0.1 KB).
// Issue 14 raised all three by about 1 KB: the declarations of <yp-home-board>, <yp-group-reports> and
// <yp-downstream-data> (13 pages) and their lazy imports' dependency lists in the embed registry (the
// embed script alone 8.5 → 9.4 KB), which the shell's first load carries, the chart toggle's labels, and
// the table's keyboard focus when it scrolls sideways (measured 190.3, 144.0 and 177.9 KB).
// Issue 15 raised all three by about 1.2 KB: its 48 call paths in the one API table, the declarations of
// <yp-freight-demands> and <yp-carrier-orders> (eight pages) with their lazy imports' dependency lists in
// the embed registry (the embed script alone 9.5 → 10.2 KB), which the shell's first load carries with the
// eight routes (measured 191.7, 144.9 and 179.3 KB). Splitting the API table per area remains the lever.
// Issue 16 lowered both by 20.9 KB (measured 170.8 and 124.0, from 191.7 and 144.9): the http client sends
// with fetch instead of axios.
// Issue 17's webhooks added about 0.2 KB (nine call paths, the declaration of <yp-webhooks>) and the login
// page's plain-CSS kit took about 0.5 KB off (measured together 170.7 and 123.8).
// Issue 17's English added 1.4 KB to both: the language layer (src/contract/localized.ts, the page's
// language, the locale attribute) and core's labels in English (measured 172.1 and 125.2). Every label
// file's English set will add its share as it is translated.
// Issue 17's bulk import added about 0.5 KB (six call paths, three pages and routes, the declaration of
// <yp-bulk-import> with its import kinds): measured 172.5 and 125.6.
// Issue 17's English (every label file in both languages, read in the language in force): 173.3 and 126.9 KB.
// Issue 17's dates and numbers in the language in force (src/contract/date-format.ts, number-format.ts,
// the calendar's English names) and the last English maps: 127.6 KB with the board.
// Session 16: 174.0 KB with <yp-messages> (over 174 by a few bytes): the language layer's loading of
// English sets on demand (localizedOnDemand, switchLocale) and the shared contract's new labels (a signed
// row's outcome, a transfer's dispute window). The board's stays 127.6.
// Session 18: the board's 127.9 KB (English's font stack on the host and the widget's lang there, Details'
// English colon), after moving the Table's CSS comments out of its templates, where they shipped.
const EMBED_WITH_MESSAGES_BUDGET_KB = 174.5;
const EMBED_WITH_BOARD_BUDGET_KB = 128; // DESIGN.md §6 goal: 110
// Issue 16: what a signed-in user's first page loads, now that the entry loads the portal on demand (see
// portalFirstLoad); measured 160.9 KB, from 179.3 KB, without axios (the entry alone 69.6 KB). With issue 17's
// webhooks (+0.3: paths, two routes, the declaration) and the plain-CSS kit (−0.6): 160.7 KB. With the
// language layer and core's English labels (+1.2): 161.9 KB. With issue 17's bulk import (+0.8: paths,
// three routes, the declaration): 162.7 KB.
// Issue 17's English (every label file in both languages, read in the language in force): 163.9 KB.
// With the loading of English sets made on demand (localizedOnDemand, withTranslations): 164.1 KB.
const SHELL_FIRST_LOAD_BUDGET_KB = 164.5;
/**
 * Issue 16: what a visitor on /login loads before typing — the entry and the standalone login page
 * (shell/main.tsx): React (68.1 KB of react-dom, react and scheduler), the UI kit's form parts with their
 * plain CSS (KitStyle: no styled-components, which the test checks), the login form, the http client,
 * the session, and the password's RSA-OAEP through the browser's Web Crypto (jsencrypt, 18 KB, loads
 * only on a page without it). Measured 98.8 KB, from 198 KB; then 87.6 KB without styled-components and
 * stylis (11.9 KB), whose kit parts (Button, Spinner, Field, TextInput, PasswordInput, Tabs, the theme's
 * global rules) and the visitor pages' frame are plain CSS now (bench/RESULTS.md, issue 16). Issue 17's
 * language layer and core's English labels: 88.7 KB.
 */
// Issue 17's English (the visitor pages' labels and the route names in both languages): 90.5 KB, over
// issue 16's goal of 90 KB by 0.5 KB. Then the visitor pages' English labels in a module of their own,
// loaded only for a page in English (localizedOnDemand, withTranslations): 89.5 KB, from 90.4.
const LOGIN_PAGE_GOAL_KB = 90;
const LOGIN_PAGE_FIRST_LOAD_BUDGET_KB = LOGIN_PAGE_GOAL_KB;
/**
 * The chunks two or more widgets need beyond the board (floating-ui's popovers and dialogs, the list,
 * filter and form layers with react-hook-form and the date pickers): the page's first such widget
 * loads them once. Session 8 measured 60.1 KB, with the ui kit's Badge and SendCodeButton now shared.
 * Issue 13 measured 60.7 KB (+0.5, budget +0.3): the ui kit's step bar (Steps), which the certification
 * stepper and the sign dialog share instead of two copies (membership's own chunk 6.5 → 6.2 KB).
 * Issue 14 measured 71.7 KB: the China map frame (src/ui/map: ChinaMap, pan and zoom, projection,
 * the shapes loader) that <yp-vehicle-map> and <yp-home-board> share; the chart frame (ChartWithTable,
 * LazyChart; apexcharts stays a lazy chunk) and figure tiles that 账单概览 and the report widgets share; and
 * the group-reports area's own lists and views, which count here because its two tags
 * (<yp-group-reports>, <yp-downstream-data>) both need them.
 * The rest of issue 14 measured 74.8 KB (+3.1): the balance layer (src/widgets/balances: the stock action
 * buttons and codes, a balance's card and ledger; the action dialog stays a lazy part), moved out of
 * <yp-stock> (its own chunk 3.5 → 2.8 KB) because <yp-downstream-data> acts on the pallets it holds too.
 * Issue 15 measured 76.7 KB (+1.9): what the two freight widgets both need, among it the kit's
 * VisuallyHidden and the code checks (check-codes) that messages and membership each needed alone before
 * (they leave those widgets' own chunks).
 * Issue 16 (the login page without styled-components) measured 76.85 KB, from 76.78: Field, TextInput and
 * Tabs carry their rules as CSS text (KitStyle) instead of styled-components templates with prop
 * functions (+0.12 KB); the same change lowered the board's first load by 0.5 KB and the shell's by 0.6.
 * Issue 17's <yp-webhooks> shares the kit's Checkbox and the date-range filter with the others (+0.1 KB).
 * Issue 17's transfer disputes and the language layer: 77.4 KB (+0.5).
 * Issue 17's bulk import measured 78.2 KB (+0.8): the 批量导入 button the transfer, waybill and door-pickup
 * lists share (BulkImportButton, with the import kinds' permission codes) and the kit's ProgressBar, which
 * <yp-bulk-import> and my account's level bar share instead of two copies.
 */
// Issue 17's English (every label file in both languages, read in the language in force): 81.6 KB.
// Then src/contract's own state names, vehicle types, report periods and columns, and the maps' province
// names, in English too (the freight widgets', the bills' and the maps' shared chunks): 82.6 KB.
// Then dates and numbers in the language in force (one shared date and number layer, the calendar's
// English month and weekday names): 83.2 KB.
// Session 16: 83.7 KB. The waybill state names are one contract set read by four widgets (transport,
// stock-moves, sale-customers, vehicle-map) instead of three copies in those widgets' own chunks: about
// 0.2 KB moved from the widgets into a shared chunk (measured 83.5 without that change); the region
// names' module the warehouses now share with the maps and the sign outcome labels the rest.
const SHARED_LAYERS_BUDGET_KB = 84;
/** DESIGN.md §6 goal for each further widget on a page; also the budget of a widget not listed below. */
const FURTHER_WIDGET_GOAL_KB = 25;
/** What each widget adds beyond the board and the shared layers, by the module its declaration loads. */
// Issue 17's English raised nine of these by their English labels (measured: carrier orders 12.3, company
// accounts 7.4, contracts 8.2, freight demands 13.9, points shop 8.1, my account 10.1, returns 8.0,
// transport 6.6, webhooks 6.5 KB).
const FURTHER_WIDGET_BUDGET_KB: Record<string, number> = {
  'src/widgets/messages/index.ts': 4,
  // The rest of issue 14 moved its actions and ledger to the shared balance layer (3.5 → 2.8 KB).
  'src/widgets/stock/index.ts': 3.5,
  'src/widgets/stock-moves/index.ts': 6.5,
  'src/widgets/stock-moves/pallet-codes.ts': 2.5,
  'src/widgets/warehouses/index.ts': 5,
  'src/widgets/transport/index.ts': 7,
  'src/widgets/returns/index.ts': 8.5,
  'src/widgets/vehicle-map/index.ts': 7.5,
  'src/widgets/sale-customers/index.ts': 4,
  // Issue 11: the view switch alone (1.6 KB); its 18 views load by group, budgeted in LAZY_PART_BUDGET_KB.
  // Issue 17: 2.0 KB with the period filters' wire day (shanghaiDate) in the switch's shared part.
  'src/widgets/bills/index.ts': 2.2,
  // Issue 12: sub-accounts and roles (5.2 KB); with the 企业管理员 card 6.4 KB (its dialogs are a lazy part).
  'src/widgets/company-accounts/index.ts': 8,
  // Issue 12: the points shop, its four views and two dialogs (6.9 KB).
  'src/widgets/points-shop/index.ts': 8.5,
  // Issue 12: membership certification, five steps with upload and OCR prefill (6.6 KB).
  'src/widgets/membership/index.ts': 7.5,
  // Issue 12: 我的账户 (6.8 KB; jsencrypt loads only when a password dialog submits).
  'src/widgets/my-account/index.ts': 10.5,
  // Issue 13: online signing, list and detail with the sign dialog, CA notice and verify (7.2 KB).
  'src/widgets/contracts/index.ts': 8.5,
  // Issue 14: 首页看板 and 数据图表 with the stock map's drill-down (6.5 KB; apexcharts and the province
  // shapes are lazy parts); the group and downstream report views' switches (2.3 and 1.2 KB), their
  // shared lists and views counted in SHARED_LAYERS_BUDGET_KB.
  'src/widgets/home/index.ts': 7,
  'src/widgets/group-reports/index.ts': 3,
  // The rest of issue 14: role 7 acts — its arrivals to confirm, its transfers to cancel, and the actions
  // on its stock rows (2.4 KB; the first load of a page it opens grows by the write layer every acting
  // widget shares, 44.7 → 67.1 KB).
  'src/widgets/group-reports/downstream.ts': 3,
  // Issue 15: 托运需求单 with its detail, signing and seven dialogs, 货源大厅 and 托运地址 in one chunk (12.0 KB).
  'src/widgets/freight-demands/index.ts': 14.5,
  // Issue 17: 消息推送 and 投递记录 with the endpoint form, the once-shown secret and the attempts dialog (5.4 KB).
  'src/widgets/webhooks/index.ts': 7,
  // Issue 17: the import's steps (template, file, preview with its error table, progress, result) with
  // their labels in both languages: 3.9 KB.
  'src/widgets/bulk-import/index.ts': 4.5,
  // Issue 15: 承运订单 list and detail (step bar, the party's actions and their five dialogs, tickets, logs,
  // settlement, live status), 车辆审核 and 运费结算 (11.2 KB).
  'src/widgets/carrier-orders/index.ts': 13,
};

/**
 * What a widget's lazily loaded part (a view group, a dialog, a data file) adds beyond the board, the
 * shared layers and its widget's first load, by the module its import() names; a part not listed has the
 * further-widget goal. <yp-bills> loads each group of its 17 views with the first view that shows it
 * (BillsWidget.tsx); 对账管理 loads the shell of its tabs, then each tab's panel with its group.
 */
// Issue 17's English: the bills views measured 11.6, 10.5, 9.5 and (Reconciliation) 5.4 KB.
const LAZY_PART_BUDGET_KB: Record<string, number> = {
  // Measured after issue 11's split: 9.2, 7.7, 7.5, 3.5 and 3.4 KB (the 14.4 KB of all 17 views before);
  // at the end of session 7, with corrections, refused-pay handling and the shared period filters: 9.8,
  // 8.5, 8.0, 3.7 and 4.0 KB.
  'src/widgets/bills/client-bill-views.tsx': 12,
  'src/widgets/bills/statement-views.tsx': 11,
  'src/widgets/bills/points-views.tsx': 10,
  'src/widgets/bills/item-list-views.tsx': 4.5,
  'src/widgets/bills/Reconciliation.tsx': 6,
  // 账单概览 (4.8 KB; apexcharts itself comes later, with its chart: LazyChart).
  'src/widgets/bills/BillsOverview.tsx': 5.5,
  // Measured then too: 2.9, 16.1 and 1.8 KB.
  'src/widgets/balances/ActionDialog.tsx': 3.5,
  'src/ui/map/china-provinces.generated.ts': 17,
  'src/widgets/warehouses/region-data.ts': 2.5,
  // The region table's 305 cities in English (2.9 KB), for the region picker and the stock map's cities;
  // a Chinese page never loads it.
  'src/ui/map/city-names-en.ts': 3.5,
  // Issue 12: 转让管理员 and 申请成为管理员 (2.5 KB).
  'src/widgets/company-accounts/AdminDialog.tsx': 3,
};

/**
 * Found in apexcharts' code (its class names) and in none of ours: marks a chunk that carries the library.
 * DESIGN.md §6: apexcharts is loaded only by the views that draw a chart, through LazyChart's import().
 */
const APEXCHARTS_MARK = 'apexcharts-canvas';

/** Found in styled-components' code (the attribute of its style tags) and in none of ours. */
const STYLED_COMPONENTS_MARK = 'data-styled';

function filesWith(mark: string, outDir: string, files: Iterable<string>): string[] {
  return [...files].filter((file) => readFileSync(join(root, outDir, file), 'utf8').includes(mark));
}

const filesWithApexcharts = (outDir: string, files: Iterable<string>) =>
  filesWith(APEXCHARTS_MARK, outDir, files);

const kb = (size: number) => `${size.toFixed(1)} KB gzip`;

test('embed script with <yp-messages> stays within its gzip budget', () => {
  const manifest = readManifest('dist/embed');
  const files = staticClosure(manifest, EMBED_ENTRY);
  staticClosure(manifest, 'src/widgets/messages/index.ts', files);
  const size = gzipKb('dist/embed', files);
  console.log(`embed + yp-messages: ${kb(size)} (${files.size} files)`);
  assert.ok(
    size <= EMBED_WITH_MESSAGES_BUDGET_KB,
    `${size.toFixed(1)} KB > ${EMBED_WITH_MESSAGES_BUDGET_KB} KB`,
  );
});

test('embed script with <yp-stock-board> stays within its gzip budget', () => {
  const manifest = readManifest('dist/embed');
  const embed = staticClosure(manifest, EMBED_ENTRY);
  const files = staticClosure(manifest, BOARD, new Set(embed));
  const size = gzipKb('dist/embed', files);
  console.log(
    `embed + yp-stock-board: ${kb(size)} (${files.size} files; embed script alone ${kb(gzipKb('dist/embed', embed))}; DESIGN.md goal ≤ 110 KB)`,
  );
  assert.ok(size <= EMBED_WITH_BOARD_BUDGET_KB, `${size.toFixed(1)} KB > ${EMBED_WITH_BOARD_BUDGET_KB} KB`);
});

/**
 * The widgets the embed script loads on a page that shows the board, what each one's first load needs
 * beyond the board (its chunk and what that imports) and the shared layers among them. A widget's lazy
 * parts count among its needs for the shared layers (a chunk a bills view group and another widget both
 * need is shared), never in its first load.
 */
function widgetsBeyondTheBoard(manifest: Manifest) {
  const embed = staticClosure(manifest, EMBED_ENTRY);
  const onThePage = staticClosure(manifest, BOARD, new Set(embed));
  // The registry's import()s: every widget the embed script can load.
  const registered = new Set(dynamicImportsOf(manifest, embed));
  const widgets = [...registered].filter((key) => key !== BOARD && !NOT_WIDGETS.has(key));
  const beyondTheBoard = (key: string) =>
    [...staticClosure(manifest, key)].filter((file) => !onThePage.has(file));
  const firstLoads = new Map(widgets.map((widget) => [widget, beyondTheBoard(widget)]));
  const lazyParts = new Map(widgets.map((widget) => [widget, lazyPartsOf(manifest, widget, registered)]));
  // Chunks two or more widgets need (the list, form and popover layers): the first such widget on a
  // page loads them, every later one reuses them.
  const neededBy = new Map<string, number>();
  for (const widget of widgets) {
    const needs = new Set([...firstLoads.get(widget)!, ...lazyParts.get(widget)!.flatMap(beyondTheBoard)]);
    // Shared lazy parts are measured as a lazy part of each widget that loads them, never a shared layer.
    for (const key of SHARED_LAZY_PARTS) if (manifest[key]) needs.delete(manifest[key].file);
    for (const file of needs) neededBy.set(file, (neededBy.get(file) ?? 0) + 1);
  }
  const sharedLayers = new Set([...neededBy].filter(([, count]) => count > 1).map(([file]) => file));
  return { widgets, onThePage, firstLoads, lazyParts, sharedLayers };
}

test('each further widget on a page with the board stays within its gzip budget', () => {
  const manifest = readManifest('dist/embed');
  const { widgets, firstLoads, sharedLayers } = widgetsBeyondTheBoard(manifest);
  for (const listed of Object.keys(FURTHER_WIDGET_BUDGET_KB)) {
    // A widget's chunk is keyed by its module only while the chunk exports nothing else: a lazily loaded
    // part importing a module from it makes Rollup export that module too, and key the chunk by name.
    assert.ok(
      widgets.includes(listed),
      `${listed} has a budget but the embed script no longer loads it (or its chunk lost its manifest key: does code it loads with import() import a module of its first load?)`,
    );
  }
  const sharedSize = gzipKb('dist/embed', sharedLayers);
  console.log(
    `shared widget layers: ${kb(sharedSize)} (${sharedLayers.size} files; budget ${SHARED_LAYERS_BUDGET_KB} KB)`,
  );
  const overBudget: string[] = [];
  if (sharedSize > SHARED_LAYERS_BUDGET_KB) overBudget.push(`shared layers: ${sharedSize.toFixed(1)} KB`);
  for (const [widget, files] of firstLoads) {
    const own = files.filter((file) => !sharedLayers.has(file));
    const size = gzipKb('dist/embed', own);
    const budget = FURTHER_WIDGET_BUDGET_KB[widget] ?? FURTHER_WIDGET_GOAL_KB;
    console.log(
      `further widget ${widget}: ${kb(size)} beyond the shared layers (${kb(gzipKb('dist/embed', files))} as the page's first; budget ${budget} KB, goal ≤ 25 KB)`,
    );
    if (size > budget) overBudget.push(`${widget}: ${size.toFixed(1)} KB > ${budget} KB`);
  }
  assert.deepEqual(overBudget, []);
});

test("each widget's lazily loaded part stays within its gzip budget", () => {
  const manifest = readManifest('dist/embed');
  const { onThePage, firstLoads, lazyParts, sharedLayers } = widgetsBeyondTheBoard(manifest);
  const found = [...lazyParts.values()].flat();
  for (const listed of Object.keys(LAZY_PART_BUDGET_KB)) {
    assert.ok(found.includes(listed), `${listed} has a budget but no widget loads it with import()`);
  }
  const overBudget: string[] = [];
  for (const [widget, parts] of lazyParts) {
    // Loaded already when a part is asked for: the board, the shared layers and the widget's first load.
    const loaded = new Set([...onThePage, ...sharedLayers, ...firstLoads.get(widget)!]);
    const widgetOwn = gzipKb(
      'dist/embed',
      firstLoads.get(widget)!.filter((file) => !sharedLayers.has(file)),
    );
    for (const part of parts) {
      const files = [...staticClosure(manifest, part)].filter((file) => !loaded.has(file));
      const size = gzipKb('dist/embed', files);
      const budget = LAZY_PART_BUDGET_KB[part] ?? FURTHER_WIDGET_GOAL_KB;
      console.log(
        `lazy part ${part} of ${widget}: ${kb(size)} beyond its widget's first load (${kb(size + widgetOwn)} with it, beyond the shared layers; budget ${budget} KB)`,
      );
      if (size > budget) overBudget.push(`${part}: ${size.toFixed(1)} KB > ${budget} KB`);
    }
  }
  assert.deepEqual(overBudget, []);
});

test('apexcharts is in no first load of the embed script, the board or any widget', () => {
  const manifest = readManifest('dist/embed');
  const embed = staticClosure(manifest, EMBED_ENTRY);
  // Every widget's static closure: its own chunks and the shared layers, all loaded before it renders.
  const widgets = dynamicImportsOf(manifest, embed).filter((key) => !NOT_WIDGETS.has(key));
  assert.ok(widgets.includes(BOARD), 'the board is among the widgets checked');
  const firstLoads = new Set(embed);
  for (const widget of widgets) staticClosure(manifest, widget, firstLoads);
  // A view loaded by group (see lazyPartsOf) is first shown with its group's chunks.
  const registered = new Set(widgets);
  const lazyParts = [...new Set(widgets.flatMap((widget) => lazyPartsOf(manifest, widget, registered)))];
  for (const part of lazyParts) staticClosure(manifest, part, firstLoads);
  const scripts = [...firstLoads].filter((file) => file.endsWith('.js'));
  console.log(
    `apexcharts: looked for in ${scripts.length} chunks (embed, board, ${widgets.length - 1} other widgets, ${lazyParts.length} lazily loaded parts)`,
  );
  assert.deepEqual(filesWithApexcharts('dist/embed', scripts), []);
});

const PORTAL_ENTRY = 'index.html';
/** What the entry loads at once for a signed-in user (and for a visitor on any page but /login). */
const PORTAL_START = 'src/shell/start-portal.tsx';
/** What the entry loads at once for a visitor on /login. */
const STANDALONE_LOGIN = 'src/shell/login/StandaloneLogin.tsx';

/**
 * A signed-in user's first load: the entry, and the portal it imports at once — the app with its router
 * and the embed runtime (start-portal's import()s). The page's own lazy route chunks come after.
 */
function portalFirstLoad(manifest: Manifest): Set<string> {
  const files = staticClosure(manifest, PORTAL_ENTRY);
  staticClosure(manifest, PORTAL_START, files);
  for (const started of manifest[PORTAL_START]?.dynamicImports ?? []) staticClosure(manifest, started, files);
  return files;
}

test("apexcharts is not in the shell's first load", () => {
  const manifest = readManifest('dist/portal');
  const scripts = [...portalFirstLoad(manifest)].filter((file) => file.endsWith('.js'));
  assert.deepEqual(filesWithApexcharts('dist/portal', scripts), []);
});

test("the shell's first load stays within its gzip budget", () => {
  const manifest = readManifest('dist/portal');
  const files = portalFirstLoad(manifest);
  assert.ok(
    manifest[PORTAL_START]?.dynamicImports?.includes('src/widgets/embed.ts'),
    'the portal starts with the embed runtime',
  );
  const size = gzipKb('dist/portal', files);
  console.log(
    `shell first load: ${kb(size)} (${files.size} files; the entry alone ${kb(gzipKb('dist/portal', staticClosure(manifest, PORTAL_ENTRY)))})`,
  );
  assert.ok(size <= SHELL_FIRST_LOAD_BUDGET_KB, `${size.toFixed(1)} KB > ${SHELL_FIRST_LOAD_BUDGET_KB} KB`);
});

test("the login page's first load stays within its gzip budget and carries none of the portal", () => {
  const manifest = readManifest('dist/portal');
  assert.ok(
    manifest[PORTAL_ENTRY]?.dynamicImports?.includes(STANDALONE_LOGIN),
    'the entry loads the standalone login page on demand',
  );
  const files = staticClosure(manifest, PORTAL_ENTRY);
  staticClosure(manifest, STANDALONE_LOGIN, files);
  const size = gzipKb('dist/portal', files);
  console.log(
    `login page first load: ${kb(size)} (${files.size} files; budget ${LOGIN_PAGE_FIRST_LOAD_BUDGET_KB} KB, issue 16 goal ≤ ${LOGIN_PAGE_GOAL_KB} KB)`,
  );
  // The portal (its app with the router, and the embed runtime) and jsencrypt load after login, or never.
  const later = [
    PORTAL_START,
    ...(manifest[PORTAL_START]?.dynamicImports ?? []),
    'src/core/crypto/encrypt-jsencrypt.ts',
  ];
  for (const key of later) {
    assert.ok(manifest[key], `the manifest has ${key}`);
    assert.ok(!files.has(manifest[key].file), `${key} is not in the login page's first load`);
  }
  // The page's styles are plain CSS (KitStyle); styled-components loads with the portal.
  const scripts = [...files].filter((file) => file.endsWith('.js'));
  assert.deepEqual(filesWith(STYLED_COMPONENTS_MARK, 'dist/portal', scripts), []);
  assert.ok(
    filesWith(STYLED_COMPONENTS_MARK, 'dist/portal', [...portalFirstLoad(manifest)]).length > 0,
    "the mark is found in the portal's first load, which has styled-components",
  );
  assert.ok(
    size <= LOGIN_PAGE_FIRST_LOAD_BUDGET_KB,
    `${size.toFixed(1)} KB > ${LOGIN_PAGE_FIRST_LOAD_BUDGET_KB} KB`,
  );
});
