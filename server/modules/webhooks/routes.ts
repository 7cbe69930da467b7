import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import { Fields } from '../../http/fields';
import { pageFields, registerPagedList } from '../../http/paged-list';
import { Strict } from '../../http/route';
import { NoData, PageOf } from '../../http/wire/schema';
import type { ApiModule } from '../index';
import { allDeliveries, deliveryAttempts, listDeliveries, replayDelivery, sendPing } from './deliveries';
import { DEFAULT_TIMING } from './deliver';
import { DELIVERY_COLUMNS } from './export-columns';
import { createEndpoint, deleteEndpoint, listEndpoints, rotateSecret, updateEndpoint } from './endpoints';
import { webhooks } from './migrations/0033-webhooks';
import { webhookErrorEnglish } from './migrations/0042-webhook-error-english';
import { WEBHOOK_LABELS } from './labels';
import { seedDemoWebhooks } from './seed';
import {
  DeliveryEventSchema,
  DeliveryStateSchema,
  EventTypeSchema,
  WebhookAttemptSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from './wire';

/**
 * The enterprise center (role 5), the company administrator only: the catalogue of SPEC §6 has no code
 * for webhooks, and an endpoint receives every business event of the company with a secret that signs
 * them, which is the administrator's to hand out.
 */
const guard = { access: 'session', roles: [5], administrator: true } as const;

const saveFields = {
  url: Type.String({
    minLength: 1,
    maxLength: 500,
    description: '接口地址：https://…；http:// 仅限本机（127.0.0.1、::1、localhost），不能含用户名或密码',
  }),
  description: Type.String({ maxLength: 200, description: '说明' }),
  eventTypes: Type.Array(EventTypeSchema, { minItems: 1, maxItems: 20, description: '订阅的事件类型' }),
  enabled: Type.Boolean({ description: '启用' }),
};

const idBody = (description: string) =>
  Strict({ id: Type.String({ minLength: 1, maxLength: 64, description }) });

export const webhooksModule: ApiModule = {
  tag: 'webhook',
  migrations: { '0033-webhooks': webhooks, '0042-webhook-error-english': webhookErrorEnglish },
  seedDemo: seedDemoWebhooks,
  routes(api) {
    const { deps } = api;
    api.post(
      API.webhook.endpointList,
      {
        ...guard,
        summary: '推送接口列表（本企业，新建在前）',
        response: PageOf(WebhookEndpointSchema),
        body: Strict(pageFields()),
      },
      ({ session, body }) => listEndpoints(deps.db, session, body),
    );
    api.post(
      API.webhook.createEndpoint,
      {
        ...guard,
        summary: '新增推送接口；应答含签名密钥（仅此一次）；同一 requestId 重复提交返回同一接口',
        response: WebhookEndpointWithSecretSchema,
        body: Strict({ ...saveFields, requestId: Type.String({ minLength: 1, maxLength: 64 }) }),
      },
      ({ session, body }) => createEndpoint(deps, session, body),
    );
    api.post(
      API.webhook.updateEndpoint,
      {
        ...guard,
        summary: '修改推送接口（地址、说明、事件类型、启用停用）；密钥不变',
        response: WebhookEndpointSchema,
        body: Strict({ id: Fields.id(), ...saveFields }),
      },
      ({ session, body }) => updateEndpoint(deps, session, body),
    );
    api.post(
      API.webhook.deleteEndpoint,
      {
        ...guard,
        summary: '删除推送接口及其投递记录',
        response: NoData(),
        body: idBody('推送接口 ID'),
      },
      ({ session, body }) => deleteEndpoint(deps, session, body.id),
    );
    api.post(
      API.webhook.rotateSecret,
      {
        ...guard,
        summary: '重置签名密钥：旧密钥立即失效，新密钥仅在此应答中返回一次',
        response: WebhookEndpointWithSecretSchema,
        body: idBody('推送接口 ID'),
      },
      ({ session, body }) => rotateSecret(deps, session, body.id),
    );
    api.post(
      API.webhook.sendPing,
      {
        ...guard,
        summary: '测试推送：立即向接口发送一条 ping 事件（停用的接口也发送），应答为该投递及其结果',
        response: WebhookDeliverySchema,
        body: idBody('推送接口 ID'),
      },
      ({ session, body }) => sendPing(deps, session, body.id, DEFAULT_TIMING),
    );
    registerPagedList(api, {
      path: API.webhook.deliveryList,
      summary: '投递记录（新的在前），可按接口、事件类型、状态、创建日期筛选',
      row: WebhookDeliverySchema,
      roles: guard.roles,
      administrator: guard.administrator,
      fileName: () => WEBHOOK_LABELS.deliveriesFile,
      filters: {
        endpointId: Type.Optional(Fields.id()),
        eventType: Type.Optional(DeliveryEventSchema),
        state: Type.Optional(DeliveryStateSchema),
        dateStart: Type.Optional(Type.String({ description: '创建日期起（yyyy-MM-dd，北京时间）' })),
        dateEnd: Type.Optional(Type.String({ description: '创建日期止（含）' })),
      },
      columns: DELIVERY_COLUMNS,
      run: (deps, session, filters, paging) => listDeliveries(deps.db, session, { ...filters, ...paging }),
      exportRows: (deps, session, filters) => allDeliveries(deps.db, session, filters),
    });
    api.post(
      API.webhook.deliveryAttempts,
      {
        ...guard,
        summary: '一条投递的每次尝试（状态码、应答内容前 2000 字符、耗时、错误），先发生的在前',
        response: Type.Array(WebhookAttemptSchema),
        body: idBody('投递 ID'),
      },
      ({ session, body }) => deliveryAttempts(deps.db, session, body.id),
    );
    api.post(
      API.webhook.replayDelivery,
      {
        ...guard,
        summary: '重新投递：立即再发送一次（同一投递 ID 与内容，重新签名）；失败则自此起再重试 24 小时',
        response: WebhookDeliverySchema,
        body: idBody('投递 ID'),
      },
      ({ session, body }) => replayDelivery(deps, session, body.id, DEFAULT_TIMING),
    );
  },
};
