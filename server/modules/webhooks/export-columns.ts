import {
  WEBHOOK_DELIVERY_COLUMN_LABELS as c,
  WEBHOOK_DELIVERY_STATE_LABELS,
  WEBHOOK_EVENT_LABELS,
  type WebhookDelivery,
} from '../../../src/contract/webhooks';
import type { ExportColumn } from '../../http/export';
import { shanghaiSecond } from '../ledger';

// Seconds, not minutes: a delivery's tries can lie seconds apart.
const second = (at: string | null) => (at === null ? null : shanghaiSecond(Date.parse(at)));

/** webhook/deliveryListExport: the list's columns, with the delivery id a receiver dedupes on. */
export const DELIVERY_COLUMNS: readonly ExportColumn<WebhookDelivery>[] = [
  { header: () => c.id, value: (row) => row.id, width: 28 },
  { header: () => c.eventType, value: (row) => WEBHOOK_EVENT_LABELS[row.eventType], width: 16 },
  { header: () => c.endpointUrl, value: (row) => row.endpointUrl, width: 40 },
  { header: () => c.state, value: (row) => WEBHOOK_DELIVERY_STATE_LABELS[row.state], width: 8 },
  { header: () => c.attempts, value: (row) => row.attempts, width: 8 },
  { header: () => c.lastStatus, value: (row) => row.lastStatus, width: 10 },
  { header: () => c.lastError, value: (row) => row.lastError || null, width: 30 },
  { header: () => c.createdAt, value: (row) => second(row.createdAt), width: 20 },
  { header: () => c.deliveredAt, value: (row) => second(row.deliveredAt), width: 20 },
  { header: () => c.nextAttemptAt, value: (row) => second(row.nextAttemptAt), width: 20 },
];
