import { MODULE_ROUTES, type ModuleRoute, type RoleArea } from '../../contract/routes';

/** One stored breadcrumb entry: `path` may carry the query string so a detail page can be reopened. */
export interface TrailEntry {
  path: string;
  label: string;
  detail?: boolean;
}

export interface CrumbItem {
  label: string;
  /** Absent for the current page and for group headings, which are not pages of their own. */
  path?: string;
}

const pathnameOf = (path: string) => path.split('?')[0] ?? path;
const routeOf = (path: string) => MODULE_ROUTES.find((route) => route.path === pathnameOf(path));
const groupOf = (path: string) => routeOf(path)?.group;
/** A stored page's name in the language in force (the store keeps the one of the visit). */
const labelOf = (entry: TrailEntry) => routeOf(entry.path)?.label ?? entry.label;

/**
 * The pages shown after the group: a list page alone, or for a detail page the list page it was opened
 * from followed by the detail pages in between, as the per-account store recorded them (entries of
 * other groups are not part of this page's trail). A detail page opened directly shows just itself.
 */
export function pageEntriesFor(route: ModuleRoute, stored: readonly TrailEntry[]): TrailEntry[] {
  const self: TrailEntry = { path: route.path, label: route.label, detail: route.detail };
  if (!route.detail) return [self];
  const end = stored.map((entry) => pathnameOf(entry.path)).lastIndexOf(route.path);
  if (end < 0) return [self];
  let start = end;
  while (start > 0 && stored[start]?.detail && groupOf(stored[start - 1]?.path ?? '') === route.group)
    start -= 1;
  return stored.slice(start, end + 1);
}

/** Area › group › pages, the last page being the current one (not a link). */
export function buildCrumbTrail(
  route: ModuleRoute,
  area: RoleArea | null,
  stored: readonly TrailEntry[],
): CrumbItem[] {
  const pages = pageEntriesFor(route, stored);
  const items: CrumbItem[] = [];
  if (area) items.push({ label: area.label, path: area.landing });
  items.push({ label: route.group });
  pages.forEach((entry, index) => {
    items.push(
      index === pages.length - 1 ? { label: labelOf(entry) } : { label: labelOf(entry), path: entry.path },
    );
  });
  return items;
}
