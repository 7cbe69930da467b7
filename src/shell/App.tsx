import { useEffect } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { rememberedLocale, switchLocale, useLocale, useSession } from '../core';
import { ConfirmProvider, GlobalTokens, ToastHost } from '../ui';
import { shellRoutes } from './routing/shell-routes';
import { ShellBase } from './ShellBase';
import { markDocumentLanguage } from './document-language';

let router: ReturnType<typeof createBrowserRouter> | undefined;
/**
 * The router, made at the first render rather than at import: it reads the address once, and the login
 * page sets the address it moves on to after this module has loaded (start-portal.tsx).
 */
const theRouter = () => (router ??= createBrowserRouter(shellRoutes()));

/**
 * The standalone portal: tokens on :root, one toast host and one confirm dialog for every page. It
 * speaks the language the signed-in account chose last in this browser; a new language renders the
 * pages afresh (keyed by it), so no label kept in a memo stays in the old one.
 */
export function App() {
  const { userAccount } = useSession();
  const locale = useLocale();
  useEffect(() => {
    const remembered = userAccount && rememberedLocale(userAccount);
    if (remembered) void switchLocale(remembered);
  }, [userAccount]);
  useEffect(() => markDocumentLanguage(locale), [locale]);
  return (
    <>
      <GlobalTokens />
      <ShellBase />
      <ConfirmProvider key={locale}>
        <RouterProvider router={theRouter()} />
      </ConfirmProvider>
      <ToastHost />
    </>
  );
}
