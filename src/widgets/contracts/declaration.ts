import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const contractsWidget = declareWidget({
  tag: 'yp-contract-signing',
  summary: '在线签约: contracts, signing by SMS code',
  attributes: {
    view: { type: 'string', values: ['list', 'detail'], description: 'list or detail' },
    kind: { type: 'string', values: ['standard', 'c1'], description: 'list: first tab' },
    contractId: { type: 'string', description: 'detail: the contract' },
  },
  events: ['yp-navigate', 'yp-contract-signed'],
  pages: [
    { path: PAGES.centerContract.online, attributes: { view: 'list' } },
    { path: PAGES.centerContract.detail, attributes: { view: 'detail' }, query: { id: 'contractId' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
