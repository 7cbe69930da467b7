/**
 * Wire types of webhooks (消息推送, issue 17 item 3): a company's own systems told of its business events.
 *
 * Model: the company administrator registers endpoints (an https URL to a public host; loopback, http
 * too, only where the server allows it, for tests and local relays), each with the event types it wants,
 * a description, enabled or not, and a secret of its own (shown once: at creation and at each rotation).
 * A business write that makes an event writes, in its own transaction, one delivery per enabled endpoint
 * of each company concerned that wants the type (the outbox). A worker on every API node claims due
 * deliveries (a lease, so no two nodes send one), POSTs the JSON body signed with the endpoint's secret
 * and logs every attempt. A failed attempt (not a 2xx answer within 10 s) is retried with exponential
 * back-off and jitter until 24 h after the delivery was written, then the delivery is failed. Replaying
 * a delivery by hand sends it again at once, with the same delivery id and body, and gives it 24 h of
 * retries again.
 *
 * Signature (Stripe-like): `X-Yelopack-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`,
 * with `X-Yelopack-Timestamp: <t>` beside it. A receiver recomputes the HMAC over the raw body, rejects a
 * timestamp more than 5 minutes away from its clock (replay) and dedupes on `X-Yelopack-Delivery`.
 */
import type { PageQuery } from './envelope';
import { localized } from './localized';

/** The business events an endpoint may subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'transfer.received',
  'transfer.signed',
  'waybill.arrived',
  'bill.issued',
  'contract.signed',
  'carrierOrder.statusChanged',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A delivery's event: a business event, or the test ping the administrator sends by hand. */
export type WebhookDeliveryEvent = WebhookEventType | 'ping';

/**
 * pending: not yet sent, or waiting for its next try after a failure (`attempts` > 0);
 * succeeded: an endpoint answered 2xx; failed: 24 h of tries passed without one.
 */
export type WebhookDeliveryState = 'pending' | 'succeeded' | 'failed';
export const WEBHOOK_DELIVERY_STATES: readonly WebhookDeliveryState[] = ['pending', 'succeeded', 'failed'];

/** Event names, on the pages and in exports alike. */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookDeliveryEvent, string>> = localized(
  {
    'transfer.received': '收到调拨',
    'transfer.signed': '调拨已签收',
    'waybill.arrived': '运单已到达',
    'bill.issued': '账单已出具',
    'contract.signed': '合同已签署',
    'carrierOrder.statusChanged': '承运订单状态变更',
    ping: '测试推送',
  },
  {
    'transfer.received': 'Transfer received',
    'transfer.signed': 'Transfer signed for',
    'waybill.arrived': 'Waybill arrived',
    'bill.issued': 'Bill issued',
    'contract.signed': 'Contract signed',
    'carrierOrder.statusChanged': 'Carrier order status changed',
    ping: 'Test push',
  },
);

/** Delivery state names, on the pages and in exports alike. */
export const WEBHOOK_DELIVERY_STATE_LABELS: Readonly<Record<WebhookDeliveryState, string>> = localized(
  { pending: '待投递', succeeded: '成功', failed: '失败' },
  { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed' },
);

/** Column titles of the deliveries list, on the page and in its export alike. */
export const WEBHOOK_DELIVERY_COLUMN_LABELS = localized(
  {
    id: '投递 ID',
    eventType: '事件类型',
    endpointUrl: '接口地址',
    state: '状态',
    attempts: '尝试次数',
    lastStatus: '最近应答',
    lastError: '最近错误',
    createdAt: '创建时间',
    deliveredAt: '投递成功时间',
    nextAttemptAt: '下次重试',
  } as const,
  {
    id: 'Delivery ID',
    eventType: 'Event type',
    endpointUrl: 'Endpoint URL',
    state: 'Status',
    attempts: 'Attempts',
    lastStatus: 'Last response',
    lastError: 'Last error',
    createdAt: 'Created',
    deliveredAt: 'Delivered',
    nextAttemptAt: 'Next retry',
  },
);

/** The request headers of every delivery. */
export const WEBHOOK_HEADERS = {
  event: 'X-Yelopack-Event',
  delivery: 'X-Yelopack-Delivery',
  timestamp: 'X-Yelopack-Timestamp',
  signature: 'X-Yelopack-Signature',
} as const;

/** How far a receiver should let a delivery's timestamp lie from its own clock. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The JSON body of every delivery. */
export interface WebhookBody<T = Record<string, unknown>> {
  /** The delivery id (= X-Yelopack-Delivery): the same on every try and replay. */
  id: string;
  type: WebhookDeliveryEvent;
  /** The company whose endpoint this is. */
  companyId: string;
  /** When the event happened (ISO 8601 UTC). */
  createdAt: string;
  data: T;
}

/** An endpoint as listed (its secret never: only a hint of its last characters). */
export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  /** The secret's last 4 characters, to tell which one a receiver holds. */
  secretHint: string;
  createdAt: string;
  updatedAt: string;
}

/** The answer of create and rotate-secret: the only time the secret is shown. */
export interface WebhookEndpointWithSecret extends WebhookEndpoint {
  secret: string;
}

/** POST webhook/updateEndpoint (create: the same without id, with requestId). */
export interface SaveWebhookEndpoint {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
}
export interface CreateWebhookEndpoint extends SaveWebhookEndpoint {
  requestId: string;
}
export interface UpdateWebhookEndpoint extends SaveWebhookEndpoint {
  id: string;
}

/** POST webhook/deliveryList */
export interface WebhookDeliveryQuery extends PageQuery {
  endpointId?: string;
  eventType?: WebhookDeliveryEvent;
  state?: WebhookDeliveryState;
  /** Created on or after this Asia/Shanghai day (yyyy-MM-dd). */
  dateStart?: string;
  /** Created on or before this Asia/Shanghai day. */
  dateEnd?: string;
}

export interface WebhookDelivery {
  id: string;
  endpointId: string;
  endpointUrl: string;
  eventType: WebhookDeliveryEvent;
  state: WebhookDeliveryState;
  attempts: number;
  createdAt: string;
  /** When the worker tries next (pending only). */
  nextAttemptAt: string | null;
  /** The last attempt's HTTP status (null: none yet, or no answer). */
  lastStatus: number | null;
  lastError: string;
  deliveredAt: string | null;
  /** The JSON body sent. */
  body: string;
}

/** One try of a delivery. */
export interface WebhookAttempt {
  id: string;
  startedAt: string;
  durationMs: number;
  /** null: no HTTP answer (refused, timed out). */
  statusCode: number | null;
  /** The answer's first 2,000 characters. */
  responseBody: string;
  error: string;
  /** Sent by hand (a replay or a ping), not by the worker's schedule. */
  manual: boolean;
}

/** `data` of transfer.received (to the receiver, at creation) and transfer.signed (to both, at signing). */
export interface TransferEventData {
  transferId: string;
  documentNo: string;
  fromCompanyId: string;
  toCompanyId: string;
  trayTypeCode: string;
  quantity: number;
  /** transfer.signed: when the receiver signed. */
  signedAt?: string;
}

/** `data` of waybill.arrived (to the sender and the receiver). */
export interface WaybillEventData {
  waybillId: string;
  documentNo: string;
  fromCompanyId: string;
  toCompanyId: string;
  trayTypeCode: string;
  quantity: number;
  arrivedAt: string;
}

/** `data` of bill.issued (a client bill to its biller and its client; a platform statement to its customer). */
export interface BillEventData {
  billId: string;
  billNo: string;
  kind: 'clientBill' | 'statement';
  /** null: the platform's statement. */
  billerCompanyId: string | null;
  billedCompanyId: string;
  /** The period's first and last day (yyyy-MM-dd, Asia/Shanghai). */
  periodStart: string;
  periodEnd: string;
  totalFen: number;
}

/** `data` of contract.signed (to the signing company). */
export interface ContractEventData {
  contractId: string;
  contractNo: string;
  signedAt: string;
  validUntil: string;
}

/** `data` of carrierOrder.statusChanged (to the shipper and the carrier; from is null at creation). */
export interface CarrierOrderEventData {
  carrierOrderId: string;
  documentNo: string;
  from: string | null;
  to: string;
  shipperCompanyId: string;
  carrierCompanyId: string;
}

/** The data each event type carries (ping: `{ endpointId }`). */
export interface WebhookEventData {
  'transfer.received': TransferEventData;
  'transfer.signed': TransferEventData;
  'waybill.arrived': WaybillEventData;
  'bill.issued': BillEventData;
  'contract.signed': ContractEventData;
  'carrierOrder.statusChanged': CarrierOrderEventData;
}
