import type { Granularity } from '../../contract/reports';
import { Empty, PageHeader, Stack } from '../../ui';
import { GROUP_AREA } from './areas';
import { GroupSummary } from './GroupSummary';
import { common, group } from './labels';
import { Loaded } from './Loaded';
import { PeriodBar, usePeriod } from './PeriodBar';
import { memberOnHandChart, memberOnHandSummary } from './report-figures';
import { ReportChart } from './ReportChart';
import { useGroupReport } from './use-group-report';
import { StockList } from './StockList';
import { useMemberOptions } from './use-member-options';

const text = group.factory;

/** 工厂/中转仓详情: one member's tiles, its on-hand trend over a period and its stock list. */
export function FactoryView({ member, granularity }: { member?: string; granularity?: Granularity }) {
  if (!member) return <Empty text={common.noMember} />;
  return <Factory member={member} granularity={granularity} />;
}

function Factory({ member, granularity }: { member: string; granularity?: Granularity }) {
  const name = useMemberOptions().find((option) => option.value === member)?.label;
  const period = usePeriod(granularity);
  const report = useGroupReport(period.period, member);
  const title = name ? text.title(name) : text.fallbackTitle;
  return (
    <Stack aria-label={title}>
      <PageHeader title={title} />
      <GroupSummary member={member} />
      <PeriodBar period={period} />
      <Loaded state={report}>
        {(answer) => (
          <ReportChart
            title={text.trend}
            answer={answer}
            chartOf={memberOnHandChart}
            summaryOf={memberOnHandSummary}
            categoryTitle={group.report.bucket}
          />
        )}
      </Loaded>
      <StockList area={GROUP_AREA} caption={text.stockCaption} member={member} />
    </Stack>
  );
}
