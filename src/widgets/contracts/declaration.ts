import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const contractsWidget = declareWidget({
  tag: 'yp-contract-signing',
  summary: '在线签约: contracts by kind, a contract’s document, signing by SMS code, download, verify',
  attributes: {
    view: { type: 'string', values: ['list', 'detail'], description: 'list (default) or detail' },
    kind: { type: 'string', values: ['standard', 'c1'], description: 'view="list": the tab first shown' },
    contractId: { type: 'string', description: 'view="detail": the contract shown' },
  },
  events: ['yp-navigate', 'yp-contract-signed'],
  pages: [
    { path: PAGES.centerContract.online, attributes: { view: 'list' } },
    { path: PAGES.centerContract.detail, attributes: { view: 'detail' }, query: { id: 'contractId' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
