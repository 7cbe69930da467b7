/** Live unread counts: GET /api/customerMessage/stream?token=… (EventSource cannot send headers). */
import type { MessageCollectData } from '../../contract/messages';
import { UNREAD_STREAM_PATH } from '../../contract/messages';
import { currentToken, getConfig } from '../config';
import { createEventStream } from './event-stream';

/** Calls `onData` with every pushed count; returns the unsubscribe function. No-op without a token. */
export function subscribeUnread(onData: (data: MessageCollectData) => void): () => void {
  if (!currentToken()) return () => {};
  return createEventStream<MessageCollectData>({
    url: () => `${getConfig().apiBase}${UNREAD_STREAM_PATH}?token=${encodeURIComponent(currentToken())}`,
    event: 'unread',
    onData,
  });
}
