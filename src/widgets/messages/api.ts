/** The /api/customerMessage/ calls of SPEC §7 (wire types in src/contract/messages.ts). */
import type { Page } from '../../contract/envelope';
import type {
  ClearUnreadRequest,
  ClearUnreadResult,
  MessageCollectData,
  MessageDetailRequest,
  MessageItem,
  MessageListQuery,
} from '../../contract/messages';
import { api, type RequestOptions } from '../../core';

const BASE = '/api/customerMessage';

export const messagesApi = {
  list: (query: MessageListQuery, options?: RequestOptions) =>
    api.post<Page<MessageItem>>(`${BASE}/getMessageList`, query, options),
  /** Also marks the message read. */
  detail: (request: MessageDetailRequest, options?: RequestOptions) =>
    api.post<MessageItem>(`${BASE}/getMessageDetail`, request, options),
  collect: (options?: RequestOptions) =>
    api.post<MessageCollectData>(`${BASE}/getMessageCollectData`, {}, options),
  clearUnread: (request: ClearUnreadRequest) => api.post<ClearUnreadResult>(`${BASE}/clearUnread`, request),
};

/** GET, server-sent events named `unread` carrying MessageCollectData. */
