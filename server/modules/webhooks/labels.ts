import { localized } from '../../../src/contract/localized';

/** Texts of the webhooks module (errmsg, validation, attempt errors), in Chinese and English. */
export const WEBHOOK_LABELS = localized(
  {
    endpointNotFound: '推送接口不存在',
    deliveryNotFound: '投递记录不存在',
    deliveriesFile: '推送投递记录',
    urlInvalid: '请输入有效的网址',
    urlNotHttps: '接口地址须以 https:// 开头（http:// 仅限已允许的本机地址 127.0.0.1、::1、localhost）',
    urlAddressNotAllowed: '接口地址不能是内网、本机或链路本地地址',
    urlWithCredentials: '接口地址不能包含用户名或密码',
    eventTypesRequired: '请至少选择一种事件类型',
    eventTypesRepeated: '事件类型不能重复',
    deliveryInFlight: '该记录正在投递中，请稍后再试',
    endpointDisabled: '接口已停用，未投递',
    endpointDeleted: '接口已删除，未投递',
    timedOut: (seconds: number) => `${seconds} 秒内无应答`,
    notDelivered: (reason: string) => `请求失败：${reason}`,
    addressNotAllowed: (host: string, address: string) =>
      `地址不允许：${host} 解析为内网、本机或链路本地地址 ${address}`,
  },
  {
    endpointNotFound: 'No such webhook endpoint',
    deliveryNotFound: 'No such delivery',
    deliveriesFile: 'Webhook deliveries',
    urlInvalid: 'Please enter a valid URL',
    urlNotHttps:
      'The endpoint URL must start with https:// (http:// only for the allowed local addresses 127.0.0.1, ::1, localhost)',
    urlAddressNotAllowed: 'The endpoint URL must not be a private, local or link-local address',
    urlWithCredentials: 'The endpoint URL must not contain a user name or password',
    eventTypesRequired: 'Please choose at least one event type',
    eventTypesRepeated: 'Event types must not repeat',
    deliveryInFlight: 'This delivery is under way, please try again later',
    endpointDisabled: 'The endpoint is disabled; not delivered',
    endpointDeleted: 'The endpoint was deleted; not delivered',
    timedOut: (seconds) => `No answer within ${seconds} seconds`,
    notDelivered: (reason) => `Request failed: ${reason}`,
    addressNotAllowed: (host, address) =>
      `Address not allowed: ${host} resolves to the private, local or link-local address ${address}`,
  },
);
