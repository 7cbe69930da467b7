/**
 * Menus and permission codes of the session (SPEC §4): loaded once per token, shared by every caller,
 * a placeholder set when the server grants nothing, and the stored login cleared when loading fails.
 * "Fails" means the server refused (or answered nonsense): a transport failure — offline, or the browser
 * dropping the request because the page is unloading — keeps the login, or a reload would sign people out.
 * A refusal is remembered for its token and area, so the other widgets of the page do not each ask again
 * (an embedding host's token outlives the cleared portal login); a new token asks afresh, and so does
 * the next call after a transport failure. The menus' names are in the page's language: a load after the
 * language changed asks afresh too.
 */
import { API } from '../../contract/api-paths';
import type { RoleValue } from '../../contract/auth';
import { activeLocale } from '../../contract/locale';
import type { LoadMenuAndPermissionRequest, MenuAndPermission, MenuNode } from '../../contract/platform';
import { currentToken } from '../config';
import { APPLICATION_ID } from '../constants';
import { createEmitter } from '../emitter';
import { TRANSPORT_FAILURE_CODE, isApiError } from '../http/api-error';
import { api } from '../http/client';
import { sessionStore } from '../session/session-store';

/** Stands in for an empty list: a set that is "loaded" yet matches no button code. */
export const PLACEHOLDER_PERMISSIONS: readonly string[] = Object.freeze(['placeholder']);

export interface LoadPermissionsRequest {
  applicationId?: string;
  type: RoleValue;
  permissionCode?: string;
}

export interface LoadedPermissions {
  token: string;
  /** The role area the menus were loaded for. */
  type: RoleValue;
  menus: MenuNode[];
  permissions: ReadonlySet<string>;
}

export interface PermissionStore {
  load(request: LoadPermissionsRequest): Promise<MenuAndPermission>;
  get(): LoadedPermissions | null;
  subscribe(listener: (loaded: LoadedPermissions | null) => void): () => void;
}

export interface PermissionStoreDeps {
  fetchMenuAndPermission: (request: LoadMenuAndPermissionRequest) => Promise<MenuAndPermission>;
  getToken: () => string;
  clearLogin: () => void;
}

export function createPermissionStore(deps: PermissionStoreDeps): PermissionStore {
  const emitter = createEmitter<{ change: LoadedPermissions | null }>();
  let loaded: LoadedPermissions | null = null;
  // The one request for the current token, area and language; a new one of either starts a new one.
  let pending: { key: string; promise: Promise<MenuAndPermission> } | null = null;

  const publish = (next: LoadedPermissions | null) => {
    loaded = next;
    emitter.emit('change', loaded);
  };

  return {
    load(request) {
      const token = deps.getToken();
      const wire: LoadMenuAndPermissionRequest = {
        applicationId: request.applicationId ?? APPLICATION_ID,
        type: request.type,
        permissionCode: request.permissionCode ?? '',
      };
      const key = JSON.stringify([token, activeLocale(), wire]);
      if (pending?.key === key) return pending.promise;

      const promise = deps.fetchMenuAndPermission(wire).then(
        (result) => {
          const permissions = result.permissions.length ? result.permissions : [...PLACEHOLDER_PERMISSIONS];
          if (pending?.key === key)
            publish({ token, type: wire.type, menus: result.menus, permissions: new Set(permissions) });
          return { menus: result.menus, permissions };
        },
        (error: unknown) => {
          if (pending?.key === key) {
            const transportFailure = isApiError(error) && error.code === TRANSPORT_FAILURE_CODE;
            if (transportFailure) pending = null;
            publish(null);
            if (!transportFailure) deps.clearLogin();
          }
          throw error;
        },
      );
      pending = { key, promise };
      return promise;
    },
    get: () => loaded,
    subscribe: (listener) => emitter.on('change', listener),
  };
}

export const permissionStore: PermissionStore = createPermissionStore({
  fetchMenuAndPermission: (request) =>
    api.post<MenuAndPermission>(API.permission.loadMenuAndPermission, request),
  getToken: currentToken,
  clearLogin: () => sessionStore.clearLogin(),
});
