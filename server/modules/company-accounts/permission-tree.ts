import type { PermissionTreeArea } from '../../../src/contract/company-accounts';
import { PERMISSIONS } from '../../../src/contract/permissions';
import { PERMISSION_AREA_NAMES } from './labels';

/** The page a code belongs to: its name up to the first '-' (「入库管理-查看详情」 → 入库管理). */
const pageOf = (name: string): string => name.split('-')[0] as string;

/**
 * getCustomerPermission: the catalogue grouped by area (the code's first segment) and page, in
 * catalogue order, for the role form's checkboxes.
 */
export function permissionTree(): PermissionTreeArea[] {
  const areas = new Map<string, PermissionTreeArea>();
  for (const { code, name } of PERMISSIONS) {
    const area = code.split('-')[0] as string;
    let node = areas.get(area);
    if (!node) {
      node = { area, name: PERMISSION_AREA_NAMES[area] ?? area, pages: [] };
      areas.set(area, node);
    }
    const pageName = pageOf(name);
    let page = node.pages.find((candidate) => candidate.name === pageName);
    if (!page) {
      page = { name: pageName, permissions: [] };
      node.pages.push(page);
    }
    page.permissions.push({ code, name });
  }
  return [...areas.values()];
}

const CATALOGUE = new Set<string>(PERMISSIONS.map((permission) => permission.code));

/** A code of the catalogue (a role may hold only these). */
export const isCatalogueCode = (code: string): boolean => CATALOGUE.has(code);
