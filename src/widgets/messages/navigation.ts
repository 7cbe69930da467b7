/** Where the widget asks its host to go (`yp-navigate`); the shell routes, a host page may route itself. */
import type { WidgetNavigateDetail } from '../../core';
import type { Emit } from '../widget-context';

export const MESSAGE_LIST_PATH = '/message/message';
export const MESSAGE_DETAIL_PATH = '/message/detail';

export function navigate(emit: Emit, path: string, query?: Record<string, string>): void {
  const detail: WidgetNavigateDetail = query ? { path, query } : { path };
  emit('yp-navigate', detail);
}
