import type { MenuNode } from '../../contract/platform';

export interface MenuItem {
  path: string;
  label: string;
}

export interface MenuGroup {
  key: string;
  label: string;
  items: MenuItem[];
}

/**
 * Turns the server's menu tree (loadMenuAndPermission → menus) into the side menu's groups → pages.
 * The tree may carry an area root above the groups, so any node whose children are all leaves is a
 * group, deeper nodes are descended into, and leaves found beside groups form a group of their own.
 * Nodes without a path are not navigable and are left out; a path listed twice is shown once.
 */
export function buildMenuGroups(nodes: readonly MenuNode[]): MenuGroup[] {
  const groups: MenuGroup[] = [];
  const seen = new Set<string>();

  const toItems = (leaves: readonly MenuNode[]): MenuItem[] =>
    leaves.flatMap((leaf) => {
      if (!leaf.path || seen.has(leaf.path)) return [];
      seen.add(leaf.path);
      return [{ path: leaf.path, label: leaf.name }];
    });

  const addGroup = (key: string, label: string, leaves: readonly MenuNode[]) => {
    const items = toItems(leaves);
    if (items.length > 0) groups.push({ key, label, items });
  };

  const walk = (siblings: readonly MenuNode[], parent: MenuNode | null) => {
    const leaves = siblings.filter((node) => node.children.length === 0);
    if (parent && leaves.length > 0) addGroup(parent.code, parent.name, leaves);
    else if (leaves.length > 0) leaves.forEach((leaf) => addGroup(leaf.code, leaf.name, [leaf]));
    for (const node of siblings) {
      if (node.children.length > 0) walk(node.children, node);
    }
  };

  walk(nodes, null);
  return groups;
}

/** The menu item to highlight: the page itself, or for a detail page the list page the trail came from. */
export function activeMenuPath(
  pathname: string,
  groups: readonly MenuGroup[],
  trailPaths: readonly string[],
): string | null {
  const menuPaths = new Set(groups.flatMap((group) => group.items.map((item) => item.path)));
  if (menuPaths.has(pathname)) return pathname;
  for (let index = trailPaths.length - 1; index >= 0; index -= 1) {
    const path = trailPaths[index];
    if (path !== undefined && menuPaths.has(path)) return path;
  }
  return null;
}
