/** The <yp-freight-demands> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { freightDemandsWidget } from './declaration';
import { FreightDemandsWidget } from './FreightDemandsWidget';

export default defineWidget(freightDemandsWidget, FreightDemandsWidget);
