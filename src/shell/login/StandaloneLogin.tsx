import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { GlobalTokens } from '../../ui';
import { ShellBase } from '../ShellBase';
import { LoginPage } from '../pages/auth/LoginPage';
import { VisitorNavigationProvider, type VisitorNavigate } from '../pages/auth/visitor-navigation';

/**
 * The login page on its own, before the portal has loaded: moving on (logged in, or to another visitor
 * page) puts the target in the address and starts the portal, whose router opens it.
 */
export function renderStandaloneLogin(root: Root, startPortal: () => Promise<void>): void {
  const navigate: VisitorNavigate = (to, options) => {
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    void startPortal();
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
