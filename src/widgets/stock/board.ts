/** The <yp-stock-board> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { stockBoardWidget } from './declaration';
import { StockBoard } from './StockBoard';

export default defineWidget(stockBoardWidget, StockBoard);
