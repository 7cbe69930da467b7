/** The <yp-warehouses> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { warehousesWidget } from './declaration';
import { WarehousesWidget } from './WarehousesWidget';

export default defineWidget(warehousesWidget, WarehousesWidget);
