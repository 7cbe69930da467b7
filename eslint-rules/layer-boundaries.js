/**
 * The layer rules of the house (DESIGN.md §1), checked on every relative import, re-export and dynamic
 * import: each specifier is resolved against the importing file (path.resolve) and both paths are
 * compared relative to the repository root. Bare package names are not checked.
 */
import path from 'node:path';

const WIDGETS = 'src/widgets/';
/** The widgets' shared layer that an area may use: files directly in src/widgets/, and its test support. */
const SHARED_WIDGET_FOLDERS = new Set(['test-support']);
/** What the shell may import from src/widgets/: the embed registry and the widget declarations. */
const SHELL_WIDGET_ENTRIES = new Set(['src/widgets/embed', 'src/widgets/declarations']);

const under = (file, folder) => file.startsWith(folder);

/** The path without its source extension and without a trailing /index: one name per import target. */
const moduleName = (file) => file.replace(/\.(d\.ts|tsx?|jsx?|mjs)$/, '').replace(/\/index$/, '');

/** The area folder of a widget file (src/widgets/<area>/…), or null for the shared layer. */
function widgetArea(file) {
  if (!under(file, WIDGETS)) return null;
  const [area, ...rest] = file.slice(WIDGETS.length).split('/');
  return rest.length > 0 && !SHARED_WIDGET_FOLDERS.has(area) ? area : null;
}

/** The server module of a file (server/modules/<name>/…), or null. */
function serverModule(file) {
  const match = /^server\/modules\/([^/]+)\/./.exec(file);
  return match ? match[1] : null;
}

/** The message id of the rule an import from `from` to `to` breaks (repository-relative paths), or null. */
export function violation(from, to) {
  if (under(from, 'src/core/') || under(from, 'src/ui/')) {
    if (under(to, WIDGETS) || under(to, 'src/shell/')) return 'coreOrUiImportsWidgetOrShell';
    if (under(from, 'src/core/') && under(to, 'src/ui/')) return 'coreImportsUi';
  }
  const area = widgetArea(from);
  if (area !== null) {
    const targetArea = widgetArea(to);
    if (targetArea !== null && targetArea !== area) return 'widgetImportsOtherArea';
  }
  if (under(from, WIDGETS) && under(to, 'src/shell/')) return 'widgetImportsShell';
  if (under(from, 'src/shell/') && under(to, WIDGETS) && !SHELL_WIDGET_ENTRIES.has(moduleName(to)))
    return 'shellImportsWidgetInternals';
  if (under(from, 'src/') && under(to, 'server/')) return 'srcImportsServer';
  if (under(from, 'server/') && under(to, 'src/') && !under(to, 'src/contract/')) return 'serverImportsSrc';
  const own = serverModule(from);
  const other = serverModule(to) ?? /^server\/modules\/([^/.]+)$/.exec(moduleName(to))?.[1] ?? null;
  if (own !== null && other !== null && other !== own && moduleName(to) !== `server/modules/${other}`)
    return 'moduleDeepImport';
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layer boundaries of DESIGN.md §1 on relative imports.' },
    schema: [],
    messages: {
      coreOrUiImportsWidgetOrShell:
        'src/core and src/ui import nothing from src/widgets or src/shell ({{target}}).',
      coreImportsUi: 'src/core does not import src/ui ({{target}}).',
      widgetImportsOtherArea:
        'A widget area imports no other area ({{target}}); move what both need into the shared widget layer.',
      widgetImportsShell: 'Widgets do not import the shell ({{target}}).',
      shellImportsWidgetInternals:
        'The shell uses widgets through their tags: it imports only src/widgets/embed.ts and src/widgets/declarations.ts ({{target}}).',
      srcImportsServer:
        'The browser code reaches the server only over HTTP: no import of server/ ({{target}}).',
      serverImportsSrc:
        'The server shares only the wire contract with src/: import src/contract/ only ({{target}}).',
      moduleDeepImport:
        "A server module uses another only through its index.ts: import '{{module}}' instead of {{target}}.",
    },
  },
  create(context) {
    const root = context.cwd;
    const from = path.relative(root, context.filename).split(path.sep).join('/');
    if (from.startsWith('..')) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(context.filename), source.value);
      const to = path.relative(root, resolved).split(path.sep).join('/');
      const messageId = violation(from, to);
      if (!messageId) return;
      const module = serverModule(to);
      context.report({ node: source, messageId, data: { target: to, module: `server/modules/${module}` } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
    };
  },
};

export default { rules: { 'layer-boundaries': layerBoundaries } };
