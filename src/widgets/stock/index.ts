/** The <yp-stock> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { stockWidget } from './declaration';
import { StockWidget } from './StockWidget';

export default defineWidget(stockWidget, StockWidget);
