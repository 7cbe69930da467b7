/**
 * DOM events a widget dispatches on its host element (bubbling, composed, so they leave the shadow root).
 * A widget never redirects the host page itself.
 */
import type { SessionExpiredEvent } from './notify';

export const WIDGET_EVENTS = {
  /** detail: WidgetNavigateDetail — the widget wants another portal page. */
  navigate: 'yp-navigate',
  /** detail: SessionExpiredEvent — the host should sign the user in again. */
  sessionExpired: 'yp-session-expired',
} as const;

export type WidgetEventName = (typeof WIDGET_EVENTS)[keyof typeof WIDGET_EVENTS];

export interface WidgetNavigateDetail {
  /** A portal path such as /yelopack/stock/ownStockDetail?id=42 */
  path: string;
}

export interface WidgetEventDetails {
  'yp-navigate': WidgetNavigateDetail;
  'yp-session-expired': SessionExpiredEvent;
}
