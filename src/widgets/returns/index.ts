/** The <yp-returns> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { returnsWidget } from './declaration';
import { ReturnsWidget } from './ReturnsWidget';

export default defineWidget(returnsWidget, ReturnsWidget);
