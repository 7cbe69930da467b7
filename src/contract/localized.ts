import { activeLocale, type Locale } from './locale';

/**
 * A label set's English twin: the same keys at every depth, a text for every text and a function of the
 * same arguments for every function. TypeScript refuses an English set that lacks a key or adds one.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : { readonly [K in keyof T]: Translation<T[K]> };

/** Both languages of one label set, as the parity test reads them. */
export interface LabelSet {
  readonly 'zh-CN': object;
  readonly 'en-US': object;
}

const TRANSLATIONS = Symbol('translations');

const isNested = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A view of `sets` that answers every read in the language in force at that moment (activeLocale), at
 * any depth: `labels.columns.name` is Chinese on a Chinese page and English on an English one, with no
 * code between the label and its use. Spreading, Object.keys and Object.entries see the same language.
 * Arrays and functions are returned as they are (a function's text is built when it is called).
 */
function view(sets: Readonly<Record<Locale, object>>, path: readonly PropertyKey[]): object {
  const current = (): Record<PropertyKey, unknown> => {
    let node: unknown = sets[activeLocale()];
    for (const key of path) node = (node as Record<PropertyKey, unknown>)[key];
    return node as Record<PropertyKey, unknown>;
  };
  const children = new Map<PropertyKey, object>();
  const read = (key: PropertyKey): unknown => {
    if (key === TRANSLATIONS && path.length === 0) return sets;
    const value = current()[key];
    if (!isNested(value)) return value;
    let child = children.get(key);
    if (!child) children.set(key, (child = view(sets, [...path, key])));
    return child;
  };
  // The target is an empty object so that no invariant of a Proxy ties an answer to the Chinese values.
  return new Proxy(
    {},
    {
      get: (_target, key) => read(key),
      has: (_target, key) => key in current(),
      ownKeys: () => Reflect.ownKeys(current()),
      getOwnPropertyDescriptor(_target, key) {
        const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
        return descriptor && { ...descriptor, value: read(key), configurable: true };
      },
      set: () => false,
      deleteProperty: () => false,
      defineProperty: () => false,
    },
  );
}

/**
 * One label set in both languages. The Chinese set is the source (its shape is the type); the English
 * one must mirror it (Translation). Reads follow the language in force.
 */
export function localized<T extends object>(zhCN: T, enUS: Translation<NoInfer<T>>): T {
  return view({ 'zh-CN': zhCN, 'en-US': enUS }, []) as T;
}

/** Both languages of a label set made by localized(), or undefined for any other value. */
export function translationsOf(value: unknown): LabelSet | undefined {
  return isNested(value)
    ? ((value as Record<symbol, unknown>)[TRANSLATIONS] as LabelSet | undefined)
    : undefined;
}

/**
 * One language's texts of a label set made by localized(), to build another label set from (a list's
 * columns titled as their export, a document's state names): the Chinese set takes the Chinese texts and
 * the English set the English ones, so neither answers in the language that happened to be in force when
 * its module loaded.
 */
export function textsIn<T extends object>(set: T, locale: Locale): Translation<T> {
  const sets = translationsOf(set);
  if (!sets) throw new Error('textsIn: not a label set made by localized()');
  return sets[locale] as Translation<T>;
}
