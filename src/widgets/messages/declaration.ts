import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const messagesWidget = declareWidget({
  tag: 'yp-messages',
  summary: '消息列表与消息详情 (messages: list by type, detail, live unread counts)',
  attributes: {
    view: { type: 'string', values: ['list', 'detail'], description: 'list (default) or detail' },
    messageId: { type: 'string', description: 'view="detail": the message shown' },
  },
  events: ['yp-navigate', 'yp-unread-change'],
  pages: [
    { path: PAGES.message.list, attributes: { view: 'list' } },
    { path: PAGES.message.detail, attributes: { view: 'detail' }, query: { id: 'messageId' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
