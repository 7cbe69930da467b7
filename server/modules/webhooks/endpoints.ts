import type { Page, PageQuery } from '../../../src/contract/envelope';
import type {
  CreateWebhookEndpoint,
  SaveWebhookEndpoint,
  UpdateWebhookEndpoint,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookEventType,
} from '../../../src/contract/webhooks';
import type { Session } from '../../auth/sessions';
import type { ServerConfig } from '../../config';
import { flag, isSet } from '../../db/flags';
import { newId, newSecret } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { inTransaction, iso, pageOf } from '../ledger';
import { endpointUrl } from './endpoint-url';
import { WEBHOOK_LABELS } from './labels';
import { webhooksDb, type WebhookEndpointsTable } from './tables';

/** A new endpoint secret: 256 random bits, prefixed so it is recognised where it is pasted. */
const newEndpointSecret = (): string => `whsec_${newSecret()}`;

export const eventTypesOf = (row: Pick<WebhookEndpointsTable, 'event_types'>): WebhookEventType[] =>
  row.event_types.split(',') as WebhookEventType[];

export const toEndpoint = (row: WebhookEndpointsTable): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  eventTypes: eventTypesOf(row),
  enabled: isSet(row.enabled),
  secretHint: row.secret.slice(-4),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

const withSecret = (row: WebhookEndpointsTable): WebhookEndpointWithSecret => ({
  ...toEndpoint(row),
  secret: row.secret,
});

/** The columns a create or an update sets from the request (URL checked, types in one order, once each). */
const savedColumns = (request: SaveWebhookEndpoint, config: EndpointDeps['config']) => ({
  url: endpointUrl(request.url, config.webhookAllowLoopback),
  description: request.description.trim(),
  event_types: [...new Set(request.eventTypes)].join(','),
  enabled: flag(request.enabled),
});

/** The company's endpoint, or 推送接口不存在 (another company's included). */
export async function endpointOf(db: DbOrTrx, companyId: string, id: string): Promise<WebhookEndpointsTable> {
  const row = await webhooksDb(db)
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw businessError(WEBHOOK_LABELS.endpointNotFound);
  return row;
}

/** webhook/endpointList: the company's endpoints, newest first. */
export async function listEndpoints(
  db: DbOrTrx,
  session: Session,
  paging: PageQuery,
): Promise<Page<WebhookEndpoint>> {
  const wdb = webhooksDb(db);
  const mine = wdb.selectFrom('webhook_endpoints').where('company_id', '=', session.companyId);
  const [rows, count] = await Promise.all([
    mine
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toEndpoint), Number(count.n), paging);
}

/** What creating or updating an endpoint reads: the database, the clock and whether loopback is allowed. */
type EndpointDeps = Pick<AppDeps, 'db' | 'clock'> & { config: Pick<ServerConfig, 'webhookAllowLoopback'> };

/** webhook/createEndpoint: answers the secret (only here and at rotation); a repeated requestId answers the first. */
export async function createEndpoint(
  deps: EndpointDeps,
  session: Session,
  request: CreateWebhookEndpoint,
): Promise<WebhookEndpointWithSecret> {
  const now = deps.clock();
  const row: WebhookEndpointsTable = {
    id: newId(),
    company_id: session.companyId,
    ...savedColumns(request, deps.config),
    secret: newEndpointSecret(),
    request_id: request.requestId,
    created_by: session.accountId,
    created_at: now,
    updated_at: now,
  };
  await webhooksDb(deps.db)
    .insertInto('webhook_endpoints')
    .values(row)
    .onConflict((c) => c.columns(['company_id', 'request_id']).doNothing())
    .execute();
  const stored = await webhooksDb(deps.db)
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('company_id', '=', session.companyId)
    .where('request_id', '=', request.requestId)
    .executeTakeFirstOrThrow();
  return withSecret(stored);
}

/** webhook/updateEndpoint: URL, description, event types and enabled; the secret stays. */
export async function updateEndpoint(
  deps: EndpointDeps,
  session: Session,
  request: UpdateWebhookEndpoint,
): Promise<WebhookEndpoint> {
  const columns = savedColumns(request, deps.config);
  await endpointOf(deps.db, session.companyId, request.id);
  await webhooksDb(deps.db)
    .updateTable('webhook_endpoints')
    .set({ ...columns, updated_at: deps.clock() })
    .where('id', '=', request.id)
    .where('company_id', '=', session.companyId)
    .execute();
  return toEndpoint(await endpointOf(deps.db, session.companyId, request.id));
}

/** webhook/rotateSecret: a new secret at once (the old one signs nothing more), answered once. */
export async function rotateSecret(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  session: Session,
  id: string,
): Promise<WebhookEndpointWithSecret> {
  await endpointOf(deps.db, session.companyId, id);
  await webhooksDb(deps.db)
    .updateTable('webhook_endpoints')
    .set({ secret: newEndpointSecret(), updated_at: deps.clock() })
    .where('id', '=', id)
    .where('company_id', '=', session.companyId)
    .execute();
  return withSecret(await endpointOf(deps.db, session.companyId, id));
}

/** webhook/deleteEndpoint: the endpoint with its deliveries and their attempts. Again: 推送接口不存在. */
export async function deleteEndpoint(deps: Pick<AppDeps, 'db'>, session: Session, id: string): Promise<null> {
  await inTransaction(deps.db, async (trx) => {
    const endpoint = await endpointOf(trx, session.companyId, id);
    const wdb = webhooksDb(trx);
    const deliveries = wdb
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('endpoint_id', '=', endpoint.id);
    await wdb.deleteFrom('webhook_attempts').where('delivery_id', 'in', deliveries).execute();
    await wdb.deleteFrom('webhook_deliveries').where('endpoint_id', '=', endpoint.id).execute();
    await wdb.deleteFrom('webhook_endpoints').where('id', '=', endpoint.id).execute();
  });
  return null;
}
