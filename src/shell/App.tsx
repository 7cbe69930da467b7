import { createGlobalStyle } from 'styled-components';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { ConfirmProvider, GlobalTokens, ToastHost } from '../ui';
import { shellRoutes } from './routing/shell-routes';

/**
 * The root font follows the window (see layout/root-font-size); text inside the portal is sized in px,
 * so the body sets it back to the design size.
 */
const ShellBase = createGlobalStyle`
  body {
    font-size: 14px;
  }
`;

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
