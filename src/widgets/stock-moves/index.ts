/** The <yp-stock-moves> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { stockMovesWidget } from './declaration';
import { StockMovesWidget } from './StockMovesWidget';

export default defineWidget(stockMovesWidget, StockMovesWidget);
