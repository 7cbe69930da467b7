import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Granularity, ReportPeriod } from '../../contract/reports';
import { shanghaiDate } from '../../core';
import { vars } from '../../ui';
import { PeriodFilter } from '../PeriodFilter';
import { defaultPeriod, periodError } from '../report-period';

/**
 * The period of a report view: the one being edited, and the one asked for, which follows it as soon as
 * it is sound. Starts at the default range of `granularity` up to today.
 */
export function usePeriod(granularity: Granularity = 'day') {
  const [state, setState] = useState(() => {
    const start = defaultPeriod(granularity, shanghaiDate(Date.now()));
    return { draft: start, period: start };
  });
  const edit = (patch: Partial<ReportPeriod>) =>
    setState(({ draft, period }) => {
      const next = { ...draft, ...patch };
      return { draft: next, period: periodError(next) ? period : next };
    });
  return { ...state, edit };
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

export interface PeriodBarProps {
  period: ReturnType<typeof usePeriod>;
  /** Further filters of the view (成员企业), after the period. */
  children?: ReactNode;
}

/** The period filter of a report view, applied as soon as it is sound (no 查询 button). */
export function PeriodBar({ period, children }: PeriodBarProps) {
  return (
    <Bar>
      <PeriodFilter value={period.draft} onChange={period.edit} />
      {children}
    </Bar>
  );
}
