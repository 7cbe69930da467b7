import { Component, lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { uiLabels } from '../labels';
import { vars } from '../theme/tokens';
import type { ChartData } from './chart-types';

/** import() is the only path to apexcharts (see ApexChart.tsx): the chunk loads when a chart first renders. */
const ApexChart = lazy(() => import('./ApexChart'));

/** Holds the chart's height from the first frame, so nothing below it moves when the library arrives. */
const Frame = styled.div<{ $height: number }>`
  min-height: ${(p) => p.$height}px;
`;

const Placeholder = styled.div<{ $height: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${(p) => p.$height}px;
  background: ${vars.colorBgMuted};
  border-radius: ${vars.radius};
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

/** A chunk that fails to load (offline, a deploy replaced it) costs the chart, never the page around it. */
class ChartLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface LazyChartProps {
  data: ChartData;
  /** Plot height in px, the placeholder's too (default 280). */
  height?: number;
}

/**
 * A bar or line chart drawn by apexcharts, loaded on first use. It is hidden from assistive technology:
 * use it through ChartWithTable, whose table carries the same numbers for everyone. Pass `data` memoized
 * (useMemo): a new object redraws the chart.
 */
export function LazyChart({ data, height = 280 }: LazyChartProps) {
  return (
    <Frame $height={height} aria-hidden="true" data-chart="">
      <ChartLoadBoundary fallback={<Placeholder $height={height}>{uiLabels.chart.loadError}</Placeholder>}>
        <Suspense fallback={<Placeholder $height={height}>{uiLabels.chart.loading}</Placeholder>}>
          <ApexChart data={data} height={height} />
        </Suspense>
      </ChartLoadBoundary>
    </Frame>
  );
}
