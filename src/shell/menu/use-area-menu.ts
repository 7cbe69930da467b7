import { useEffect, useState } from 'react';
import type { RoleValue } from '../../contract/auth';
import { APPLICATION_ID, permissionStore, useLocale } from '../../core';
import type { MenuState } from '../layout/SideMenu';
import { buildMenuGroups } from './build-menu';

/**
 * Loads the menus of the session's role area (permission/loadMenuAndPermission, once per token in the
 * core store), again when the page's language changes (the server names them in it). When loading fails
 * the store clears the login and the guard sends the user to /login.
 */
export function useAreaMenu(token: string, role: RoleValue): MenuState {
  const locale = useLocale();
  const key = `${token}|${role}|${locale}`;
  const [loaded, setLoaded] = useState<{ key: string; state: MenuState } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    permissionStore
      .load({ applicationId: APPLICATION_ID, type: role, permissionCode: '' })
      .then(
        (result) =>
          live && setLoaded({ key, state: { status: 'ready', groups: buildMenuGroups(result.menus) } }),
      )
      .catch(() => live && setLoaded({ key, state: { status: 'failed' } }));
    return () => {
      live = false;
    };
  }, [key, token, role]);

  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
