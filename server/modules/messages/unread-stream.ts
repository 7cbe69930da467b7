import type { FastifyReply } from 'fastify';
import type { Session } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { openEventStream, type EventStream } from '../../live/event-stream';
import { unreadCounts } from './counts';
import { watchUnread } from './unread-channel';

/** Below the usual 30–60 s idle cut-off of proxies and load balancers. */
const HEARTBEAT_MS = 25_000;

/**
 * The stream ends with the session: logout, company switch, password change, disabling or expiry stop
 * it at the next heartbeat. Read-only on purpose: an open tab must not keep an idle session alive.
 */
async function sessionIsLive(deps: AppDeps, tokenHash: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('sessions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select(['s.expires_at', 's.ended_reason', 's.created_at', 'a.password_changed_at', 'a.status'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    !!row &&
    row.ended_reason === null &&
    row.expires_at > deps.clock() &&
    row.created_at >= row.password_changed_at &&
    row.status !== 'disabled'
  );
}

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
  stream = openEventStream(reply, {
    heartbeatMs: HEARTBEAT_MS,
    stillValid: () => sessionIsLive(deps, session.tokenHash),
    endOn: deps.notifier.closing,
  });
  stream.closed.addEventListener('abort', unsubscribe, { once: true });
  refresh();
}
