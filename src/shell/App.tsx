import { RouterProvider, createBrowserRouter } from 'react-router';
import { ConfirmProvider, GlobalTokens, ToastHost } from '../ui';
import { shellRoutes } from './routing/shell-routes';
import { ShellBase } from './ShellBase';

let router: ReturnType<typeof createBrowserRouter> | undefined;
/**
 * The router, made at the first render rather than at import: it reads the address once, and the login
 * page sets the address it moves on to after this module has loaded (start-portal.tsx).
 */
const theRouter = () => (router ??= createBrowserRouter(shellRoutes()));

/** The standalone portal: tokens on :root, one toast host and one confirm dialog for every page. */
export function App() {
  return (
    <>
      <GlobalTokens />
      <ShellBase />
      <ConfirmProvider>
        <RouterProvider router={theRouter()} />
      </ConfirmProvider>
      <ToastHost />
    </>
  );
}
