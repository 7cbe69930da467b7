import { Type } from '@sinclair/typebox';
import {
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_EVENT_TYPES,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryEvent,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '../../../src/contract/webhooks';
import { Instant, Int, Nullable, OneOf, wire } from '../../http/wire/schema';

export const EventTypeSchema = OneOf(WEBHOOK_EVENT_TYPES);
export const DeliveryEventSchema = OneOf<WebhookDeliveryEvent>([...WEBHOOK_EVENT_TYPES, 'ping']);
export const DeliveryStateSchema = OneOf(WEBHOOK_DELIVERY_STATES);

const endpointFields = {
  id: Type.String(),
  url: Type.String(),
  description: Type.String(),
  eventTypes: Type.Array(EventTypeSchema),
  enabled: Type.Boolean(),
  secretHint: Type.String({ description: '密钥末 4 位' }),
  createdAt: Instant(),
  updatedAt: Instant(),
};

export const WebhookEndpointSchema = wire<WebhookEndpoint>()(Type.Object(endpointFields));

export const WebhookEndpointWithSecretSchema = wire<WebhookEndpointWithSecret>()(
  Type.Object({
    ...endpointFields,
    secret: Type.String({ description: '签名密钥：仅在创建和重置时返回这一次' }),
  }),
);

export const WebhookDeliverySchema = wire<WebhookDelivery>()(
  Type.Object({
    id: Type.String({ description: '投递 ID（= X-Yelopack-Delivery，重试与重新投递不变）' }),
    endpointId: Type.String(),
    endpointUrl: Type.String(),
    eventType: DeliveryEventSchema,
    state: DeliveryStateSchema,
    attempts: Int(),
    createdAt: Instant(),
    nextAttemptAt: Nullable(Instant()),
    lastStatus: Nullable(Int()),
    lastError: Type.String(),
    deliveredAt: Nullable(Instant()),
    body: Type.String({ description: '发送的 JSON 请求体' }),
  }),
);

export const WebhookAttemptSchema = wire<WebhookAttempt>()(
  Type.Object({
    id: Type.String(),
    startedAt: Instant(),
    durationMs: Int(),
    statusCode: Nullable(Int()),
    responseBody: Type.String({ description: '应答内容（前 2000 字符）' }),
    error: Type.String(),
    manual: Type.Boolean({ description: '手动发送（重新投递或测试推送）' }),
  }),
);
