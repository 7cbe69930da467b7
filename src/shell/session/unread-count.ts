import { API } from '../../contract/api-paths';
import type { MessageCollectData } from '../../contract/messages';
import { WIDGET_EVENTS } from '../../core';

export const MESSAGE_COLLECT_PATH = API.customerMessage.getMessageCollectData;
/** Widgets announce a new unread count with this event (detail: the count, or MessageCollectData). */
export const UNREAD_CHANGE_EVENT = WIDGET_EVENTS.unreadChange;

/** The unread count carried by a `yp-unread-change` event, or null when the detail says nothing usable. */
export function unreadFromEvent(detail: unknown): number | null {
  if (typeof detail === 'number') return Number.isFinite(detail) && detail >= 0 ? Math.floor(detail) : null;
  if (typeof detail === 'object' && detail !== null) {
    const { unread, count } = detail as Partial<MessageCollectData> & { count?: unknown };
    return unreadFromEvent(unread ?? count);
  }
  return null;
}

export interface UnreadWatchDeps {
  fetchUnread: () => Promise<number>;
  publish: (count: number) => void;
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The server's live unread stream; returns its unsubscribe function. */
  subscribe: (onCounts: (counts: MessageCollectData) => void) => () => void;
}

/**
 * Keeps the header's unread count live: the server's stream pushes every change, the messages widget
 * announces the counts it sees, and the caller calls `refresh()` on every route change (the first one
 * included) so a dropped stream costs at most one page. Failed refreshes keep the last known count.
 */
export function watchUnreadCount(deps: UnreadWatchDeps): { refresh: () => Promise<void>; stop: () => void } {
  let stopped = false;
  const refresh = async () => {
    try {
      const count = await deps.fetchUnread();
      if (!stopped) deps.publish(count);
    } catch {
      // The badge is a hint: a failed refresh is retried at the next route change or stream event.
    }
  };
  const onChange = (event: Event) => {
    const count = unreadFromEvent((event as CustomEvent).detail);
    if (count !== null) deps.publish(count);
  };
  deps.target.addEventListener(UNREAD_CHANGE_EVENT, onChange);
  const unsubscribe = deps.subscribe((counts) => {
    if (!stopped) deps.publish(counts.unread);
  });
  return {
    refresh,
    stop: () => {
      stopped = true;
      unsubscribe();
      deps.target.removeEventListener(UNREAD_CHANGE_EVENT, onChange);
    },
  };
}
