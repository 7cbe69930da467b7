/**
 * An in-memory stand-in for the webhook/ calls of <yp-webhooks> for the stories (offline Storybook) and
 * browser tests, with the server's rules the views show: the secret answered only by create and rotate,
 * 2003 naming url for plain http to a non-loopback host, a ping and a replay answered with their result,
 * deliveries filtered like the server's. Not part of the widget's bundle.
 */
import type { Envelope, ValidationFailure } from '../../contract/envelope';
import type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '../../contract/webhooks';
import {
  answerRoutes,
  installFakeFetch,
  ok,
  type FakeFetch,
  type FakeRoutes,
} from '../test-support/fake-fetch';
import { matches, pageOf, refuse } from '../test-support/fake-lists';
import { PATHS, type WebhookResponses } from './api';

export const NEW_SECRET = 'whsec_NEWsecretNEWsecretNEWsecretNEWsecret0001';
const NOW = '2026-11-24T03:00:00.000Z';

const endpoint = (
  id: string,
  url: string,
  enabled: boolean,
  extra: Partial<WebhookEndpoint> = {},
): WebhookEndpoint => ({
  id,
  url,
  description: 'ERP 对接',
  eventTypes: ['transfer.received', 'transfer.signed', 'bill.issued'],
  enabled,
  secretHint: 'a1B2',
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
  ...extra,
});

const delivery = (
  id: string,
  endpointOf: WebhookEndpoint,
  extra: Partial<WebhookDelivery>,
): WebhookDelivery => ({
  id,
  endpointId: endpointOf.id,
  endpointUrl: endpointOf.url,
  eventType: 'transfer.signed',
  state: 'succeeded',
  attempts: 1,
  createdAt: '2026-11-20T02:00:00.000Z',
  nextAttemptAt: null,
  lastStatus: 200,
  lastError: '',
  deliveredAt: '2026-11-20T02:00:01.000Z',
  body: JSON.stringify({
    id,
    type: extra.eventType ?? 'transfer.signed',
    companyId: 'c1',
    createdAt: NOW,
    data: {},
  }),
  ...extra,
});

const urlRefused = (): Envelope<ValidationFailure> => ({
  errcode: 2003,
  errmsg: '接口地址须以 https:// 开头（http:// 仅限已允许的本机地址 127.0.0.1、::1、localhost）',
  data: {
    fields: [
      {
        field: 'url',
        message: '接口地址须以 https:// 开头（http:// 仅限已允许的本机地址 127.0.0.1、::1、localhost）',
      },
    ],
  },
});
const allowedUrl = (url: string) =>
  /^https:\/\//.test(url) || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(url);

export interface FakeWebhooksOptions {
  /** No endpoint and no delivery. */
  empty?: boolean;
  delayMs?: number;
}

export type FakeWebhooksBackend = FakeFetch & {
  readonly endpoints: WebhookEndpoint[];
  readonly deliveries: WebhookDelivery[];
};

export function installFakeWebhooksBackend(options: FakeWebhooksOptions = {}): FakeWebhooksBackend {
  const erp = endpoint('ep-erp', 'https://erp.lecheng.example.com/yelopack/webhooks', true);
  const relay = endpoint('ep-relay', 'http://127.0.0.1:9000/hooks', false, {
    description: '本机中转',
    eventTypes: ['waybill.arrived'],
    secretHint: 'Zz99',
  });
  const endpoints: WebhookEndpoint[] = options.empty ? [] : [erp, relay];
  const deliveries: WebhookDelivery[] = options.empty
    ? []
    : [
        delivery('dl-signed', erp, {}),
        delivery('dl-bill', erp, {
          eventType: 'bill.issued',
          state: 'failed',
          attempts: 14,
          lastStatus: 503,
          lastError: 'HTTP 503',
          deliveredAt: null,
          createdAt: '2026-11-18T02:00:00.000Z',
        }),
        delivery('dl-waybill', relay, {
          eventType: 'waybill.arrived',
          state: 'pending',
          attempts: 2,
          lastStatus: null,
          lastError: '请求失败：ECONNREFUSED',
          deliveredAt: null,
          nextAttemptAt: '2026-11-24T03:04:00.000Z',
          createdAt: '2026-11-24T02:58:00.000Z',
        }),
      ];
  const attempts = new Map<string, WebhookAttempt[]>([
    [
      'dl-bill',
      [
        {
          id: 'at-1',
          startedAt: '2026-11-18T02:00:00.000Z',
          durationMs: 180,
          statusCode: 503,
          responseBody: 'Service Unavailable',
          error: '',
          manual: false,
        },
      ],
    ],
  ]);
  let created = 0;
  const withSecret = (row: WebhookEndpoint, secret: string): WebhookEndpointWithSecret => ({
    ...row,
    secret,
  });
  const sendNow = (row: WebhookDelivery): WebhookDelivery => {
    Object.assign(row, {
      state: 'succeeded',
      attempts: row.attempts + 1,
      lastStatus: 200,
      lastError: '',
      nextAttemptAt: null,
      deliveredAt: NOW,
    });
    attempts.set(row.id, [
      ...(attempts.get(row.id) ?? []),
      {
        id: `at-${row.id}-${row.attempts}`,
        startedAt: NOW,
        durationMs: 95,
        statusCode: 200,
        responseBody: '{"received":true}',
        error: '',
        manual: true,
      },
    ]);
    return row;
  };
  const found = <T extends { id: string }>(rows: T[], id: unknown) => rows.find((row) => row.id === id);

  const routes: FakeRoutes<WebhookResponses> = {
    [PATHS.endpoints]: (body) => ok(pageOf(endpoints, body)),
    [PATHS.create]: (body) => {
      created += 1;
      const row = endpoint(`ep-new-${created}`, String(body.url), Boolean(body.enabled), {
        description: String(body.description),
        eventTypes: body.eventTypes as WebhookEndpoint['eventTypes'],
        secretHint: NEW_SECRET.slice(-4),
        createdAt: NOW,
        updatedAt: NOW,
      });
      endpoints.unshift(row);
      return ok(withSecret(row, NEW_SECRET));
    },
    [PATHS.update]: (body) => {
      const row = found(endpoints, body.id);
      if (!row) return refuse('推送接口不存在');
      Object.assign(row, {
        url: body.url,
        description: body.description,
        eventTypes: body.eventTypes,
        enabled: body.enabled,
      });
      return ok(row);
    },
    [PATHS.remove]: (body) => {
      const index = endpoints.findIndex((row) => row.id === body.id);
      if (index < 0) return refuse('推送接口不存在');
      endpoints.splice(index, 1);
      return ok(null);
    },
    [PATHS.rotate]: (body) => {
      const row = found(endpoints, body.id);
      if (!row) return refuse('推送接口不存在');
      row.secretHint = NEW_SECRET.slice(-4);
      return ok(withSecret(row, NEW_SECRET));
    },
    [PATHS.ping]: (body) => {
      const row = found(endpoints, body.id);
      if (!row) return refuse('推送接口不存在');
      const ping = delivery(`dl-ping-${deliveries.length}`, row, {
        eventType: 'ping',
        attempts: 0,
        createdAt: NOW,
      });
      deliveries.unshift(ping);
      return ok(sendNow(ping));
    },
    [PATHS.deliveries]: (body) =>
      ok(
        pageOf(
          deliveries.filter(
            (row) =>
              matches(body, 'endpointId', row.endpointId) &&
              matches(body, 'eventType', row.eventType) &&
              matches(body, 'state', row.state),
          ),
          body,
        ),
      ),
    [PATHS.attempts]: (body) =>
      found(deliveries, body.id) ? ok(attempts.get(String(body.id)) ?? []) : refuse('投递记录不存在'),
    [PATHS.replay]: (body) => {
      const row = found(deliveries, body.id);
      return row ? ok(sendNow(row)) : refuse('投递记录不存在');
    },
  };
  const answer = answerRoutes(routes);
  // The server's URL rule (2003 naming url) before the typed answers of create and update.
  const saves: string[] = [PATHS.create, PATHS.update];
  const fake = installFakeFetch(
    (call) => (saves.includes(call.path) && !allowedUrl(String(call.body.url)) ? urlRefused() : answer(call)),
    { delayMs: options.delayMs ?? 0 },
  );
  return Object.assign(fake, { endpoints, deliveries });
}
