import { WEBHOOK_HEADERS } from '../../../src/contract/webhooks';
import type { ServerConfig } from '../../config';
import { flag, isSet } from '../../db/flags';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import type { Clock } from '../../deps';
import { inBothLanguages } from '../../http/request-locale';
import { inTransaction } from '../ledger';
import type { Resolver } from './address-policy';
import { attemptErrorColumns, lastErrorColumns, NO_ERROR } from './error-texts';
import { WEBHOOK_LABELS } from './labels';
import { postDelivery, type SendResult } from './send';
import { signatureHeader } from './signature';
import { webhooksDb, type WebhookDeliveriesTable } from './tables';

/** How deliveries are sent and retried (the worker's defaults; tests shorten them). */
export interface DeliveryTiming {
  /** An attempt without a full answer within this long has failed. */
  timeoutMs: number;
  /** How long a claim keeps other nodes off a delivery: longer than an attempt can take. */
  leaseMs: number;
  /** The wait after the first failure, doubled after each further one, never above maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** [0, 1): the jitter. */
  random: () => number;
}

export const DEFAULT_TIMING: DeliveryTiming = {
  timeoutMs: 10_000,
  leaseMs: 60_000,
  baseDelayMs: 60_000,
  maxDelayMs: 2 * 60 * 60 * 1000,
  random: Math.random,
};

export interface DeliveryDeps {
  db: DbOrTrx;
  clock: Clock;
  config: Pick<ServerConfig, 'webhookAllowLoopback'>;
  /** How endpoint hosts are resolved (node:dns lookup unless a test stands in for the DNS). */
  resolve?: Resolver;
}

/**
 * The wait before the next try after `failures` failed attempts: exponential (base · 2^(failures−1),
 * capped), times a jitter in [0.5, 1) so deliveries that failed together do not come back together.
 */
export function retryDelay(timing: DeliveryTiming, failures: number): number {
  const exponential = Math.min(timing.maxDelayMs, timing.baseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exponential * (0.5 + timing.random() / 2));
}

/** The due deliveries' ids, the longest waiting first. */
async function dueIds(db: DbOrTrx, now: number, limit: number): Promise<string[]> {
  const rows = await webhooksDb(db)
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims one delivery for `owner` by a conditional UPDATE: it takes only a row whose lease is absent or
 * expired (and, for the schedule, that is still due), so of any number of nodes racing for it exactly one
 * wins. `manual` (a replay) takes it whatever its state and gives it 24 h of retries again.
 */
export async function claimDelivery(
  deps: DeliveryDeps,
  id: string,
  owner: string,
  timing: DeliveryTiming,
  manual: { companyId: string; retryUntil: number } | null,
): Promise<boolean> {
  const now = deps.clock();
  let claim = webhooksDb(deps.db)
    .updateTable('webhook_deliveries')
    .set({
      lease_owner: owner,
      lease_until: now + timing.leaseMs,
      ...(manual ? { state: 'pending', next_attempt_at: now, retry_until: manual.retryUntil } : {}),
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]));
  claim = manual
    ? claim.where('company_id', '=', manual.companyId)
    : claim.where('state', '=', 'pending').where('next_attempt_at', '<=', now);
  const result = await claim.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims up to `limit` due deliveries (each by claimDelivery): the ids this owner won, and how many were
 * due (a full batch due: look again, whoever won them).
 */
export async function claimDue(
  deps: DeliveryDeps,
  owner: string,
  timing: DeliveryTiming,
  limit: number,
): Promise<{ won: string[]; due: number }> {
  const due = await dueIds(deps.db, deps.clock(), limit);
  const won: string[] = [];
  for (const id of due) {
    if (await claimDelivery(deps, id, owner, timing, null)) won.push(id);
  }
  return { won, due: due.length };
}

/** The delivery's state after an attempt: delivered, or retried later, or failed past its window. */
function outcomeOf(
  delivery: WebhookDeliveriesTable,
  result: SendResult,
  now: number,
  timing: DeliveryTiming,
) {
  const attempts = delivery.attempts + 1;
  const common = { attempts, last_status: result.statusCode, lease_owner: null, lease_until: null };
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  if (ok) return { ...common, state: 'succeeded' as const, ...lastErrorColumns(NO_ERROR), delivered_at: now };
  const next = now + retryDelay(timing, attempts);
  const http = `HTTP ${result.statusCode}`;
  const error = result.error.chinese ? result.error : { chinese: http, english: http };
  if (next > delivery.retry_until) return { ...common, state: 'failed' as const, ...lastErrorColumns(error) };
  return { ...common, state: 'pending' as const, ...lastErrorColumns(error), next_attempt_at: next };
}

/** Fails a claimed delivery without a request (its endpoint is gone, or disabled for the schedule). */
async function failUnsent(
  deps: DeliveryDeps,
  id: string,
  owner: string,
  reason: () => string,
): Promise<void> {
  await webhooksDb(deps.db)
    .updateTable('webhook_deliveries')
    .set({
      state: 'failed',
      ...lastErrorColumns(inBothLanguages(reason)),
      lease_owner: null,
      lease_until: null,
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

/**
 * Sends a delivery this owner has claimed: signs its body with the endpoint's current secret, POSTs it,
 * then in one transaction logs the attempt and moves the delivery (still only while the lease is ours).
 * A scheduled send to a disabled or deleted endpoint fails the delivery unsent; a manual one (replay, ping)
 * goes to a disabled endpoint too, so it can be tried before it is enabled.
 */
export async function sendClaimed(
  deps: DeliveryDeps,
  id: string,
  owner: string,
  timing: DeliveryTiming,
  manual: boolean,
): Promise<void> {
  const wdb = webhooksDb(deps.db);
  const delivery = await wdb
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!delivery) return;
  const endpoint = await wdb
    .selectFrom('webhook_endpoints')
    .select(['url', 'secret', 'enabled'])
    .where('id', '=', delivery.endpoint_id)
    .executeTakeFirst();
  if (!endpoint) return failUnsent(deps, id, owner, () => WEBHOOK_LABELS.endpointDeleted);
  if (!manual && !isSet(endpoint.enabled))
    return failUnsent(deps, id, owner, () => WEBHOOK_LABELS.endpointDisabled);

  const startedAt = deps.clock();
  const unixSeconds = Math.floor(startedAt / 1000);
  const result = await postDelivery(
    endpoint.url,
    {
      [WEBHOOK_HEADERS.event]: delivery.event_type,
      [WEBHOOK_HEADERS.delivery]: delivery.id,
      [WEBHOOK_HEADERS.timestamp]: String(unixSeconds),
      [WEBHOOK_HEADERS.signature]: signatureHeader(endpoint.secret, unixSeconds, delivery.body),
    },
    delivery.body,
    timing.timeoutMs,
    { allowLoopback: deps.config.webhookAllowLoopback, resolve: deps.resolve },
  );
  await inTransaction(deps.db, async (trx) => {
    await webhooksDb(trx)
      .insertInto('webhook_attempts')
      .values({
        id: newId(),
        delivery_id: id,
        started_at: startedAt,
        duration_ms: result.durationMs,
        status_code: result.statusCode,
        response_body: result.responseBody,
        ...attemptErrorColumns(result.error),
        manual: flag(manual),
      })
      .execute();
    await webhooksDb(trx)
      .updateTable('webhook_deliveries')
      .set(outcomeOf(delivery, result, deps.clock(), timing))
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .execute();
  });
}
