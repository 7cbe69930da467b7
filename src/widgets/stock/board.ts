/**
 * The <yp-stock-board> tag (loaded lazily by the embed script through ../registry). Its own entry, apart
 * from <yp-stock>, so a host page that shows only the board loads no list, detail or dialog code.
 */
import { defineWidget } from '../define-widget';
import { StockBoard } from './StockBoard';

export default defineWidget('yp-stock-board', StockBoard, {
  props: { warehouseId: 'string', trayTypeCode: 'string' },
  events: ['yp-navigate'],
});
