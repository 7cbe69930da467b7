import type { RoleValue } from '../../../src/contract/auth';
import type { MenuNode } from '../../../src/contract/platform';
import { MODULE_ROUTES, areaOfRole } from '../../../src/contract/routes';

/** '/yelopack/stock/ownStock' → 'yelopack-stock-ownStock' */
const codeOfPath = (path: string): string => path.replace(/^\//, '').replaceAll('/', '-');

/**
 * The menu of a role area from the shared route registry: one node per menu group, in registry order,
 * holding the group's pages. Detail pages are reached from lists and are not menu entries; messages
 * belong to no area (the header links to them).
 */
export function menusOfArea(role: RoleValue): MenuNode[] {
  const { prefix } = areaOfRole(role);
  const groups = new Map<string, MenuNode>();
  for (const route of MODULE_ROUTES) {
    if (route.detail || !route.path.startsWith(`${prefix}/`)) continue;
    let group = groups.get(route.group);
    if (!group) {
      group = {
        code: `${codeOfPath(prefix)}-group-${groups.size + 1}`,
        name: route.group,
        path: route.path,
        children: [],
      };
      groups.set(route.group, group);
    }
    group.children.push({ code: codeOfPath(route.path), name: route.label, path: route.path, children: [] });
  }
  return [...groups.values()];
}
