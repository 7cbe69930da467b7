/** Asks the host to go to a portal page (`yp-navigate`): the shell routes, a host page may route itself. */
import type { PagePath } from '../contract/pages';
import type { WidgetNavigateDetail } from '../core';
import type { Emit } from './widget-context';

/** Query values that are empty are left out, so a target page never sees `warehouseId=`. */
export function navigate(emit: Emit, path: PagePath, query: Record<string, string | undefined> = {}): void {
  const present = Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]);
  const detail: WidgetNavigateDetail = present.length
    ? { path, query: Object.fromEntries(present) }
    : { path };
  emit('yp-navigate', detail);
}
