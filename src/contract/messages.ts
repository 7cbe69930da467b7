/** Wire types of /api/customerMessage/ and its live unread stream. */
import { API } from './api-paths';
import type { PageQuery } from './envelope';

export type MessageType = 'system' | 'business' | 'bill' | 'contract';

export interface MessageItem {
  id: string;
  type: MessageType;
  title: string;
  /** Plain text; the client renders it as text, never as HTML. */
  content: string;
  read: boolean;
  /** ISO 8601 UTC instant */
  createdAt: string;
}

/** POST getMessageList */
export interface MessageListQuery extends PageQuery {
  type?: MessageType;
  read?: boolean;
  keyword?: string;
  /** yyyy-MM-dd, inclusive, Asia/Shanghai */
  dateStart?: string;
  dateEnd?: string;
}

/** POST getMessageDetail: also marks the message read. */
export interface MessageDetailRequest {
  id: string;
}

/** POST getMessageCollectData; also the payload of each `unread` event on GET /api/customerMessage/stream?token= */
export interface MessageCollectData {
  unread: number;
  byType: { type: MessageType; unread: number; total: number }[];
}

/** POST clearUnread: marks all (or one type's) messages read. */
export interface ClearUnreadRequest {
  type?: MessageType;
}
export interface ClearUnreadResult {
  cleared: number;
}

/** GET with `?token=` (EventSource cannot send headers): server-sent `unread` events carrying MessageCollectData. */
export const UNREAD_STREAM_PATH = API.customerMessage.stream;
