import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const companyAccountsWidget = declareWidget({
  tag: 'yp-company-accounts',
  summary: '企业账号管理, 角色管理 (the company’s sub-accounts and custom roles)',
  attributes: {
    view: { type: 'string', values: ['accounts', 'roles'], description: 'accounts (default) or roles' },
  },
  events: [],
  pages: [
    { path: PAGES.centerAccount.company, attributes: { view: 'accounts' } },
    { path: PAGES.centerAccount.role, attributes: { view: 'roles' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
