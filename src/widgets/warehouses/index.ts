/** The <yp-warehouses> tag (loaded lazily by the embed script through ../registry). */
import { defineWidget } from '../define-widget';
import { WarehousesWidget } from './WarehousesWidget';

export default defineWidget('yp-warehouses', WarehousesWidget, {
  props: { view: 'string', warehouseId: 'string' },
  events: ['yp-navigate'],
});
