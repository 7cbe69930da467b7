import { createRoot, type Root } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { formatYuan } from '../../contract/money';
import { demoMonthlyRent } from '../story-data';
import { assertDeepEqual, assertEqual, waitFor } from '../test-support/assert';
import { afterEach, describe, it } from '../test-support/browser-test';
import type { ChartData } from './chart-types';
import { ChartWithTable } from './ChartWithTable';

let root: Root | null = null;

/** Renders `ui` in an open shadow root with its styles there, as a widget does (define-widget.tsx). */
function mountInShadowRoot(ui: React.ReactNode): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  root = createRoot(container);
  root.render(<StyleSheetManager target={shadow as unknown as HTMLElement}>{ui}</StyleSheetManager>);
  return shadow;
}

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

const rent: ChartData = {
  kind: 'bar',
  categories: demoMonthlyRent.months,
  series: [
    { name: '租金（元）', values: demoMonthlyRent.hire },
    { name: '超期费用（元）', values: demoMonthlyRent.overdue },
  ],
  format: formatYuan,
};

const textsOf = (cells: Iterable<Element>) => [...cells].map((cell) => cell.textContent);

describe('ChartWithTable in a shadow root', () => {
  it('shows every value formatted in the table, and the chart after its library loads', async () => {
    const shadow = mountInShadowRoot(<ChartWithTable title="月度租金" categoryTitle="月份" data={rent} />);
    const table = await waitFor(() => shadow.querySelector('table'), 'the table');
    assertDeepEqual(
      textsOf(table.querySelectorAll('thead th')),
      ['月份', '租金（元）', '超期费用（元）'],
      'headers',
    );
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => textsOf(row.querySelectorAll('td')));
    const expected = demoMonthlyRent.months.map((month, i) => [
      month,
      formatYuan(demoMonthlyRent.hire[i]!),
      formatYuan(demoMonthlyRent.overdue[i]!),
    ]);
    assertDeepEqual(rows, expected, 'one row a month, 元 from fen');
    assertEqual(rows[0]![1], '18,423.50', 'December hire as 元');

    const frame = shadow.querySelector('[data-chart]')!;
    assertEqual(frame.getAttribute('aria-hidden'), 'true', 'the chart is hidden from assistive technology');
    const svg = await waitFor(() => frame.querySelector('.apexcharts-canvas svg'), 'the chart drawn');
    assertEqual(svg.querySelectorAll('.apexcharts-series').length, 2, 'two series drawn');
    // apexcharts styles a chart in a shadow root from a <style> in that root, not in document.head.
    assertEqual(shadow.getElementById('apexcharts-css') !== null, true, 'its stylesheet in the shadow root');
    assertEqual(document.getElementById('apexcharts-css'), null, 'none in the page');
    assertEqual(getComputedStyle(frame.querySelector('.apexcharts-canvas')!).position, 'relative', 'styled');
    // Nothing inside the aria-hidden chart may take focus (axe: aria-hidden-focus).
    assertEqual(
      frame.querySelectorAll('[tabindex]:not([tabindex="-1"]), a[href], button').length,
      0,
      'focusable',
    );
  });
});

describe('ChartWithTable: summary and the chart/table toggle', () => {
  const press = (shadow: ShadowRoot, name: string) => {
    const button = [...shadow.querySelectorAll('button')].find((b) => b.textContent === name)!;
    button.click();
    return button;
  };
  /** Not inside the 1 px clip that keeps a table for screen readers only. */
  const visible = (element: Element | null): boolean =>
    element === null || (element.getBoundingClientRect().width > 1 && visible(element.parentElement));

  it('describes the figure with its summary and shows the table instead of the chart on 表格', async () => {
    const summary = '近 12 个月租金最高 18,423.50 元';
    const shadow = mountInShadowRoot(
      <ChartWithTable title="月度租金" categoryTitle="月份" data={rent} summary={summary} table="hidden" />,
    );
    const figure = await waitFor(() => shadow.querySelector('figure'), 'the figure');
    const described = shadow.getElementById(figure.getAttribute('aria-describedby')!)!;
    assertEqual(described.textContent, summary, 'the summary describes the figure');
    assertEqual(
      shadow.getElementById(figure.getAttribute('aria-labelledby')!)!.textContent,
      '月度租金',
      'named',
    );
    const table = shadow.querySelector('table')!;
    assertEqual(visible(table), false, 'the table only for screen readers in the chart mode');
    assertEqual(shadow.querySelectorAll('[data-chart]').length, 1, 'the chart');

    const tableButton = press(shadow, '表格');
    await waitFor(() => tableButton.getAttribute('aria-pressed') === 'true', '表格 pressed');
    assertEqual(shadow.querySelectorAll('[data-chart]').length, 0, 'no chart in the table mode');
    assertEqual(visible(shadow.querySelector('table')!), true, 'the table shown');
    assertEqual(shadow.querySelectorAll('tbody tr').length, rent.categories.length, 'every row');

    const chartButton = press(shadow, '图表');
    await waitFor(() => chartButton.getAttribute('aria-pressed') === 'true', '图表 pressed');
    assertEqual(tableButton.getAttribute('aria-pressed'), 'false', '表格 released');
    assertEqual(shadow.querySelectorAll('[data-chart]').length, 1, 'the chart back');
    assertEqual(shadow.querySelectorAll('table').length, 1, 'the table still in the DOM');
  });
});
