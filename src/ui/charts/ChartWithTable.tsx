import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
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

const Caption = styled.figcaption`
  font-size: ${vars.fontSizeMd};
  font-weight: 600;
  color: ${vars.colorText};
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
  /** `visible` (default) shows the table under the chart; `hidden` keeps it for screen readers only. */
  table?: 'visible' | 'hidden';
  height?: number;
}

interface Row {
  category: string;
  index: number;
}

/**
 * A chart with the same numbers as a table: the table is the accessible source (the chart is aria-hidden)
 * and is there at once, while the chart's library is still loading. Pass `data` memoized (useMemo).
 */
export function ChartWithTable({
  title,
  data,
  categoryTitle,
  table = 'visible',
  height,
}: ChartWithTableProps) {
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
  return (
    <Figure>
      <Caption>{title}</Caption>
      <LazyChart data={data} height={height} />
      {table === 'visible' ? numbers : <HiddenTable>{numbers}</HiddenTable>}
    </Figure>
  );
}
