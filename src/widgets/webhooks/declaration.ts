import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const webhooksWidget = declareWidget({
  tag: 'yp-webhooks',
  summary:
    '消息推送 (Webhook 接口), 投递记录 (the company’s webhook endpoints and their deliveries; administrator only)',
  attributes: {
    view: { type: 'string', values: ['list', 'deliveries'], description: 'list (default) or deliveries' },
    endpointId: { type: 'string', description: 'view="deliveries": only this endpoint’s deliveries' },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.centerWebhook.endpoints, attributes: { view: 'list' } },
    {
      path: PAGES.centerWebhook.deliveries,
      attributes: { view: 'deliveries' },
      query: { endpointId: 'endpointId' },
    },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
