/** The role form's state, its rules and the request it becomes. Pure, so it is unit tested. */
import type {
  CustomerRoleDetail,
  CustomerRoleInput,
  PermissionTreeArea,
} from '../../contract/company-accounts';
import { roleLabels } from './labels';

/** The server's limit on a role name. */
export const ROLE_NAME_MAX = 30;

export interface RoleFormState {
  name: string;
  codes: string[];
}

export const EMPTY_ROLE: RoleFormState = { name: '', codes: [] };

export const formOf = (role: CustomerRoleDetail): RoleFormState => ({
  name: role.name,
  codes: [...role.codes],
});

export function validateRole(values: RoleFormState): Partial<Record<keyof RoleFormState, string>> {
  const name = values.name.trim();
  if (!name) return { name: roleLabels.errors.required };
  if (name.length > ROLE_NAME_MAX) return { name: roleLabels.errors.tooLong(ROLE_NAME_MAX) };
  return {};
}

export const toInput = (values: RoleFormState, id?: string): CustomerRoleInput => ({
  ...(id && { id }),
  name: values.name.trim(),
  codes: [...values.codes].sort(),
});

/** The codes of one page of the tree. */
export const pageCodes = (page: PermissionTreeArea['pages'][number]): string[] =>
  page.permissions.map((permission) => permission.code);

/** Ticks or unticks codes, keeping the others (a page's 全选 toggles all of its codes). */
export function toggleCodes(selected: readonly string[], codes: readonly string[], on: boolean): string[] {
  const rest = selected.filter((code) => !codes.includes(code));
  return on ? [...rest, ...codes] : rest;
}
