/** The <yp-transport> tag (loaded lazily by the embed script through ../registry). */
import { defineWidget } from '../define-widget';
import { TransportWidget } from './TransportWidget';

export default defineWidget('yp-transport', TransportWidget, {
  props: { view: 'string', documentId: 'string' },
  events: ['yp-navigate'],
});
