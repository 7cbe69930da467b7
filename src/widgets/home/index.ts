/** The <yp-home-board> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { homeWidget } from './declaration';
import { HomeWidget } from './HomeWidget';

export default defineWidget(homeWidget, HomeWidget);
