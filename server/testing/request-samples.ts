/**
 * Requests generated from a route's schema (RegisteredRoute.input): a value that passes it, and the
 * places in it where a test can put a bad value. Tests that walk the route table use them, so a new
 * route is covered without writing anything for it.
 */

/** The JSON-schema keywords of a TypeBox request schema that the generator reads. */
export interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}

export type Path = readonly (string | number)[];

/** A value of each format the request schemas use (http/fields.ts CUSTOM_FORMATS and Ajv's own). */
const FORMAT_SAMPLES: Record<string, string> = {
  'plate-number': '沪A12345',
  'date-time': '2024-01-02T03:04:05+08:00',
};

/**
 * The shortest string a (simple) pattern accepts: literals, escapes (\d, \S, \w), classes, groups with
 * alternatives and quantifiers; the first alternative and the fewest repetitions are taken.
 */
export function sampleMatching(pattern: string): string {
  const ESCAPES: Record<string, string> = { d: '1', S: 'x', w: 'x', s: ' ' };
  const escape = (char: string) => ESCAPES[char] ?? char;
  let at = 0;
  const charAt = (index: number) => pattern.charAt(index);
  const atom = (): string => {
    const char = charAt(at++);
    if (char === '\\') return escape(charAt(at++));
    if (char === '[') {
      const first = charAt(at) === '\\' ? escape(charAt(at + 1)) : charAt(at);
      at = pattern.indexOf(']', at + 1) + 1;
      return first;
    }
    if (char === '(') {
      const inner = sequence();
      while (pattern[at] === '|') {
        at += 1;
        sequence();
      }
      at += 1; // ')'
      return inner;
    }
    if (char === '.') return 'x';
    return char;
  };
  const repeated = (text: string): string => {
    const next = pattern[at];
    if (next === '?' || next === '*') return (at++, '');
    if (next === '+') return (at++, text);
    if (next === '{') {
      const close = pattern.indexOf('}', at);
      const min = Number(pattern.slice(at + 1, close).split(',')[0]);
      at = close + 1;
      return text.repeat(min);
    }
    return text;
  };
  const sequence = (): string => {
    let text = '';
    while (at < pattern.length && pattern[at] !== '|' && pattern[at] !== ')') {
      if (pattern[at] === '^' || pattern[at] === '$') {
        at += 1;
        continue;
      }
      text += repeated(atom());
    }
    return text;
  };
  return sequence();
}

/** A value the schema accepts, every optional field included (so a bad value put anywhere is read). */
export function sampleOf(node: SchemaNode): unknown {
  if ('const' in node) return node.const;
  if (node.enum) return node.enum[0];
  if (node.anyOf?.[0]) return sampleOf(node.anyOf[0]);
  switch (node.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([key, child]) => [key, sampleOf(child)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, node.minItems ?? 1) }, () => sampleOf(node.items ?? {}));
    case 'string':
      if (node.format) {
        const sample = FORMAT_SAMPLES[node.format];
        if (sample === undefined)
          throw new Error(`no sample of format ${node.format}: add one to FORMAT_SAMPLES`);
        return sample;
      }
      return node.pattern ? sampleMatching(node.pattern) : 'x'.repeat(Math.max(1, node.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, node.minimum ?? 1), node.maximum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

export interface Leaf {
  path: Path;
  node: SchemaNode;
}

/** Every scalar field of the schema with its path in a sample (array items at index 0). */
export function leavesOf(node: SchemaNode, path: Path = []): Leaf[] {
  if (node.type === 'object') {
    return Object.entries(node.properties ?? {}).flatMap(([key, child]) => leavesOf(child, [...path, key]));
  }
  if (node.type === 'array') return leavesOf(node.items ?? {}, [...path, 0]);
  return path.length > 0 ? [{ path, node }] : [];
}

/** `value` with `replacement` at `path` (a copy: the sample is shared by the cases of a route). */
export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head = '', ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}

/** How the 2003 answer names a path ('lines[0].ownerCompanyId', as http/validation.ts does). */
export const fieldNameOf = (path: Path): string =>
  path.reduce<string>(
    (name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  );

/** Whether the leaf is a number field (integer or number). */
export const isNumeric = (leaf: Leaf): boolean => leaf.node.type === 'integer' || leaf.node.type === 'number';
/** Whether the leaf is a free string field (a string that is not one of fixed literals). */
export const isText = (leaf: Leaf): boolean =>
  leaf.node.type === 'string' && !('const' in leaf.node) && !leaf.node.enum;
