import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from './locale';
import {
  loadTranslations,
  localized,
  localizedOnDemand,
  translationsLoaded,
  translationsOf,
} from './localized';

let locale: Locale = DEFAULT_LOCALE;
setLocaleSource(() => locale);
afterEach(() => (locale = DEFAULT_LOCALE));

const zh = {
  title: '调拨记录',
  columns: { quantity: '数量', status: { pending: '待签收' } },
  total: (count: number) => `共 ${count} 条`,
  steps: ['上传', '预览'],
};
const labels = localized(zh, {
  title: 'Transfers',
  columns: { quantity: 'Quantity', status: { pending: 'Awaiting signature' } },
  total: (count) => `${count} in all`,
  steps: ['Upload', 'Preview'],
});

describe('localized labels', () => {
  it('answer in the language in force at each read, at every depth', () => {
    const columns = labels.columns;
    expect([labels.title, columns.quantity, labels.total(3)]).toEqual(['调拨记录', '数量', '共 3 条']);
    locale = 'en-US';
    // A nested set kept from before the switch follows it too.
    expect([labels.title, columns.quantity, columns.status.pending, labels.total(3)]).toEqual([
      'Transfers',
      'Quantity',
      'Awaiting signature',
      '3 in all',
    ]);
    expect(labels.steps).toEqual(['Upload', 'Preview']);
  });

  it('spread, keys and entries see the language in force', () => {
    locale = 'en-US';
    expect({ ...labels.columns.status }).toEqual({ pending: 'Awaiting signature' });
    expect(Object.entries(labels.columns)).toEqual([
      ['quantity', 'Quantity'],
      ['status', { pending: 'Awaiting signature' }],
    ]);
    expect(Object.keys(labels)).toEqual(['title', 'columns', 'total', 'steps']);
    expect('title' in labels).toBe(true);
  });

  it('cannot be written to', () => {
    expect(() => Object.assign(labels, { title: 'x' })).toThrow(TypeError);
    expect(labels.title).toBe('调拨记录');
  });

  it('give both languages to the parity test, and nothing for a plain object', () => {
    expect(translationsOf(labels)?.['zh-CN']).toBe(zh);
    expect(translationsOf(zh)).toBeUndefined();
    expect(translationsOf(labels.columns)).toBeUndefined();
  });

  it('answer in Chinese, the source, until an English set loaded on demand is in', async () => {
    const english = { title: 'Transfers', columns: { quantity: 'Quantity' } };
    const lazy = localizedOnDemand({ title: '调拨记录', columns: { quantity: '数量' } }, async () => ({
      default: english,
    }));
    expect(translationsLoaded('en-US')).toBe(false);
    expect(translationsLoaded('zh-CN')).toBe(true);
    locale = 'en-US';
    expect(lazy.title).toBe('调拨记录');
    await loadTranslations('en-US');
    expect(translationsLoaded('en-US')).toBe(true);
    expect([lazy.title, lazy.columns.quantity]).toEqual(['Transfers', 'Quantity']);
    expect(translationsOf(lazy)?.['en-US']).toBe(english);
  });
});
