import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { MessageCollectData } from '../../contract/messages';
import { apiQueryKey, subscribeUnread } from '../../core';
import { useApiQuery, useQueryScope } from '../query';
import { useEmit } from '../widget-context';
import { MESSAGE_COLLECT_CALL } from './api';

/**
 * Unread counts per type: a cached read (every widget on the page shares it; writes that change read
 * states invalidate it), kept live by the server's `unread` stream, whose pushes replace the cached
 * answer. Every change of the total is announced as `yp-unread-change` (detail: MessageCollectData) for
 * the host's badge. Silent: a badge that cannot load is not worth an error toast.
 */
export function useUnreadCounts(): MessageCollectData | null {
  const emit = useEmit();
  const scope = useQueryScope();
  const client = useQueryClient();
  const { data: counts } = useApiQuery<MessageCollectData>(MESSAGE_COLLECT_CALL, {}, { silent: true });
  const lastAnnounced = useRef<number | null>(null);

  // A new scope (login, company switch) is a new token: the stream is opened again with it.
  useEffect(
    () =>
      subscribeUnread((pushed) => client.setQueryData(apiQueryKey(scope, MESSAGE_COLLECT_CALL, {}), pushed)),
    [client, scope],
  );

  useEffect(() => {
    if (!counts || counts.unread === lastAnnounced.current) return;
    lastAnnounced.current = counts.unread;
    emit('yp-unread-change', counts);
  }, [counts, emit]);

  return counts;
}
