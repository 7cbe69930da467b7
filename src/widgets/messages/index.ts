/** The <yp-messages> tag (loaded lazily by the embed script through ../registry). */
import { defineWidget } from '../define-widget';
import { MessagesWidget } from './MessagesWidget';

export default defineWidget('yp-messages', MessagesWidget, {
  props: { view: 'string', messageId: 'string' },
  events: ['yp-navigate', 'yp-unread-change'],
});
