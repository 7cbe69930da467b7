import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const warehousesWidget = declareWidget({
  tag: 'yp-warehouses',
  summary: '仓库列表, 新增仓库, 编辑仓库 (the company’s warehouses and receiving addresses)',
  attributes: {
    view: { type: 'string', values: ['list', 'new', 'edit'], description: 'list (default), new or edit' },
    warehouseId: { type: 'string', description: 'view="edit": the warehouse edited' },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.address.addressmanage, attributes: { view: 'list' } },
    { path: PAGES.address.newaddress, attributes: { view: 'new' } },
    { path: PAGES.address.editaddress, attributes: { view: 'edit' }, query: { id: 'warehouseId' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
