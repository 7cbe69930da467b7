import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { GlobalTokens } from '../../ui';
import { ShellBase } from '../ShellBase';
import { LoginPage } from '../pages/auth/LoginPage';
import { VisitorNavigationProvider, type VisitorNavigate } from '../pages/auth/visitor-navigation';

/**
 * The login page on its own, before the portal has loaded: moving on (logged in, or to another visitor
 * page) starts the portal, which puts the target in the address when it is loaded and opens it. Until
 * then the login page stays under its own address: were the address to change first, a visitor (or a
 * test) would see /findPasswordFirst and type into the login form still shown. Only the first move
 * counts: a second click while the portal loads would add a history entry and render it twice.
 */
export function renderStandaloneLogin(root: Root, startPortal: (moveTo: () => void) => Promise<void>): void {
  let moving = false;
  const navigate: VisitorNavigate = (to, options) => {
    if (moving) return;
    moving = true;
    startPortal(() => {
      if (options?.replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
    }).catch(() => {
      moving = false; // the portal did not load (offline): the next click tries again
    });
  };
  root.render(
    <StrictMode>
      <GlobalTokens />
      <ShellBase />
      <VisitorNavigationProvider value={navigate}>
        <LoginPage />
      </VisitorNavigationProvider>
    </StrictMode>,
  );
}
