import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, vars } from '../../ui';
import { chartText } from './labels';
import { ChartWithTable, type ChartData } from '../../ui/charts';

const Toggle = styled.div`
  display: flex;
  justify-content: flex-end;
`;

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

/**
 * One chart of a report in its card: its title, the summary sentence, the chart and its table twin, which
 * 显示数据表 shows (screen readers always have it).
 */
export function ReportChart<A>({ title, answer, chartOf, summaryOf, categoryTitle }: ReportChartProps<A>) {
  const data = useMemo(() => chartOf(answer), [chartOf, answer]);
  const [tableShown, setTableShown] = useState(false);
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
        table={tableShown ? 'visible' : 'hidden'}
      />
      <Toggle>
        <Button variant="link" aria-pressed={tableShown} onClick={() => setTableShown(!tableShown)}>
          {tableShown ? chartText.hideTable : chartText.showTable}
        </Button>
      </Toggle>
    </Card>
  );
}
