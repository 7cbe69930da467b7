import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const membershipWidget = declareWidget({
  tag: 'yp-membership',
  summary: '企业会员认证 (the company’s membership certification: info, credentials, remittance, signing)',
  attributes: {
    view: { type: 'string', values: ['vip'], description: 'vip (default): the certification steps' },
  },
  events: [],
  pages: [{ path: PAGES.centerAccount.vip, attributes: { view: 'vip' } }],
  load: (): Promise<WidgetModule> => import('./index'),
});
