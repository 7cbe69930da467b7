import { useMemo } from 'react';
import styled from 'styled-components';
import { Card, vars } from '../../ui';
import { ChartWithTable, type ChartData } from '../../ui/charts';

const Summary = styled.span`
  display: block;
  margin-top: ${vars.spaceXs};
  font-size: ${vars.fontSizeSm};
  font-weight: 400;
  color: ${vars.colorTextSecondary};
`;

export interface ReportChartProps<A> {
  title: string;
  /** The answer the chart is drawn from. */
  answer: A;
  chartOf: (answer: A) => ChartData;
  /** The one sentence under the title that says what the chart shows (also read with the table). */
  summaryOf: (answer: A) => string;
  categoryTitle: string;
}

/** One chart of a report in its card: its title, the summary sentence, the chart and its table twin. */
export function ReportChart<A>({ title, answer, chartOf, summaryOf, categoryTitle }: ReportChartProps<A>) {
  const data = useMemo(() => chartOf(answer), [chartOf, answer]);
  return (
    <Card>
      <ChartWithTable
        title={
          <>
            {title}
            <Summary>{summaryOf(answer)}</Summary>
          </>
        }
        data={data}
        categoryTitle={categoryTitle}
      />
    </Card>
  );
}
