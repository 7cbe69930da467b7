import type { WebhookEventType } from '../../../src/contract/webhooks';
import { flag } from '../../db/flags';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { claimSeedMarker, companyIdsByName } from '../../db/seed/seed-once';
import { WEBHOOK_EVENT_TYPES } from '../../../src/contract/webhooks';
import { inBothLanguages } from '../../http/request-locale';
import { attemptErrorColumns, lastErrorColumns, NO_ERROR, type ErrorTexts } from './error-texts';
import { WEBHOOK_LABELS } from './labels';
import { newDelivery, RETRY_WINDOW_MS } from './record';
import { webhooksDb, type WebhookDeliveriesTable } from './tables';

const SEED_MARKER = 'seed.webhooks';
const HOUR_MS = 60 * 60 * 1000;
/**
 * A name under the reserved .example domain: valid with WEBHOOK_ALLOW_LOOPBACK off (the default), so the
 * administrator can edit, enable and ping it; it resolves nowhere, so its tries fail (ENOTFOUND).
 */
export const DEMO_URL = 'https://erp.lecheng.example/yelopack/webhooks';

interface DemoAttempt {
  status: number | null;
  error?: ErrorTexts;
  body?: string;
}
interface DemoDelivery {
  type: WebhookEventType | 'ping';
  hoursAgo: number;
  data: object;
  attempts: readonly DemoAttempt[];
}

const OK = { status: 200, body: '{"received":true}' };
const UNRESOLVED = { status: null, error: inBothLanguages(() => WEBHOOK_LABELS.notDelivered('ENOTFOUND')) };

/**
 * What the demo's deliveries say happened: a ping, a received transfer and a signed one delivered, a bill
 * delivered at the second try, and a waybill's arrival failed after a day of an unresolved host (its data
 * illustrative: the demo's documents are the other modules').
 */
const demoDeliveries = (leCheng: string, baiYun: string): DemoDelivery[] => [
  { type: 'ping', hoursAgo: 240, data: { endpointId: '' }, attempts: [OK] },
  {
    type: 'transfer.received',
    hoursAgo: 200,
    data: {
      documentNo: 'DB202600000001',
      fromCompanyId: baiYun,
      toCompanyId: leCheng,
      trayTypeCode: '1210',
      quantity: 50,
    },
    attempts: [OK],
  },
  {
    type: 'bill.issued',
    hoursAgo: 120,
    data: {
      billNo: 'ZD202600000001',
      kind: 'statement',
      billerCompanyId: null,
      billedCompanyId: leCheng,
      totalFen: 1_286_400,
    },
    attempts: [{ status: 503, body: 'Service Unavailable' }, OK],
  },
  {
    type: 'waybill.arrived',
    hoursAgo: 72,
    data: { documentNo: 'YD202600000001', fromCompanyId: leCheng, trayTypeCode: '1210', quantity: 120 },
    attempts: [UNRESOLVED, UNRESOLVED, UNRESOLVED, UNRESOLVED, UNRESOLVED],
  },
  {
    type: 'transfer.signed',
    hoursAgo: 30,
    data: {
      documentNo: 'DB202600000002',
      fromCompanyId: leCheng,
      toCompanyId: baiYun,
      trayTypeCode: '1210',
      quantity: 30,
    },
    attempts: [OK],
  },
];

/**
 * 上海乐橙's one webhook endpoint (disabled, pointing at a loopback port where nothing listens) with a few
 * deliveries and their attempts, so 消息推送 and 投递记录 are not empty. Once per database.
 */
export async function seedDemoWebhooks(db: DbOrTrx, now: number): Promise<void> {
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;
  const companies = await companyIdsByName(db);
  const leCheng = companies.get(DEMO_COMPANIES.leCheng);
  const baiYun = companies.get(DEMO_COMPANIES.baiYun);
  if (!leCheng || !baiYun) return;
  const wdb = webhooksDb(db);
  const created = now - 300 * HOUR_MS;
  const endpoint = {
    id: newId(),
    company_id: leCheng,
    url: DEMO_URL,
    description: '乐橙 ERP 对接（待启用）',
    event_types: WEBHOOK_EVENT_TYPES.join(','),
    enabled: flag(false),
    secret: `whsec_demo_${newId()}`,
    request_id: SEED_MARKER,
    created_by: null,
    created_at: created,
    updated_at: created,
  };
  await wdb.insertInto('webhook_endpoints').values(endpoint).execute();
  for (const demo of demoDeliveries(leCheng, baiYun)) {
    const at = now - demo.hoursAgo * HOUR_MS;
    const data = demo.type === 'ping' ? { endpointId: endpoint.id } : demo.data;
    const delivery = newDelivery(endpoint, demo.type, data, at);
    const last = demo.attempts[demo.attempts.length - 1];
    const succeeded = last?.status === 200;
    const row: WebhookDeliveriesTable = {
      ...delivery,
      state: succeeded ? 'succeeded' : 'failed',
      attempts: demo.attempts.length,
      retry_until: at + RETRY_WINDOW_MS,
      last_status: last?.status ?? null,
      ...lastErrorColumns((!succeeded && last?.error) || NO_ERROR),
      delivered_at: succeeded ? at + (demo.attempts.length - 1) * HOUR_MS + 200 : null,
    };
    await wdb.insertInto('webhook_deliveries').values(row).execute();
    await wdb
      .insertInto('webhook_attempts')
      .values(
        demo.attempts.map((attempt, index) => ({
          id: newId(),
          delivery_id: row.id,
          // Tries an hour, then more, apart: the back-off's rhythm, roughly.
          started_at: at + (2 ** index - 1) * HOUR_MS,
          duration_ms: attempt.status === null ? 3 : 180,
          status_code: attempt.status,
          response_body: attempt.body ?? '',
          ...attemptErrorColumns(attempt.error ?? NO_ERROR),
          manual: flag(demo.type === 'ping'),
        })),
      )
      .execute();
  }
}
