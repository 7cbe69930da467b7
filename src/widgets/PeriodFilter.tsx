/**
 * The period of a report: 按日 / 按周 / 按月 and a date range (at most MAX_PERIOD_DAYS). A granularity brings
 * its default range up to today; a range's problem shows as soon as it is unsound. The caller keeps the
 * period being edited and decides when to ask for it (once sound: `periodError`).
 */
import styled from 'styled-components';
import { GRANULARITIES, GRANULARITY_LABELS, type ReportPeriod } from '../contract/reports';
import { shanghaiDate } from '../core';
import { Button, DateRangePicker, Field, vars } from '../ui';
import { reportLabels } from './report-labels';
import { defaultPeriod, periodError } from './report-period';

const text = reportLabels.period;

/** The two date pickers need more than one column of a filter bar. */
const Wide = styled.div`
  grid-column: span 2;
`;

const Choices = styled.div`
  display: inline-flex;
  gap: ${vars.spaceXs};
`;

export interface PeriodFilterProps {
  /** The period being edited (its range may be unsound). */
  value: ReportPeriod;
  /** The part of the period edited (a patch: two quick edits never undo each other). */
  onChange: (patch: Partial<ReportPeriod>) => void;
}

export function PeriodFilter({ value, onChange }: PeriodFilterProps) {
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
              onClick={() => onChange(defaultPeriod(granularity, shanghaiDate(Date.now())))}
            >
              {GRANULARITY_LABELS[granularity]}
            </Button>
          ))}
        </Choices>
      </Field>
      <Wide>
        <Field label={text.range} layout="horizontal" error={periodError(value)}>
          <DateRangePicker
            value={[value.startDate, value.endDate]}
            onChange={(range) => onChange({ startDate: range?.[0] ?? '', endDate: range?.[1] ?? '' })}
          />
        </Field>
      </Wide>
    </>
  );
}
