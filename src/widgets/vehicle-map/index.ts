/** The <yp-vehicle-map> tag (loaded lazily by the embed script through ../registry). */
import { defineWidget } from '../define-widget';
import { VehicleMapWidget } from './VehicleMapWidget';

export default defineWidget('yp-vehicle-map', VehicleMapWidget, {
  props: { waybillNo: 'string' },
  events: [],
});
