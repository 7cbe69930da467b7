import { beforeAll, describe, expect, it } from 'vitest';
import { loadTranslations, translationsOf } from './localized';

/**
 * Every label exists in both languages (issue 17 item 5): each label file's exports are made with
 * localized(), whose English set mirrors the Chinese one key for key, with English text. A label file
 * still in Chinese only is named in NOT_YET_TRANSLATED, and leaves that list when it is translated.
 */
const LABEL_MODULES = import.meta.glob<Record<string, unknown>>(
  ['/src/**/*labels*.ts', '/server/**/*labels*.ts', '/server/labels/*.ts', '!**/*.test.ts'],
  { eager: true },
);

/** Label files not translated yet: the rest of issue 17 item 5. */
const NOT_YET_TRANSLATED = new Set<string>([]);

const HAN = /\p{Script=Han}/u;
type Node = unknown;

/** Every text of a label value, with its path, calling functions with sample arguments. */
function textsOf(value: Node, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const sample = (value as (...args: unknown[]) => unknown)(
      ...Array.from({ length: value.length }, () => 7),
    );
    return typeof sample === 'string' ? [[`${path}()`, sample]] : [];
  }
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => textsOf(child, `${path}.${key}`));
  return [];
}

/** The shape of a label value: keys at every depth, and which are texts, functions or lists. */
function shapeOf(value: Node): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shapeOf(child)]));
  return typeof value;
}

const modules = Object.entries(LABEL_MODULES).map(([path, exports]) => ({ path, exports }));

describe('label parity', () => {
  // The English sets that load only for a page in English (the visitor pages') are compared too.
  beforeAll(() => loadTranslations('en-US'));

  it('finds the label files', () => {
    expect(modules.length).toBeGreaterThan(50);
  });

  it.each(modules.filter(({ path }) => !NOT_YET_TRANSLATED.has(path)))(
    '$path has every label in Chinese and in English',
    ({ exports }) => {
      for (const [name, value] of Object.entries(exports)) {
        const sets = translationsOf(value);
        if (!sets) {
          // Anything else a label file exports carries no Chinese text (a type guard, a number, a code).
          expect(
            textsOf(value, name).filter(([, text]) => HAN.test(text)),
            name,
          ).toEqual([]);
          continue;
        }
        expect(shapeOf(sets['en-US']), name).toEqual(shapeOf(sets['zh-CN']));
        const english = textsOf(sets['en-US'], name);
        expect(
          english.filter(([, text]) => text.trim() === '' || HAN.test(text)),
          name,
        ).toEqual([]);
      }
    },
  );

  it('lists as not yet translated only files that still have Chinese-only labels', () => {
    const translated = [...NOT_YET_TRANSLATED].filter((path) => {
      const exports = LABEL_MODULES[path];
      if (!exports) return true; // a file that is gone
      return Object.values(exports).every(
        (value) => translationsOf(value) || !textsOf(value, '').some(([, text]) => HAN.test(text)),
      );
    });
    expect(translated).toEqual([]);
  });
});
