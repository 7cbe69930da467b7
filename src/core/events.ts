/**
 * DOM events a widget dispatches on its host element (bubbling, composed, so they leave the shadow root).
 * A widget never redirects the host page itself.
 */
import type { MessageCollectData } from '../contract/messages';
import type { SessionExpiredEvent } from './notify';

export const WIDGET_EVENTS = {
  /** detail: WidgetNavigateDetail — the widget wants another portal page. */
  navigate: 'yp-navigate',
  /** detail: SessionExpiredEvent — the host should sign the user in again. */
  sessionExpired: 'yp-session-expired',
  /** detail: MessageCollectData — the unread message counts changed (the shell header shows them). */
  unreadChange: 'yp-unread-change',
  /** detail: ContractSignedDetail — a contract was signed in <yp-contract-signing>. */
  contractSigned: 'yp-contract-signed',
} as const;

export type WidgetEventName = (typeof WIDGET_EVENTS)[keyof typeof WIDGET_EVENTS];

export interface WidgetNavigateDetail {
  /** A portal path such as /yelopack/stock/ownStockDetail?id=42 */
  path: string;
  /** Query parameters of the target page, e.g. { id: '42' } for /message/detail. */
  query?: Record<string, string>;
}

export interface ContractSignedDetail {
  contractId: string;
}

export interface WidgetEventDetails {
  'yp-navigate': WidgetNavigateDetail;
  'yp-session-expired': SessionExpiredEvent;
  'yp-unread-change': MessageCollectData;
  'yp-contract-signed': ContractSignedDetail;
}
