import { API } from '../../contract/api-paths';
import { LOCALE_HEADER } from '../../contract/locale';
import { setLocale } from '../../core';
import { assert, waitFor } from '../../ui/test-support/assert';
import { afterEach, describe, it } from '../../ui/test-support/browser-test';
import { declareWidget } from '../declare-widget';
import { defineWidget } from '../define-widget';
import { installFakeFetch, ok, type FakeFetch } from '../test-support/fake-fetch';
import { useApiQuery } from './use-api-query';

/** A read whose answer the server words in the requester's language (a member level's name). */
function LevelName() {
  const level = useApiQuery<{ levelName: string }>(API.customerCompany.getCompanyLevel);
  return <p data-testid="level">{level.data?.levelName ?? '…'}</p>;
}

const TAG = 'yp-test-answer-language';
defineWidget(
  declareWidget({
    tag: TAG,
    summary: 'a widget showing one server-worded answer',
    attributes: {},
    events: [],
    pages: [],
    load: () => Promise.reject(new Error('defined eagerly in this test')),
  }),
  LevelName,
);

let fake: FakeFetch | null = null;

afterEach(() => {
  fake?.restore();
  document.body.replaceChildren();
  setLocale('zh-CN');
});

describe('a cached answer and the page language', () => {
  it('never shows an answer worded in the language the page just left', async () => {
    fake = installFakeFetch(
      ({ headers }) =>
        ok({ levelName: headers.get(LOCALE_HEADER) === 'en-US' ? 'Silver member' : '银牌会员' }),
      { delayMs: 300 },
    );
    const element = document.createElement(TAG);
    document.body.append(element);
    const shown = () => element.shadowRoot?.querySelector('[data-testid="level"]')?.textContent;
    await waitFor(() => shown() === '银牌会员', 'the Chinese answer');

    const before = element.shadowRoot?.querySelector('[data-testid="level"]');
    setLocale('en-US');
    // The widget mounts afresh in the new language: wait for its new paragraph.
    await waitFor(() => {
      const now = element.shadowRoot?.querySelector('[data-testid="level"]');
      return now && now !== before;
    }, 'remounted in English');
    assert(shown() !== '银牌会员', `no Chinese answer while the English one loads (shows ${shown()})`);
    await waitFor(() => shown() === 'Silver member', 'the English answer');
  });
});
