import { useState } from 'react';
import type { Granularity } from '../../contract/reports';
import { PageHeader, SelectFilter, Stack, TitledCard, withAll } from '../../ui';
import { reportLabels } from '../report-labels';
import { TurnoverTable } from '../TurnoverTable';
import { common, group } from './labels';
import { Loaded } from './Loaded';
import { PeriodBar, usePeriod } from './PeriodBar';
import { memberFlowChart, memberFlowSummary, memberOnHandChart, memberOnHandSummary } from './report-figures';
import { ReportChart } from './ReportChart';
import { useGroupReport } from './use-group-report';
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
  const period = usePeriod(granularity);
  const [chosen, setChosen] = useState({ memberCompanyId: '' });
  const members = useMemberOptions(!member);
  const memberCompanyId = member ?? chosen.memberCompanyId;
  const report = useGroupReport(period.period, memberCompanyId);
  return (
    <Stack aria-label={text.title}>
      <PageHeader title={text.title} />
      <PeriodBar period={period}>
        {!member && (
          <SelectFilter
            list={{ draft: chosen, editDraft: (patch) => setChosen({ ...chosen, ...patch }) }}
            name="memberCompanyId"
            label={common.member}
            options={withAll(members)}
          />
        )}
      </PeriodBar>
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
            <TitledCard title={reportLabels.turnover.title}>
              <TurnoverTable rows={answer.warehouses} totals={answer.totals} withMember />
            </TitledCard>
          </>
        )}
      </Loaded>
    </Stack>
  );
}
