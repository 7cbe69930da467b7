import { useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { uiLabels } from '../labels';
import { Table, type TableColumn } from '../Table';
import { vars } from '../theme/tokens';
import { visuallyHidden } from '../theme/mixins';
import type { ChartData } from './chart-types';
import { LazyChart } from './LazyChart';

const Figure = styled.figure`
  display: grid;
  gap: ${vars.spaceMd};
  margin: 0;
  min-width: 0;
`;

const Head = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.spaceSm} ${vars.spaceMd};
`;

const Title = styled.div`
  font-size: ${vars.fontSizeMd};
  font-weight: 600;
  color: ${vars.colorText};
`;

const Summary = styled.p`
  margin: ${vars.spaceXs} 0 0;
  font-size: ${vars.fontSizeSm};
  font-weight: 400;
  color: ${vars.colorTextSecondary};
`;

const Toggle = styled.div`
  display: flex;
  gap: ${vars.spaceXs};
`;

/** Kept for screen readers. Its scroll box must not scroll in the 1 px clip: a scrollable region needs keyboard access. */
const HiddenTable = styled.div`
  ${visuallyHidden}
  & > div {
    overflow: visible;
  }
`;

export interface ChartWithTableProps {
  /** Names the figure and its table, e.g. 月度租金. */
  title: ReactNode;
  data: ChartData;
  /** The table's first column header, e.g. 月份. */
  categoryTitle: string;
  /**
   * One sentence on what the numbers show, computed from them (e.g. 近 12 个月在库量从 1,200 片增至 1,850 片):
   * shown under the title and the figure's accessible description.
   */
  summary?: string;
  /**
   * In the chart mode: `visible` (default) shows the table under the chart; `hidden` keeps it for screen
   * readers only. The 表格 toggle shows the table instead of the chart either way.
   */
  table?: 'visible' | 'hidden';
  height?: number;
}

type Mode = 'chart' | 'table';
const MODES: readonly Mode[] = ['chart', 'table'];

interface Row {
  category: string;
  index: number;
}

/**
 * A chart with the same numbers as a table: the table is the accessible source (the chart is aria-hidden)
 * and is there at once, while the chart's library is still loading. The 图表 / 表格 toggle shows the table
 * in the chart's place (the library is then not loaded for it). Pass `data` memoized (useMemo).
 */
export function ChartWithTable({
  title,
  data,
  categoryTitle,
  summary,
  table = 'visible',
  height,
}: ChartWithTableProps) {
  const [mode, setMode] = useState<Mode>('chart');
  const id = useId();
  const rows = useMemo(() => data.categories.map((category, index) => ({ category, index })), [data]);
  const columns = useMemo<TableColumn<Row>[]>(
    () => [
      { key: 'category', title: categoryTitle },
      ...data.series.map((series, column) => ({
        key: `series-${column}`,
        title: series.name,
        align: 'right' as const,
        // A missing value is shown as missing (—), never as a made-up 0.
        render: (row: Row) => {
          const value = series.values[row.index];
          return value === undefined ? null : data.format(value);
        },
      })),
    ],
    [data, categoryTitle],
  );
  const numbers = <Table caption={title} columns={columns} rows={rows} rowKey="index" />;
  const tableShown = mode === 'table' || table === 'visible';
  return (
    // Named by its title alone: the caption also holds the toggle's buttons.
    <Figure aria-labelledby={`${id}-title`} aria-describedby={summary ? `${id}-summary` : undefined}>
      <Head>
        <div>
          <Title id={`${id}-title`}>{title}</Title>
          {summary && <Summary id={`${id}-summary`}>{summary}</Summary>}
        </div>
        <Toggle role="group" aria-label={uiLabels.chart.show}>
          {MODES.map((option) => (
            <Button
              key={option}
              size="small"
              variant={mode === option ? 'primary' : 'default'}
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
            >
              {uiLabels.chart.modes[option]}
            </Button>
          ))}
        </Toggle>
      </Head>
      {mode === 'chart' && <LazyChart data={data} height={height} />}
      {tableShown ? numbers : <HiddenTable>{numbers}</HiddenTable>}
    </Figure>
  );
}
