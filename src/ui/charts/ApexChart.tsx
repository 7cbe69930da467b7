/**
 * The only module that imports apexcharts: LazyChart loads it with import(), so the library is a chunk of
 * its own that a page fetches when it first draws a chart, never part of a first load (DESIGN.md §6;
 * tests/build/bundle-size.test.ts checks it). The `core` entry points plus the two chart types and the
 * legend we draw keep that chunk smaller than the full build.
 *
 * Inside a widget's shadow root apexcharts puts its stylesheet (<style id="apexcharts-css">) into that
 * shadow root rather than document.head, so the chart is styled there without help from us.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import ReactApexChart from 'react-apexcharts/core';
import 'apexcharts/bar';
import 'apexcharts/line';
import 'apexcharts/features/legend';
import { readToken } from '../theme/tokens';
import { apexSeriesOf, chartOptionsOf } from './chart-options';
import type { ChartData, ChartPalette } from './chart-types';

/** Colours as the element sees them, so a host page's --yp-* overrides reach the SVG too. */
function paletteOf(element: Element): ChartPalette {
  return {
    series: [
      readToken(element, 'colorPrimary'),
      readToken(element, 'colorBorderStrong'),
      readToken(element, 'colorSuccess'),
      readToken(element, 'colorWarning'),
    ],
    text: readToken(element, 'colorText'),
    textSecondary: readToken(element, 'colorTextSecondary'),
    grid: readToken(element, 'colorBorder'),
    fontFamily: readToken(element, 'fontFamily'),
  };
}

export default function ApexChart({ data, height }: { data: ChartData; height: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [palette, setPalette] = useState<ChartPalette | null>(null);
  // Read before the first paint, once the box is in the document (and in its shadow root) to inherit from.
  useLayoutEffect(() => setPalette(paletteOf(box.current!)), []);
  // New options make react-apexcharts redraw: only when the data or the colours change.
  const options = useMemo(() => palette && chartOptionsOf(data, palette), [data, palette]);
  const series = useMemo(() => apexSeriesOf(data), [data]);
  return (
    <div ref={box} data-chart-ready={palette ? '' : undefined}>
      {options && <ReactApexChart type={data.kind} height={height} options={options} series={series} />}
    </div>
  );
}
