import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const homeWidget = declareWidget({
  tag: 'yp-home-board',
  summary: "首页看板 and 数据图表 (the company's stock tiles, recent movements, trends and stock map)",
  attributes: {
    view: { type: 'string', values: ['board', 'chart'], description: 'board (default) or chart' },
  },
  events: [],
  pages: [
    { path: PAGES.system.board, attributes: { view: 'board' } },
    { path: PAGES.system.chart, attributes: { view: 'chart' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
