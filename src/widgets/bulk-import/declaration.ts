import { IMPORT_KINDS } from '../../contract/imports';
import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const bulkImportWidget = declareWidget({
  tag: 'yp-bulk-import',
  summary: '批量导入 (transfers, waybills or door pickups from a CSV/XLSX file)',
  attributes: {
    kind: { type: 'string', values: IMPORT_KINDS, description: 'transfer (default), waybill, return' },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.stock.transferImport, attributes: { kind: 'transfer' } },
    { path: PAGES.transport.outImport, attributes: { kind: 'waybill' } },
    { path: PAGES.return.toDoorImport, attributes: { kind: 'return' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
