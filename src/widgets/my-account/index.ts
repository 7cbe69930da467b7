/** The <yp-my-account> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { myAccountWidget } from './declaration';
import { MyAccountWidget } from './MyAccountWidget';

export default defineWidget(myAccountWidget, MyAccountWidget);
