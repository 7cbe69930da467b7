/** The webhook/ calls (wire types in src/contract/webhooks.ts); reads go through the query layer by path. */
import { API } from '../../contract/api-paths';
import type { Page } from '../../contract/envelope';
import type {
  CreateWebhookEndpoint,
  UpdateWebhookEndpoint,
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '../../contract/webhooks';
import { api } from '../../core';

const W = API.webhook;

export const PATHS = {
  endpoints: W.endpointList,
  create: W.createEndpoint,
  update: W.updateEndpoint,
  remove: W.deleteEndpoint,
  rotate: W.rotateSecret,
  ping: W.sendPing,
  deliveries: W.deliveryList,
  attempts: W.deliveryAttempts,
  replay: W.replayDelivery,
} as const;

/** What the server answers each call with; the calls below and the fake backend are typed by it. */
export interface WebhookResponses {
  [PATHS.endpoints]: Page<WebhookEndpoint>;
  [PATHS.create]: WebhookEndpointWithSecret;
  [PATHS.update]: WebhookEndpoint;
  [PATHS.remove]: null;
  [PATHS.rotate]: WebhookEndpointWithSecret;
  [PATHS.ping]: WebhookDelivery;
  [PATHS.deliveries]: Page<WebhookDelivery>;
  [PATHS.attempts]: WebhookAttempt[];
  [PATHS.replay]: WebhookDelivery;
}

/** An endpoint write changes the endpoint list and the deliveries (a ping adds one, a delete removes some). */
export const WEBHOOK_READS = [PATHS.endpoints, PATHS.deliveries, PATHS.attempts] as const;

const post = <P extends keyof WebhookResponses>(path: P, body: object) =>
  api.post<WebhookResponses[P]>(path, body);

export const webhooksApi = {
  create: (request: CreateWebhookEndpoint) => post(PATHS.create, request),
  update: (request: UpdateWebhookEndpoint) => post(PATHS.update, request),
  remove: (id: string) => post(PATHS.remove, { id }),
  rotate: (id: string) => post(PATHS.rotate, { id }),
  ping: (id: string) => post(PATHS.ping, { id }),
  replay: (id: string) => post(PATHS.replay, { id }),
};
