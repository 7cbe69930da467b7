/** The /api/customerMessage/ calls of SPEC §7 (wire types in src/contract/messages.ts). */
import { API } from '../../contract/api-paths';
import type { ClearUnreadRequest, ClearUnreadResult } from '../../contract/messages';
import { api } from '../../core';

/** Reads, through the query layer: answers Page<MessageItem> to a MessageListQuery. */
export const MESSAGE_LIST_CALL = API.customerMessage.getMessageList;
/** Answers MessageItem to a MessageDetailRequest, and marks the message read. */
export const MESSAGE_DETAIL_CALL = API.customerMessage.getMessageDetail;
/** Answers MessageCollectData (unread counts per type). */
export const MESSAGE_COLLECT_CALL = API.customerMessage.getMessageCollectData;
/** The reads a change of read states changes. */
export const READ_STATE_READS = [MESSAGE_LIST_CALL, MESSAGE_COLLECT_CALL] as const;

export const messagesApi = {
  clearUnread: (request: ClearUnreadRequest) =>
    api.post<ClearUnreadResult>(API.customerMessage.clearUnread, request),
};

/** GET, server-sent events named `unread` carrying MessageCollectData. */
