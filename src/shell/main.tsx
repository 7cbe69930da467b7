/**
 * Entry of the standalone portal (index.html). A visitor who opens the login page gets only that page:
 * React, the login form with its plain CSS, the http client and the session. The portal itself — React
 * Router with the route table, the layout and menus, the embed runtime that defines every yp-* tag —
 * loads when the visitor has logged in or moves on to another page (start-portal.tsx).
 */
import { createRoot } from 'react-dom/client';
import { currentLocale, rememberedLocale, sessionStore, setLocale, withTranslations } from '../core';
import { followRootFontSize } from './layout/root-font-size';
import { markDocumentLanguage } from './document-language';
import { opensStandaloneLogin } from './login/standalone-login-path';
import { LOGIN_PATH } from '../contract/login-path';

followRootFontSize();
// The browser's last choice of language, for the login page too (App then takes the account's).
setLocale(rememberedLocale(''));
markDocumentLanguage(currentLocale());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// Each renders once the label sets it brings have their texts in the page's language (withTranslations).
const startPortal = (moveTo?: () => void) =>
  withTranslations(import('./start-portal')).then(({ renderPortal }) => renderPortal(root, moveTo));

if (opensStandaloneLogin(window.location.pathname, sessionStore.get().token)) {
  // The portal's guard would send '/' there too; the address shows where the visitor is.
  if (window.location.pathname !== LOGIN_PATH) window.history.replaceState(null, '', LOGIN_PATH);
  void withTranslations(import('./login/StandaloneLogin')).then(({ renderStandaloneLogin }) =>
    renderStandaloneLogin(root, startPortal),
  );
} else {
  void startPortal();
}
