import { afterEach, describe, expect, it } from 'vitest';
import { localizedOnDemand } from '../contract/localized';
import { currentLocale, onLocaleChange, setLocale, switchLocale, withTranslations } from './locale';

afterEach(() => setLocale('zh-CN'));

/** A label set whose English loads on demand, with the moment its import() resolves in the test's hands. */
function lazilyTranslated() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const labels = localizedOnDemand({ login: '登录' }, async () => {
    await arrived;
    return { default: { login: 'Log in' } };
  });
  return { labels, arrive };
}

const settled = () => new Promise((resolve) => setTimeout(resolve));

describe("the page's language", () => {
  it('switches to English once the English sets made on demand are in: no Chinese under English', async () => {
    const { labels, arrive } = lazilyTranslated();
    const changes: string[] = [];
    const stop = onLocaleChange((locale) => changes.push(`${locale}: ${labels.login}`));
    const switching = switchLocale('en-US');
    await settled();
    expect([currentLocale(), labels.login]).toEqual(['zh-CN', '登录']);
    arrive();
    await switching;
    expect(changes).toEqual(['en-US: Log in']);
    stop();
  });

  it('keeps the language a later switch asked for when an earlier one finishes loading after it', async () => {
    const { arrive } = lazilyTranslated();
    const toEnglish = switchLocale('en-US');
    await switchLocale('zh-CN');
    arrive();
    await toEnglish;
    expect(currentLocale()).toBe('zh-CN');
  });

  it("resolves code loaded on demand once its label sets are in the page's language", async () => {
    setLocale('en-US');
    const { labels, arrive } = lazilyTranslated();
    let shown: string | undefined;
    void withTranslations(Promise.resolve(() => labels.login)).then((read) => (shown = read()));
    await settled();
    expect(shown).toBeUndefined();
    arrive();
    await settled();
    expect(shown).toBe('Log in');
  });

  // Last: the set that cannot load stays unloaded.
  it('keeps its language when the English cannot be loaded (offline), and shows code loaded meanwhile in Chinese', async () => {
    const labels = localizedOnDemand({ login: '登录' }, () => Promise.reject(new Error('offline')));
    await switchLocale('en-US');
    expect(currentLocale()).toBe('zh-CN');
    setLocale('en-US');
    const read = await withTranslations(Promise.resolve(() => labels.login));
    expect(read()).toBe('登录');
  });
});
