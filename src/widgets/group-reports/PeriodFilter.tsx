/**
 * The period of a report (统计粒度 and 统计区间), applied as soon as it is sound: a granularity brings its
 * default range (the last 30 days, 12 weeks or 12 months up to today), a range is checked by the
 * contract's periodProblems and shown with its problem until it is sound.
 */
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  dateOfDayNumber,
  dayNumberOf,
  GRANULARITIES,
  GRANULARITY_LABELS,
  periodProblems,
  type Granularity,
  type ReportPeriod,
} from '../../contract/reports';
import { formatDate } from '../../core';
import { DateRangePicker, Field, Select, vars, type DateRange } from '../../ui';
import { period as text } from './labels';

const DEFAULT_BUCKETS: Readonly<Record<Granularity, number>> = { day: 30, week: 12, month: 12 };
const GRANULARITY_OPTIONS = GRANULARITIES.map((value) => ({ value, label: GRANULARITY_LABELS[value] }));

/** The default period of a granularity ending on `today` (yyyy-MM-dd): whole weeks and months. */
export function defaultPeriod(granularity: Granularity, today: string): ReportPeriod {
  const end = dayNumberOf(today) as number;
  const back = DEFAULT_BUCKETS[granularity] - 1;
  let start: string;
  if (granularity === 'day') start = dateOfDayNumber(end - back);
  else if (granularity === 'week') start = dateOfDayNumber(end - ((end + 3) % 7) - back * 7);
  else {
    const [year, month] = today.split('-').map(Number) as [number, number];
    const first = new Date(Date.UTC(year, month - 1 - back, 1));
    start = first.toISOString().slice(0, 10);
  }
  return { granularity, startDate: start, endDate: today };
}

/** The applied period of a report view, starting at the default range of `granularity` up to today. */
export function usePeriod(granularity: Granularity = 'day') {
  return useState<ReportPeriod>(() => defaultPeriod(granularity, formatDate(new Date())));
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.spaceLg} ${vars.spaceXl};
  padding: ${vars.spaceLg};
  background: ${vars.colorBg};
  border-radius: ${vars.radius};
`;

export interface PeriodFilterProps {
  value: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
  /** Further filters of the view (成员企业), after the period. */
  children?: ReactNode;
}

export function PeriodFilter({ value, onChange, children }: PeriodFilterProps) {
  const [range, setRange] = useState<DateRange | null>([value.startDate, value.endDate]);
  const [start, end] = range ?? ['', ''];
  const problems = periodProblems({ startDate: start, endDate: end });
  const problem = problems.startDate ?? problems.endDate;
  const editRange = (next: DateRange | null) => {
    setRange(next);
    const [startDate, endDate] = next ?? ['', ''];
    if (!Object.keys(periodProblems({ startDate, endDate })).length)
      onChange({ granularity: value.granularity, startDate, endDate });
  };
  const editGranularity = (granularity: Granularity) => {
    const next = defaultPeriod(granularity, formatDate(new Date()));
    setRange([next.startDate, next.endDate]);
    onChange(next);
  };
  return (
    <Bar>
      <Field label={text.granularity} layout="horizontal">
        <Select options={GRANULARITY_OPTIONS} value={value.granularity} onChange={editGranularity} />
      </Field>
      <Field label={text.range} layout="horizontal" error={problem}>
        <DateRangePicker value={range} onChange={editRange} />
      </Field>
      {children}
    </Bar>
  );
}
