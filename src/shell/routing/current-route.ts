import { useMatches } from 'react-router';
import type { ModuleRoute } from '../../contract/routes';

/** What a page route of the shell layout carries in its `handle`. */
export interface ShellRouteHandle {
  /** The registry entry of a module page. */
  route?: ModuleRoute;
  /** The title of a page outside the registry (/app, /information, /transit, /map), read when shown. */
  title?: () => string;
}

function useShellHandle(): ShellRouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as ShellRouteHandle | undefined;
    if (handle?.route || handle?.title) return handle;
  }
  return {};
}

/** The module route being shown, or null on pages outside the registry. */
export function useCurrentModuleRoute(): ModuleRoute | null {
  return useShellHandle().route ?? null;
}

/** The title of the page being shown: the module's label or the top-level page's name. */
export function useCurrentPageTitle(): string {
  const handle = useShellHandle();
  return handle.route?.label ?? handle.title?.() ?? '';
}
