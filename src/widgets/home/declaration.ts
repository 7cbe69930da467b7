import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const homeWidget = declareWidget({
  tag: 'yp-home-board',
  summary: '首页看板, 数据图表 (the system home)',
  attributes: {
    view: { type: 'string', values: ['board', 'chart'], description: 'board (default), chart' },
  },
  events: [],
  pages: [
    { path: PAGES.system.board, attributes: { view: 'board' } },
    { path: PAGES.system.chart, attributes: { view: 'chart' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
