import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const vehicleMapWidget = declareWidget({
  tag: 'yp-vehicle-map',
  summary: '车辆定位 (vehicles on an offline map of China, with track playback)',
  attributes: {
    waybillNo: { type: 'string', description: 'the waybill whose vehicle is shown first' },
  },
  events: [],
  pages: [{ path: PAGES.transport.gps, query: { waybillNo: 'waybillNo' } }],
  load: (): Promise<WidgetModule> => import('./index'),
});
