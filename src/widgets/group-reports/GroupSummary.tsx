import type { GroupDataSummary, MemberFigures } from '../../contract/reports';
import styled from 'styled-components';
import { Button, FigureTiles, HeadlineTile, Table, TitledCard, vars, type TableColumn } from '../../ui';
import { formatMonth } from '../../core';
import { useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { GROUP_SUMMARY_CALL } from './api';
import { common, figures, group } from './labels';
import { pallets } from './figures-format';
import { Loaded } from './Loaded';
import { MEMBER_QUERY, navigate, REPORT_PAGES } from './navigation';

const Body = styled.div`
  display: grid;
  gap: ${vars.spaceLg};
`;

type Figures = Omit<MemberFigures, 'companyId' | 'companyName'>;
const COUNTS = ['onHand', 'inTransit', 'awaitingSignature', 'atDownstream', 'monthIn', 'monthOut'] as const;

const tilesOf = (totals: Figures) => [
  ...COUNTS.map((key) => ({ title: figures[key], headline: pallets(totals[key]) })),
  { title: figures.warehouses, headline: figures.warehouseCount(totals.warehouses) },
];

/** The summary's body: all members, or the one the widget is narrowed to. */
export const summaryBody = (member?: string) => (member ? { memberCompanyId: member } : {});

/**
 * 集团库存概况 (or one member's): the tiles and the per-member table, whose names open 工厂/中转仓详情 and
 * whose 下游客户持有 opens 下游客户数据详情.
 */
export function GroupSummary({ member }: { member?: string }) {
  const emit = useEmit();
  const summary = useApiQuery<GroupDataSummary>(GROUP_SUMMARY_CALL, summaryBody(member));
  const open = (page: keyof typeof REPORT_PAGES, row: MemberFigures) =>
    navigate(emit, REPORT_PAGES[page], { [MEMBER_QUERY]: row.companyId });
  const columns: TableColumn<MemberFigures>[] = [
    {
      key: 'companyName',
      title: common.member,
      render: (row) => (
        <Button
          variant="link"
          aria-label={group.stock.openFactory(row.companyName)}
          onClick={() => open('factory', row)}
        >
          {row.companyName}
        </Button>
      ),
    },
    ...COUNTS.map((key): TableColumn<MemberFigures> => ({
      key,
      title: figures[key],
      align: 'right',
      render:
        key === 'atDownstream'
          ? (row) => (
              <Button
                variant="link"
                aria-label={group.stock.openDownstream(pallets(row.atDownstream), row.companyName)}
                onClick={() => open('downstream', row)}
              >
                {pallets(row.atDownstream)}
              </Button>
            )
          : (row) => pallets(row[key]),
    })),
    {
      key: 'warehouses',
      title: figures.warehouses,
      align: 'right',
      render: (row) => figures.warehouseCount(row.warehouses),
    },
  ];
  return (
    <Loaded state={summary}>
      {(data) => (
        <TitledCard title={group.stock.tilesOf(formatMonth(data.month), Boolean(member))}>
          <Body>
            <FigureTiles>
              {tilesOf(data.totals).map((tile) => (
                <HeadlineTile key={tile.title} {...tile} />
              ))}
            </FigureTiles>
            <Table
              caption={group.stock.memberTable}
              columns={columns}
              rows={data.members}
              rowKey="companyId"
              footer={{
                companyName: group.report.totals,
                ...Object.fromEntries(COUNTS.map((key) => [key, pallets(data.totals[key])])),
                warehouses: figures.warehouseCount(data.totals.warehouses),
              }}
            />
          </Body>
        </TitledCard>
      )}
    </Loaded>
  );
}
