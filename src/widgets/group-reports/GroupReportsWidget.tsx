import { Empty, PageHeader, Stack } from '../../ui';
import type { PropsOf } from '../declare-widget';
import { GROUP_AREA } from './areas';
import type { groupReportsWidget } from './declaration';
import { FactoryView } from './FactoryView';
import { GroupStockView } from './GroupStockView';
import { common, group } from './labels';
import { MovementsView } from './MovementsView';
import { ReportView } from './ReportView';
import { StockList } from './StockList';

/**
 * <yp-group-reports view="…" period="…" member="…">: a group company's data over its member factories and
 * transit warehouses; `member` narrows every view to one member (and names the member of view="factory").
 * A new member starts each view afresh (its filters and page).
 */
export function GroupReportsWidget({ view = 'stock', period, member }: PropsOf<typeof groupReportsWidget>) {
  const narrowed = member || undefined;
  switch (view) {
    case 'stock':
      return <GroupStockView key={member} member={narrowed} />;
    case 'stockIn':
      return (
        <MovementsView
          key={member}
          area={GROUP_AREA}
          title={group.stockIn.title}
          lists={['inStock']}
          member={narrowed}
        />
      );
    case 'stockOut':
      return (
        <MovementsView
          key={member}
          area={GROUP_AREA}
          title={group.stockOut.title}
          tabsLabel={group.stockOut.tabs}
          lists={['outStock', 'multiCirculation']}
          member={narrowed}
        />
      );
    case 'returns':
      return (
        <MovementsView
          key={member}
          area={GROUP_AREA}
          title={group.returns.title}
          lists={['returnTray']}
          member={narrowed}
        />
      );
    case 'report':
      return <ReportView key={member} granularity={period} member={narrowed} />;
    case 'factory':
      return <FactoryView key={member} granularity={period} member={narrowed} />;
    case 'downstream':
      return (
        <Stack key={member} aria-label={group.downstream.title}>
          <PageHeader title={group.downstream.title} />
          <StockList
            area={GROUP_AREA}
            caption={group.downstream.caption}
            holders="downstream"
            member={narrowed}
          />
        </Stack>
      );
    default:
      return <Empty text={common.unknownView} />;
  }
}
