import { useState } from 'react';
import type { Granularity } from '../../contract/reports';
import { Empty, Field, PageHeader, Select, Stack } from '../../ui';
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

/**
 * 工厂/中转仓详情: one member's tiles, its on-hand trend over a period and its stock list. Opened without a
 * member (the menu, an embed without the attribute), it asks which member first.
 */
export function FactoryView({ member, granularity }: { member?: string; granularity?: Granularity }) {
  const [picked, setPicked] = useState('');
  const members = useMemberOptions(!member);
  if (member) return <Factory member={member} granularity={granularity} />;
  return (
    <Stack aria-label={text.fallbackTitle}>
      <PageHeader title={text.fallbackTitle} />
      <Field label={common.member} layout="horizontal">
        <Select options={members} value={picked} onChange={setPicked} placeholder={text.pickMember} />
      </Field>
      {picked ? (
        <Factory key={picked} member={picked} granularity={granularity} />
      ) : (
        <Empty text={common.noMember} />
      )}
    </Stack>
  );
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
