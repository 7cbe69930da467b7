import { PageHeader, Stack } from '../../ui';
import { GROUP_AREA } from './areas';
import { GroupSummary } from './GroupSummary';
import { group } from './labels';
import { StockInfoTable } from './StockInfoTable';
import { StockList } from './StockList';

/** 集团库存管理: the group's tiles and members, each member's stock per tray type, and the stock list. */
export function GroupStockView({ member }: { member?: string }) {
  return (
    <Stack aria-label={group.stock.title}>
      <PageHeader title={group.stock.title} />
      <GroupSummary member={member} />
      <StockInfoTable area={GROUP_AREA} member={member} />
      <StockList area={GROUP_AREA} caption={group.stock.stockCaption} member={member} />
    </Stack>
  );
}
