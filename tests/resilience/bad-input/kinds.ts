import { isNumeric, isText, withValueAt, type Leaf } from '../../../server/testing/request-samples';
import type { RegisteredRoute } from '../../../server/http/route';

/** The kinds of hostile input of the bad-input sweep (sweep.ts), built from each route's own schema. */

/** One request of a case: a JSON (or raw) body, a query string, or a multipart form. */
export type Request =
  { body: string } | { query: string } | { form: FormData } | { contentType: string; raw: string };

export interface RouteInput {
  route: RegisteredRoute;
  sample: Record<string, unknown>;
  leaves: Leaf[];
  /** Position of the route in the table: spreads the one-field-per-route samples over field positions. */
  index: number;
}

const NUL = 'a\u0000b';
/** Just under the 1 MB body limit: the string reaches validation. */
const MEGABYTE_STRING = 'x'.repeat(1_000_000);
/** Over the body limit. */
const OVERSIZE_STRING = 'x'.repeat(1_200_000);
const DEPTH = 10_000;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const json = (value: unknown): Request => ({ body: JSON.stringify(value) });
/** The leaf a one-field case uses for this route (a different position from one route to the next). */
const oneOf = <T>(items: readonly T[], index: number): T | undefined =>
  items[index % Math.max(1, items.length)];
/** The sample with a value spliced in as raw JSON text (for values JSON.stringify cannot write). */
const withRawAt = (input: RouteInput, leaf: Leaf | undefined, raw: string): Request => {
  if (!leaf) return { body: JSON.stringify({ ...input.sample, unexpected: '?' }).replace('"?"', raw) };
  return { body: JSON.stringify(withValueAt(input.sample, leaf.path, '\u0001?')).replace('"\\u0001?"', raw) };
};
/** The sample with a key first, as raw JSON text (`__proto__` cannot be set through an object literal). */
const withLeadingKey = (input: RouteInput, key: string, raw: string): Request => {
  const rest = JSON.stringify(input.sample).slice(1);
  return { body: rest === '}' ? `{"${key}":${raw}}` : `{"${key}":${raw},${rest}` };
};
const wrongTypeOf = (leaf: Leaf): unknown =>
  leaf.node.type === 'string' ? 12345 : leaf.node.type === 'boolean' ? 'true' : ['x'];
const queryOf = (params: Record<string, string> | [string, string][]) => ({
  query: new URLSearchParams(params).toString(),
});
const sampleQuery = (input: RouteInput) =>
  Object.fromEntries(Object.entries(input.sample).map(([key, value]) => [key, String(value)]));
const upload = (name: string, content: Blob, fieldName = 'file') => {
  const form = new FormData();
  form.append(fieldName, content, name);
  return { form };
};

export interface Kind {
  json(input: RouteInput): Request[];
  query(input: RouteInput): Request[];
  multipart(): Request[];
}

/** Each kind of bad input, for each way a route reads its input. */
export const KINDS = {
  'an empty body': {
    json: () => [{ body: '{}' }, { contentType: 'application/json', raw: '' }],
    query: () => [{ query: '' }],
    multipart: () => [{ form: new FormData() }],
  },
  'wrong types': {
    json: (input) => [
      json(Object.fromEntries(input.leaves.map((leaf) => [String(leaf.path[0]), wrongTypeOf(leaf)]))),
      { body: '"a string"' },
      { body: '[1,2]' },
    ],
    query: (input) => [
      queryOf(
        [...Object.keys(input.sample), 'token'].flatMap((key): [string, string][] => [
          [key, '1'],
          [key, '2'],
        ]),
      ),
    ],
    multipart: () => [json({ file: 1 }), { contentType: 'text/plain', raw: 'file' }],
  },
  'out-of-range numbers': {
    json: (input) => {
      const numbers = input.leaves.filter(isNumeric);
      const targets = numbers.length > 0 ? numbers : [oneOf(input.leaves, input.index)];
      return targets.flatMap((leaf) =>
        ['1e20', '-92233720368547758', '1e400', '0.5', '-0'].map((raw) => withRawAt(input, leaf, raw)),
      );
    },
    query: (input) => [queryOf({ ...sampleQuery(input), pageNum: '1e20' }), queryOf({ check: '1e400' })],
    multipart: () => [upload('1e20.png', new Blob([PNG]), '1e20')],
  },
  'a NUL character': {
    json: (input) => {
      const texts = input.leaves.filter(isText);
      if (texts.length === 0) return [json({ ...input.sample, [NUL]: NUL })];
      return texts.map((leaf) => json(withValueAt(input.sample, leaf.path, NUL)));
    },
    query: (input) => [
      ...Object.keys(input.sample).map((key) => queryOf({ ...sampleQuery(input), [key]: NUL })),
      queryOf({ [NUL]: '1' }),
    ],
    multipart: () => [upload(`${NUL}.png`, new Blob([PNG])), upload('x.png', new Blob([PNG]), NUL)],
  },
  '1 MB strings': {
    json: (input) => {
      const leaf = oneOf(input.leaves.filter(isText), input.index);
      return [
        json(
          leaf
            ? withValueAt(input.sample, leaf.path, MEGABYTE_STRING)
            : { ...input.sample, pad: MEGABYTE_STRING },
        ),
        json({ ...input.sample, pad: OVERSIZE_STRING }),
      ];
    },
    query: (input) => {
      const key = oneOf(Object.keys(input.sample), input.index) ?? 'pad';
      return [
        queryOf({ ...sampleQuery(input), [key]: 'x'.repeat(8_000) }),
        queryOf({ [key]: MEGABYTE_STRING }),
      ];
    },
    multipart: () => [
      upload('x.png', new Blob([PNG, Buffer.alloc(11 * 1024 * 1024)])),
      upload(`${'x'.repeat(100_000)}.png`, new Blob([PNG])),
    ],
  },
  'deep nesting': {
    json: (input) => [
      withRawAt(input, oneOf(input.leaves, input.index), `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`),
      { body: `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}` },
    ],
    query: () => [{ query: `${'a[b]'.repeat(1_000)}=1` }],
    multipart: () => [upload('x.png', new Blob([PNG]), 'a[b]'.repeat(1_000))],
  },
  'unknown fields': {
    json: (input) => {
      const nested = input.leaves.find((leaf) => leaf.path.length > 1);
      return [
        json({ ...input.sample, unexpected: 1 }),
        ...(nested ? [json(withValueAt(input.sample, [...nested.path.slice(0, -1), 'unexpected'], 1))] : []),
      ];
    },
    query: (input) => [queryOf({ ...sampleQuery(input), unexpected: '1' })],
    multipart: () => {
      const form = new FormData();
      form.append('file', new Blob([PNG]), 'x.png');
      form.append('unexpected', '1');
      return [{ form }];
    },
  },
  'prototype keys': {
    json: (input) => [
      withLeadingKey(input, '__proto__', '{"polluted":1}'),
      withLeadingKey(input, 'constructor', '{"prototype":{"polluted":1}}'),
    ],
    query: (input) => [
      queryOf([
        ...Object.entries(sampleQuery(input)),
        ['__proto__', 'x'],
        ['constructor', 'y'],
        ['prototype', 'z'],
      ]),
    ],
    multipart: () => [upload('x.png', new Blob([PNG]), '__proto__')],
  },
} satisfies Record<string, Kind>;

export type KindName = keyof typeof KINDS;
