import { useState } from 'react';
import type { Granularity } from '../../contract/reports';
import { PageHeader, SelectFilter, Stack, withAll } from '../../ui';
import { common, group } from './labels';
import { Loaded } from './Loaded';
import { PeriodFilter, usePeriod } from './PeriodFilter';
import { memberFlowChart, memberFlowSummary, memberOnHandChart, memberOnHandSummary } from './report-figures';
import { ReportChart } from './ReportChart';
import { useGroupReport } from './use-group-report';
import { TurnoverTable } from './TurnoverTable';
import { useMemberOptions } from './use-member-options';

const text = group.report;

export interface ReportViewProps {
  granularity?: Granularity;
  /** The member the widget is narrowed to: no member choice then. */
  member?: string;
}

/**
 * 数据报表: over a period, the members' on hand compared (a line each), their pallets in and out (bars),
 * and each warehouse's turnover with the totals.
 */
export function ReportView({ granularity, member }: ReportViewProps) {
  const [period, setPeriod] = usePeriod(granularity);
  const [chosen, setChosen] = useState({ memberCompanyId: '' });
  const members = useMemberOptions(!member);
  const memberCompanyId = member ?? chosen.memberCompanyId;
  const report = useGroupReport(period, memberCompanyId);
  return (
    <Stack aria-label={text.title}>
      <PageHeader title={text.title} />
      <PeriodFilter value={period} onChange={setPeriod}>
        {!member && (
          <SelectFilter
            list={{ draft: chosen, editDraft: (patch) => setChosen({ ...chosen, ...patch }) }}
            name="memberCompanyId"
            label={common.member}
            options={withAll(members)}
          />
        )}
      </PeriodFilter>
      <Loaded state={report}>
        {(answer) => (
          <>
            <ReportChart
              title={text.onHandChart}
              answer={answer}
              chartOf={memberOnHandChart}
              summaryOf={memberOnHandSummary}
              categoryTitle={text.bucket}
            />
            <ReportChart
              title={text.flowChart}
              answer={answer}
              chartOf={memberFlowChart}
              summaryOf={memberFlowSummary}
              categoryTitle={text.memberColumn}
            />
            <TurnoverTable report={answer} />
          </>
        )}
      </Loaded>
    </Stack>
  );
}
