import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const myAccountWidget = declareWidget({
  tag: 'yp-my-account',
  summary: '我的账户 (profile, company, level, balance, deposit, companies, coupons, contact)',
  attributes: {
    view: { type: 'string', values: ['my'], description: 'my (default): the account page' },
  },
  events: ['yp-navigate'],
  pages: [{ path: PAGES.centerAccount.my, attributes: { view: 'my' } }],
  load: (): Promise<WidgetModule> => import('./index'),
});
