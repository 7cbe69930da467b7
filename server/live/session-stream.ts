import type { FastifyReply } from 'fastify';
import type { Session } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { openEventStream, type EventStream } from './event-stream';

/**
 * Below the usual 30–60 s idle cut-off of proxies and load balancers: a proxy in front of the nodes must
 * let a response stay silent at least 30 s (nginx proxy_read_timeout, 60 s by default; HAProxy timeout
 * server and timeout client, or timeout tunnel once the stream is open).
 */
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
 * A logged-in caller's event stream (GET …stream?token=): heartbeats, ended with the session or when the
 * server shuts down. Subscribe to the notifier before opening it, so a change in between is not lost.
 */
export const openSessionStream = (deps: AppDeps, session: Session, reply: FastifyReply): EventStream =>
  openEventStream(reply, {
    heartbeatMs: HEARTBEAT_MS,
    stillValid: () => sessionIsLive(deps, session.tokenHash),
    endOn: deps.notifier.closing,
  });
