/**
 * The period of a report: 按日 / 按周 / 按月 and a date range (at most MAX_PERIOD_DAYS), for a FilterBar.
 * The caller keeps the draft and asks `periodProblems` before applying it; the problems show here.
 */
import styled from 'styled-components';
import { GRANULARITIES, GRANULARITY_LABELS, periodProblems, type ReportPeriod } from '../../contract/reports';
import { Button, DateRangePicker, Field, vars } from '../../ui';
import { homeLabels } from './labels';

const text = homeLabels.chart;

/** The two date pickers need more than one column of the filter bar. */
const Wide = styled.div`
  grid-column: span 2;
`;

const Choices = styled.div`
  display: inline-flex;
  gap: ${vars.spaceXs};
`;

export interface PeriodFilterProps {
  value: ReportPeriod;
  /** The part of the period edited (a patch: two quick edits never undo each other). */
  onChange: (patch: Partial<ReportPeriod>) => void;
  /** Show the period's problems (after a 查询 that was refused). */
  checked: boolean;
}

/** Why the period cannot be asked for, as one message for the range field. */
export function periodError(period: ReportPeriod): string | undefined {
  const problems = periodProblems(period);
  return problems.startDate ?? problems.endDate;
}

export function PeriodFilter({ value, onChange, checked }: PeriodFilterProps) {
  return (
    <>
      <Field label={text.granularity} layout="horizontal">
        <Choices role="group" aria-label={text.granularity}>
          {GRANULARITIES.map((granularity) => (
            <Button
              key={granularity}
              type="button"
              size="small"
              variant={value.granularity === granularity ? 'primary' : 'default'}
              aria-pressed={value.granularity === granularity}
              onClick={() => onChange({ granularity })}
            >
              {GRANULARITY_LABELS[granularity]}
            </Button>
          ))}
        </Choices>
      </Field>
      <Wide>
        <Field label={text.period} layout="horizontal" error={checked ? periodError(value) : undefined}>
          <DateRangePicker
            value={[value.startDate, value.endDate]}
            onChange={(range) => onChange({ startDate: range?.[0] ?? '', endDate: range?.[1] ?? '' })}
          />
        </Field>
      </Wide>
    </>
  );
}
