import type { PropsOf } from '../declare-widget';
import { Empty } from '../../ui';
import type { homeWidget } from './declaration';
import { HomeBoard } from './HomeBoard';
import { HomeCharts } from './HomeCharts';
import { homeLabels as text } from './labels';

/** <yp-home-board view="board|chart">: 首页看板 (tiles, recent movements, 30-day trend) or 数据图表. */
export function HomeWidget({ view = 'board' }: PropsOf<typeof homeWidget>) {
  if (view === 'board') return <HomeBoard />;
  if (view === 'chart') return <HomeCharts />;
  // A host may write any value: one no view shows is said, not a blank widget.
  return <Empty text={text.unknownView} />;
}
