import { useMemo } from 'react';
import { Card } from '../../ui';
import { ChartWithTable, type ChartData } from '../../ui/charts';

export interface ReportChartProps<A> {
  title: string;
  /** The answer the chart is drawn from. */
  answer: A;
  chartOf: (answer: A) => ChartData;
  /** The one sentence under the title that says what the chart shows (the figure's description). */
  summaryOf: (answer: A) => string;
  categoryTitle: string;
}

/** One chart of a report in its card: its title, the summary sentence, the chart and its table twin. */
export function ReportChart<A>({ title, answer, chartOf, summaryOf, categoryTitle }: ReportChartProps<A>) {
  const data = useMemo(() => chartOf(answer), [chartOf, answer]);
  return (
    <Card>
      <ChartWithTable
        title={title}
        summary={summaryOf(answer)}
        data={data}
        categoryTitle={categoryTitle}
        table="hidden"
      />
    </Card>
  );
}
