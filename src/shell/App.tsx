import { RouterProvider, createBrowserRouter } from 'react-router';
import { ConfirmProvider, GlobalTokens, ToastHost } from '../ui';
import { shellRoutes } from './routing/shell-routes';
import { ShellBase } from './ShellBase';

const router = createBrowserRouter(shellRoutes());

/** The standalone portal: tokens on :root, one toast host and one confirm dialog for every page. */
export function App() {
  return (
    <>
      <GlobalTokens />
      <ShellBase />
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
      <ToastHost />
    </>
  );
}
