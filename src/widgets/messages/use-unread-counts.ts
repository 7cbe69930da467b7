import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageCollectData } from '../../contract/messages';
import { useEmit } from '../widget-context';
import { messagesApi } from './api';
import { subscribeUnread } from '../../core';

/**
 * Unread counts per type: loaded once, then kept live by the server's `unread` stream. Every change of
 * the total is announced as `yp-unread-change` (detail: MessageCollectData) for the host's badge.
 */
export function useUnreadCounts(): { counts: MessageCollectData | null; refresh: () => void } {
  const emit = useEmit();
  const [counts, setCounts] = useState<MessageCollectData | null>(null);
  const lastAnnounced = useRef<number | null>(null);

  // Silent: a badge that cannot load is not worth an error toast; the list shows its own errors.
  const refresh = useCallback(() => {
    messagesApi.collect({ silent: true }).then(setCounts, () => undefined);
  }, []);

  useEffect(() => {
    refresh();
    return subscribeUnread(setCounts);
  }, [refresh]);

  useEffect(() => {
    if (!counts || counts.unread === lastAnnounced.current) return;
    lastAnnounced.current = counts.unread;
    emit('yp-unread-change', counts);
  }, [counts, emit]);

  return { counts, refresh };
}
