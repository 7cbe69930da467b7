import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatYuan } from '../contract/money';
import type { ChartData } from './charts';
import { ChartWithTable } from './charts';
import { demoMonthlyRent } from './story-data';

const meta: Meta = { title: 'UI/Charts' };
export default meta;

const rent = (kind: ChartData['kind']): ChartData => ({
  kind,
  categories: demoMonthlyRent.months,
  series: [
    { name: '租金（元）', values: demoMonthlyRent.hire },
    { name: '超期费用（元）', values: demoMonthlyRent.overdue },
  ],
  format: formatYuan,
});
const rentBars = rent('bar');
const rentLines = rent('line');

/** Monthly rent over a year, two series, 元 from fen; the same numbers in the table under it. */
export const MonthlyRent: StoryObj = {
  render: () => <ChartWithTable title="月度租金" categoryTitle="月份" data={rentBars} />,
};

/** The same as lines, the table kept for screen readers only. */
export const MonthlyRentLines: StoryObj = {
  render: () => <ChartWithTable title="月度租金" categoryTitle="月份" data={rentLines} table="hidden" />,
};
