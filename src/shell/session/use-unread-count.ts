import { useEffect, useRef } from 'react';
import type { MessageCollectData } from '../../contract/messages';
import { api, sessionStore, subscribeUnread } from '../../core';
import { MESSAGE_COLLECT_PATH, watchUnreadCount } from './unread-count';

const fetchUnread = () =>
  api.post<MessageCollectData>(MESSAGE_COLLECT_PATH, {}, { silent: true }).then((data) => data.unread);

/**
 * Keeps session.messageCount (the header badge) live while the shell is shown: pushed by the server's
 * unread stream, refreshed on every route change, and updated from the messages widget's `yp-unread-change`.
 */
export function useUnreadCount(pathname: string) {
  const watch = useRef<ReturnType<typeof watchUnreadCount> | null>(null);

  useEffect(() => {
    const started = watchUnreadCount({
      fetchUnread,
      publish: (count) => {
        if (sessionStore.get().messageCount !== count) sessionStore.set({ messageCount: count });
      },
      target: document,
      subscribe: subscribeUnread,
    });
    watch.current = started;
    return () => {
      started.stop();
      watch.current = null;
    };
  }, []);

  // Declared after the watcher's effect, so on mount it runs second and makes the first request.
  useEffect(() => {
    void watch.current?.refresh();
  }, [pathname]);
}
