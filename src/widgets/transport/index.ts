/** The <yp-transport> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { transportWidget } from './declaration';
import { TransportWidget } from './TransportWidget';

export default defineWidget(transportWidget, TransportWidget);
