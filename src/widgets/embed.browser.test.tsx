import { configure, getConfig, resetConfig } from '../core';
import { assert, assertEqual, waitFor } from '../ui/test-support/assert';
import { afterEach, describe, it } from '../ui/test-support/browser-test';
import { installFakeMessageBackend } from './messages/fake-message-backend';
import { WIDGET_DECLARATIONS } from './declarations';
import './embed';

afterEach(() => {
  document.body.replaceChildren();
  resetConfig();
});

describe('the embed script', () => {
  it('defines every declared tag up front', () => {
    for (const { tag } of WIDGET_DECLARATIONS) assert(customElements.get(tag), `${tag} is defined`);
  });

  it('gives the host page YelopackPortal.configure, which the widgets then use', () => {
    assert(window.YelopackPortal, 'window.YelopackPortal');
    window.YelopackPortal.configure({ apiBase: 'https://erp.example/', getToken: () => 'host-token' });
    assertEqual(getConfig().apiBase, 'https://erp.example', 'apiBase handed over');
    assertEqual(getConfig().getToken(), 'host-token', 'token handed over in JavaScript');
  });

  it('loads a widget when its tag is connected', async () => {
    const backend = installFakeMessageBackend([]);
    try {
      configure({ getToken: () => 'host-token' });
      const element = document.createElement('yp-messages');
      element.setAttribute('view', 'list');
      document.body.append(element);
      await waitFor(() => element.shadowRoot?.textContent?.includes('暂无消息'), 'the lazily loaded widget');
      assertEqual(
        backend.callsTo('getMessageList')[0]?.headers.get('token'),
        'host-token',
        'calls carry the host token',
      );
    } finally {
      backend.restore();
    }
  });
});
