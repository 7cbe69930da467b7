/** The <yp-bills> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { BillsWidget } from './BillsWidget';
import { billsWidget } from './declaration';

export default defineWidget(billsWidget, BillsWidget);
