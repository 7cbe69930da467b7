/** The <yp-stock-moves> tag (loaded lazily by the embed script through ../registry). */
import { defineWidget } from '../define-widget';
import { StockMovesWidget } from './StockMovesWidget';

export default defineWidget('yp-stock-moves', StockMovesWidget, {
  props: { view: 'string', sourceType: 'string', documentId: 'string' },
  events: ['yp-navigate'],
});
