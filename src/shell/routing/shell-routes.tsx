import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AUTH_TOP_ROUTES, MODULE_ROUTES, SHELL_PATH, VISITOR_ROUTES } from '../../contract/routes';
import { shellLabels } from '../labels';
import { Loading } from '../../ui';
import { withTranslations } from '../../core';
import type { ShellRouteHandle } from './current-route';
import { RootFrame } from './RootFrame';

type VisitorPath = (typeof VISITOR_ROUTES)[number]['path'];
type PageLoader = () => Promise<ComponentType>;

/**
 * Pages are loaded on demand: a visitor downloads the login page and not the signed-in frame, and a
 * signed-in user never downloads the password encryption of the auth pages.
 */
const VISITOR_PAGES: Readonly<Record<VisitorPath, PageLoader>> = {
  '/login': () => import('../pages/auth/LoginPage').then((page) => page.LoginPage),
  '/register': () => import('../pages/auth/RegisterPage').then((page) => page.RegisterPage),
  '/findPasswordFirst': () =>
    import('../pages/auth/FindPasswordFirstPage').then((page) => page.FindPasswordFirstPage),
  '/findPasswordSecond': () =>
    import('../pages/auth/FindPasswordSecondPage').then((page) => page.FindPasswordSecondPage),
  '/cookiedec': () =>
    import('../pages/auth/CookieDeclarationPage').then((page) => page.CookieDeclarationPage),
  '/sso': () => import('../pages/auth/SsoPage').then((page) => page.SsoPage),
};
const loadShellLayout: PageLoader = () =>
  import('../layout/ShellLayout').then((layout) => layout.ShellLayout);
const loadShellPage: PageLoader = () => import('../pages/ShellPage').then((page) => page.ShellPage);

/** A page shows once its code and its labels in the page's language are in (withTranslations). */
const lazyComponent = (load: PageLoader) => async () => ({ Component: await withTranslations(load()) });

/**
 * The route table of SPEC §2, built from the contract's registry. The shell layout (/main) is a
 * pathless parent, so module pages keep their own URLs (/yelopack/stock/ownStock) while rendering
 * inside it. '/', /main and unknown paths render nothing: the guard in RootFrame always sends them on.
 */
export function shellRoutes(): RouteObject[] {
  return [
    {
      element: <RootFrame />,
      // Shown while the first page's code arrives.
      hydrateFallbackElement: <Loading />,
      children: [
        { path: '/', element: null },
        ...VISITOR_ROUTES.map(({ path }) => ({ path, lazy: lazyComponent(VISITOR_PAGES[path]) })),
        {
          lazy: lazyComponent(loadShellLayout),
          children: [
            { path: SHELL_PATH, element: null },
            ...MODULE_ROUTES.map((route) => ({
              path: route.path,
              lazy: lazyComponent(loadShellPage),
              handle: { route } satisfies ShellRouteHandle,
            })),
            ...AUTH_TOP_ROUTES.map((path) => ({
              path,
              lazy: lazyComponent(loadShellPage),
              handle: { title: () => shellLabels.authTopRoutes[path] ?? path } satisfies ShellRouteHandle,
            })),
          ],
        },
        { path: '*', element: null },
      ],
    },
  ];
}
