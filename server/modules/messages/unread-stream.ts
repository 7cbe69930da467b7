import type { FastifyReply } from 'fastify';
import type { Session } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import type { EventStream } from '../../live/event-stream';
import { openSessionStream } from '../../live/session-stream';
import { unreadCounts } from './counts';
import { watchUnread } from './unread-channel';

/**
 * GET stream: an `unread` event with the viewer's MessageCollectData on connect and after each change
 * of it (a new message, a read, clearUnread — on any node). Bursts of changes coalesce into one
 * re-read; an unchanged result is not sent again.
 */
export async function streamUnreadCounts(
  deps: AppDeps,
  session: Session,
  reply: FastifyReply,
): Promise<void> {
  let stream: EventStream | null = null;
  let lastSent = '';
  let reading: Promise<void> | null = null;
  let readAgain = false;

  const pushCounts = async () => {
    do {
      readAgain = false;
      const counts = await unreadCounts(deps.db, session);
      const json = JSON.stringify(counts);
      if (json !== lastSent) {
        lastSent = json;
        stream?.send('unread', counts);
      }
    } while (readAgain && !stream?.closed.aborted);
  };
  const refresh = () => {
    if (!stream || stream.closed.aborted) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = pushCounts()
      .catch((error: unknown) => {
        reply.log.warn({ err: error }, 'unread stream: reading counts failed');
        stream?.end();
      })
      .finally(() => (reading = null));
  };

  // Subscribed before the first read, so a change in between is not lost; a failure here still answers
  // an ordinary error envelope because the stream has not started.
  const unsubscribe = await watchUnread(deps.notifier, session, refresh);
  stream = openSessionStream(deps, session, reply);
  stream.closed.addEventListener('abort', unsubscribe, { once: true });
  refresh();
}
