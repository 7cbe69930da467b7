/** The <yp-carrier-orders> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { CarrierOrdersWidget } from './CarrierOrdersWidget';
import { carrierOrdersWidget } from './declaration';

export default defineWidget(carrierOrdersWidget, CarrierOrdersWidget);
