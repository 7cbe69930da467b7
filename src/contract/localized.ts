import { activeLocale, DEFAULT_LOCALE, type Locale } from './locale';

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

/**
 * A label set's English twin in a module of its own (its default export), loaded only for a page in
 * English (localizedOnDemand): the sets of a page whose first load is weighed keep their English out of it.
 */
export type LoadTranslation<T> = () => Promise<{ readonly default: Translation<T> }>;

/** The loaders of the English sets not loaded yet; each leaves when its set is in. */
const unloaded = new Set<() => Promise<void>>();

/** Whether every label set made so far has its texts in `locale`. */
export const translationsLoaded = (locale: Locale): boolean =>
  locale === DEFAULT_LOCALE || unloaded.size === 0;

/**
 * Loads the texts in `locale` of every label set made so far, and of those made while they load. A page
 * switches to a language once this has resolved, and code loaded on demand renders after it (core's
 * switchLocale and withTranslations): a page in English never shows a Chinese label while its English
 * loads.
 */
export async function loadTranslations(locale: Locale): Promise<void> {
  while (!translationsLoaded(locale)) await Promise.all([...unloaded].map((load) => load()));
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
function view(sets: Readonly<Partial<Record<Locale, object>>>, path: readonly PropertyKey[]): object {
  const current = (): Record<PropertyKey, unknown> => {
    // Chinese, the source, until an English set made by localizedOnDemand is in.
    let node: unknown = sets[activeLocale()] ?? sets[DEFAULT_LOCALE];
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

/**
 * localized() with the English set in a module of its own, imported when a page first needs its texts in
 * English (loadTranslations); until then the set is Chinese only.
 */
export function localizedOnDemand<T extends object>(zhCN: T, loadEnUS: LoadTranslation<NoInfer<T>>): T {
  const sets: Partial<Record<Locale, object>> = { [DEFAULT_LOCALE]: zhCN };
  const load = async () => {
    sets['en-US'] = (await loadEnUS()).default;
    unloaded.delete(load);
  };
  unloaded.add(load);
  return view(sets, []) as T;
}

/**
 * Both languages of a label set made by localized() (made by localizedOnDemand: once loadTranslations
 * has resolved), or undefined for any other value.
 */
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
  const texts = translationsOf(set)?.[locale];
  if (!texts) throw new Error('textsIn: not a label set made by localized(), or not loaded');
  return texts as Translation<T>;
}
