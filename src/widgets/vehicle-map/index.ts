/** The <yp-vehicle-map> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { vehicleMapWidget } from './declaration';
import { VehicleMapWidget } from './VehicleMapWidget';

export default defineWidget(vehicleMapWidget, VehicleMapWidget);
