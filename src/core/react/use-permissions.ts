import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { PermissionCode } from '../../contract/permissions';
import type { MenuNode } from '../../contract/platform';
import { currentToken } from '../config';
import { hasPermission } from '../permissions/has-permission';
import { permissionStore } from '../permissions/permission-store';
import { useSession } from './use-session';

export interface PermissionsView {
  /** The set of the current token and area has arrived. */
  ready: boolean;
  permissions: ReadonlySet<string>;
  menus: MenuNode[];
  can(code: PermissionCode): boolean;
}

const NONE: ReadonlySet<string> = new Set();
const NO_MENUS: MenuNode[] = [];

/** The session's permissions, loading them (once per token, shared) when they are not there yet. */
export function usePermissions(): PermissionsView {
  // Subscribing to the session re-renders us on login and logout; the token itself may be the host's.
  const { role } = useSession();
  const token = currentToken();
  const loaded = useSyncExternalStore(permissionStore.subscribe, permissionStore.get, permissionStore.get);
  const ready = token !== '' && loaded?.token === token && loaded.type === role;

  useEffect(() => {
    if (!token || ready) return;
    // Every widget of the page shares the store's one request (and its refusal); a refused set stays
    // empty, which hides every gated button.
    permissionStore.load({ type: role }).catch(() => undefined);
  }, [token, role, ready]);

  const permissions = ready ? loaded.permissions : NONE;
  const menus = ready ? loaded.menus : NO_MENUS;
  const can = useCallback((code: PermissionCode) => hasPermission(permissions, code), [permissions]);
  return useMemo(() => ({ ready, permissions, menus, can }), [ready, permissions, menus, can]);
}
