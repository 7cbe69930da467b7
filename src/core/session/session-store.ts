/** The session of SPEC §3, kept in localStorage key `yp-session` (memory when storage is unavailable). */
import type { LoginResult, RoleValue } from '../../contract/auth';
import { DEFAULT_COMPANY_TYPE, DEFAULT_ROLE, isRoleValue } from '../constants';
import { createEmitter } from '../emitter';
import { browserStorage, readJson, writeJson, type KeyValueStorage } from '../storage';

export interface SessionState {
  userAccount: string;
  username: string;
  token: string;
  uuid: string;
  step: number;
  roles: RoleValue[];
  role: RoleValue;
  /** Landing path of the role area. */
  defaultClick: string;
  companyType: string;
  companyId: string;
  companyName: string;
  companies: { companyId: string; companyName: string }[];
  messageCount: number;
  groupCompany: boolean;
  /** The deployed version this page was loaded with (see version/version-check). */
  currentVersion: string;
  pageCode: string;
}

export const SESSION_STORAGE_KEY = 'yp-session';

export const DEFAULT_SESSION: Readonly<SessionState> = Object.freeze({
  userAccount: '',
  username: '',
  token: '',
  uuid: '',
  step: 0,
  roles: [],
  role: DEFAULT_ROLE,
  defaultClick: '',
  companyType: DEFAULT_COMPANY_TYPE,
  companyId: '',
  companyName: '',
  companies: [],
  messageCount: 0,
  groupCompany: false,
  currentVersion: '',
  pageCode: '',
});

export interface SessionStore {
  get(): SessionState;
  set(patch: Partial<SessionState>): void;
  subscribe(listener: (state: SessionState) => void): () => void;
  applyLogin(result: LoginResult): void;
  /** Empties token and user fields and resets role to 1; the deployed version is kept. */
  clearLogin(): void;
}

/** Stored data comes from an older build or another tab: keep only fields of the right type. */
function restore(stored: unknown): SessionState {
  const state: SessionState = { ...DEFAULT_SESSION };
  if (!stored || typeof stored !== 'object') return state;
  const record = stored as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_SESSION) as (keyof SessionState)[]) {
    const value = record[key];
    if (
      value !== undefined &&
      typeof value === typeof DEFAULT_SESSION[key] &&
      Array.isArray(value) === Array.isArray(DEFAULT_SESSION[key])
    ) {
      (state as unknown as Record<string, unknown>)[key] = value;
    }
  }
  if (!isRoleValue(state.role)) state.role = DEFAULT_ROLE;
  state.roles = state.roles.filter(isRoleValue);
  return state;
}

export function createSessionStore(storage: KeyValueStorage = browserStorage()): SessionStore {
  const emitter = createEmitter<{ change: SessionState }>();
  let state = restore(readJson(storage, SESSION_STORAGE_KEY));

  const replace = (next: SessionState) => {
    state = next;
    writeJson(storage, SESSION_STORAGE_KEY, state);
    emitter.emit('change', state);
  };

  return {
    get: () => state,
    set: (patch) => replace({ ...state, ...patch }),
    subscribe: (listener) => emitter.on('change', listener),
    applyLogin: (result) =>
      replace({
        ...state,
        token: result.token,
        userAccount: result.userAccount,
        username: result.username,
        uuid: result.uuid,
        role: isRoleValue(result.role) ? result.role : DEFAULT_ROLE,
        roles: result.roles.filter(isRoleValue),
        defaultClick: result.defaultClick,
        companyType: result.companyType || DEFAULT_COMPANY_TYPE,
        companyId: result.companyId,
        companyName: result.companyName,
        groupCompany: result.groupCompany,
        companies: result.companies,
      }),
    clearLogin: () => replace({ ...DEFAULT_SESSION, currentVersion: state.currentVersion }),
  };
}

export const sessionStore: SessionStore = createSessionStore();
