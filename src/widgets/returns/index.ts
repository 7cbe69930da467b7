/** The <yp-returns> tag (loaded lazily by the embed script through ../registry). */
import { defineWidget } from '../define-widget';
import { ReturnsWidget } from './ReturnsWidget';

export default defineWidget('yp-returns', ReturnsWidget, {
  props: { view: 'string', returnId: 'string' },
  events: ['yp-navigate'],
});
