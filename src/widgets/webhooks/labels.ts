/** Every user-facing text of <yp-webhooks>, in Chinese and English. */
import {
  WEBHOOK_DELIVERY_COLUMN_LABELS,
  WEBHOOK_DELIVERY_STATE_LABELS,
  WEBHOOK_EVENT_LABELS,
} from '../../contract/webhooks';
import { localized } from '../../contract/localized';

export const EVENT_NAMES = WEBHOOK_EVENT_LABELS;
export const STATE_NAMES = WEBHOOK_DELIVERY_STATE_LABELS;
export const DELIVERY_COLUMNS = WEBHOOK_DELIVERY_COLUMN_LABELS;

export const endpointLabels = localized(
  {
    listTitle: '消息推送',
    caption: 'Webhook 接口',
    intro:
      '企业自有系统可通过 Webhook 接口接收业务事件：每次推送均以 HMAC-SHA256 签名（请求头 X-Yelopack-Signature），失败后按指数退避重试 24 小时。',
    empty: '暂无推送接口',
    add: '新增接口',
    edit: '编辑',
    ping: '测试推送',
    rotate: '重置密钥',
    deliveries: '投递记录',
    remove: '删除',
    enable: '启用',
    disable: '停用',
    columns: {
      url: '接口地址 / 说明',
      eventTypes: '事件类型',
      enabled: '状态',
      secretHint: '密钥',
      actions: '操作',
    },
    enabledNames: { true: '已启用', false: '已停用' },
    secretHint: (hint: string) => `****${hint}`,
    confirmRemove: (url: string) => `确定删除接口 ${url} 吗？其投递记录将一并删除，且不可恢复。`,
    removed: '接口已删除',
    confirmRotate: (url: string) => `确定重置 ${url} 的密钥吗？旧密钥立即失效，接收方须改用新密钥验签。`,
    pinged: (state: string) => `测试推送已发送：${state}`,
    saved: '接口已保存',
    toggled: (enabled: boolean) => (enabled ? '接口已启用' : '接口已停用'),
  },
  {
    listTitle: 'Webhooks',
    caption: 'Webhook endpoints',
    intro:
      "Your company's own systems can receive business events through webhook endpoints: every push is signed with HMAC-SHA256 (request header X-Yelopack-Signature), and failures are retried with exponential backoff for 24 hours.",
    empty: 'No endpoints',
    add: 'Add endpoint',
    edit: 'Edit',
    ping: 'Test push',
    rotate: 'Reset secret',
    deliveries: 'Deliveries',
    remove: 'Delete',
    enable: 'Enable',
    disable: 'Disable',
    columns: {
      url: 'Endpoint URL / description',
      eventTypes: 'Event types',
      enabled: 'Status',
      secretHint: 'Secret',
      actions: 'Actions',
    },
    enabledNames: { true: 'Enabled', false: 'Disabled' },
    secretHint: (hint: string) => `****${hint}`,
    confirmRemove: (url: string) =>
      `Delete endpoint ${url}? Its deliveries are deleted with it and cannot be recovered.`,
    removed: 'Endpoint deleted',
    confirmRotate: (url: string) =>
      `Reset the secret of ${url}? The old secret stops working at once; the receiver must verify signatures with the new one.`,
    pinged: (state: string) => `Test push sent: ${state}`,
    saved: 'Endpoint saved',
    toggled: (enabled: boolean) => (enabled ? 'Endpoint enabled' : 'Endpoint disabled'),
  },
);

export const formLabels = localized(
  {
    newTitle: '新增推送接口',
    editTitle: '编辑推送接口',
    cancel: '取消',
    save: '保存',
    field: {
      url: '接口地址',
      description: '说明',
      eventTypes: '事件类型',
      enabled: '启用',
    },
    urlPlaceholder: 'https://erp.example.com/yelopack/webhooks',
    urlHint:
      '须为公网 https:// 地址，不能是内网或链路本地地址；本机地址（可用 http://）仅在服务器允许时可用，供测试与本地中转',
    urlRequired: '请输入接口地址',
    urlScheme: '接口地址须以 https:// 或 http:// 开头',
    eventTypesRequired: '请至少选择一种事件类型',
  },
  {
    newTitle: 'New webhook endpoint',
    editTitle: 'Edit webhook endpoint',
    cancel: 'Cancel',
    save: 'Save',
    field: {
      url: 'Endpoint URL',
      description: 'Description',
      eventTypes: 'Event types',
      enabled: 'Enabled',
    },
    urlPlaceholder: 'https://erp.example.com/yelopack/webhooks',
    urlHint:
      'Must be a public https:// address, not an internal or link-local one; a loopback address (http:// allowed) only works where the server permits it, for testing and local relays',
    urlRequired: 'Please enter the endpoint URL',
    urlScheme: 'The endpoint URL must start with https:// or http://',
    eventTypesRequired: 'Please choose at least one event type',
  },
);

export const secretLabels = localized(
  {
    title: '签名密钥',
    warning: '密钥仅显示这一次，请立即复制并妥善保存。关闭后无法再次查看，只能重置。',
    secret: '密钥',
    copy: '复制密钥',
    copied: '密钥已复制',
    copyFailed: '复制失败，请手动选择密钥复制',
    done: '我已保存',
  },
  {
    title: 'Signing secret',
    warning:
      'The secret is shown this once only: copy it now and keep it safe. Once closed it cannot be viewed again, only reset.',
    secret: 'Secret',
    copy: 'Copy secret',
    copied: 'Secret copied',
    copyFailed: 'Copying failed, please select the secret and copy it by hand',
    done: 'I have saved it',
  },
);

export const deliveryLabels = localized(
  {
    listTitle: '投递记录',
    caption: '投递记录',
    empty: '暂无投递记录',
    endpoint: '接口',
    eventType: '事件类型',
    state: '状态',
    createdDay: '创建日期',
    all: '全部',
    view: '查看',
    replay: '重新投递',
    replayed: (state: string) => `已重新投递：${state}`,
    confirmReplay: '确定立即重新投递这条记录吗？接收方将再次收到同一投递 ID 的请求。',
    actions: '操作',
    export: '导出',
    lastStatus: (status: number | null, error: string) => (status === null ? error || '—' : `HTTP ${status}`),
  },
  {
    listTitle: 'Deliveries',
    caption: 'Deliveries',
    empty: 'No deliveries',
    endpoint: 'Endpoint',
    eventType: 'Event type',
    state: 'Status',
    createdDay: 'Created on',
    all: 'All',
    view: 'View',
    replay: 'Deliver again',
    replayed: (state: string) => `Delivered again: ${state}`,
    confirmReplay:
      'Deliver this record again now? The receiver gets a request with the same delivery ID again.',
    actions: 'Actions',
    export: 'Export',
    lastStatus: (status: number | null, error: string) => (status === null ? error || '—' : `HTTP ${status}`),
  },
);

export const attemptLabels = localized(
  {
    title: '投递详情',
    close: '关闭',
    deliveryId: '投递 ID',
    body: '请求内容',
    attempts: '尝试记录',
    empty: '尚未尝试投递',
    manual: '手动',
    scheduled: '自动',
    notFound: '投递记录不存在',
    columns: {
      startedAt: '时间',
      kind: '方式',
      statusCode: '状态码',
      durationMs: '耗时',
      responseBody: '应答内容',
      error: '错误',
    },
    duration: (ms: number) => `${ms} ms`,
  },
  {
    title: 'Delivery details',
    close: 'Close',
    deliveryId: 'Delivery ID',
    body: 'Request body',
    attempts: 'Attempts',
    empty: 'No attempts yet',
    manual: 'Manual',
    scheduled: 'Automatic',
    notFound: 'Delivery not found',
    columns: {
      startedAt: 'Time',
      kind: 'Trigger',
      statusCode: 'Status code',
      durationMs: 'Duration',
      responseBody: 'Response body',
      error: 'Error',
    },
    duration: (ms: number) => `${ms} ms`,
  },
);
