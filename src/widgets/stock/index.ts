/** The <yp-stock> tag (loaded lazily by the embed script through ../registry). */
import { defineWidget } from '../define-widget';
import { StockWidget } from './StockWidget';

export default defineWidget('yp-stock', StockWidget, {
  props: { view: 'string', warehouseId: 'string', trayTypeCode: 'string', ownerCompanyId: 'string' },
  events: ['yp-navigate'],
});
