import { useState } from 'react';
import {
  DEMAND_STATUS_LABELS,
  FREIGHT_CODES,
  type DemandOrder,
  type DemandOrderQuery,
  type DemandStatus,
} from '../../contract/freight';
import { usePermissions } from '../../core';
import {
  Button,
  FilterBar,
  FilterTabs,
  KeywordDateFields,
  PagedTable,
  RowActionButton,
  RowActions,
  dateFilters,
  setFilters,
  tabItemsOf,
  type DateRange,
  type TableColumn,
} from '../../ui';
import { ListToolbar } from '../ListToolbar';
import { usePagedQuery, type PagedRequest } from '../query';
import { useEmit } from '../widget-context';
import { DEMAND_LIST_CALL } from './api';
import { BlacklistDialog } from './BlacklistDialog';
import { cargoInRowOf, statusLabelOf, yuanOrNone } from './demand-format';
import { DemandFormDialog } from './DemandFormDialog';
import { blacklistLabels, demandLabels as text } from './labels';
import { DEMAND_DETAIL_PATH, navigate } from './navigation';
import { deadlineCell, loadWindowCell, routeCell } from './row-cells';

interface Filters {
  status: DemandStatus | '';
  keyword: string;
  dateRange: DateRange | null;
}
const NO_FILTERS: Filters = { status: '', keyword: '', dateRange: null };

const toQuery = ({
  status,
  keyword,
  dateRange,
}: Filters): Omit<DemandOrderQuery, 'pageNum' | 'pageSize'> => ({
  ...setFilters({ status, keyword }),
  ...dateFilters(dateRange),
});
const toBody = ({ filters, paging }: PagedRequest<Filters>): DemandOrderQuery => ({
  ...paging,
  ...toQuery(filters),
});

const demandTabs = () => [{ key: '' as const, label: text.all }, ...tabItemsOf(DEMAND_STATUS_LABELS)];

const c = text.columns;
const demandColumns = (): TableColumn<DemandOrder>[] => [
  { key: 'documentNo', title: c.documentNo },
  { key: 'route', title: c.route, render: routeCell },
  { key: 'cargo', title: c.cargo, render: cargoInRowOf, maxWidth: 180 },
  { key: 'loadWindow', title: c.loadWindow, render: loadWindowCell },
  {
    key: 'expectedPrice',
    title: c.expectedPrice,
    align: 'right',
    render: (row) => yuanOrNone(row.expectedPriceFen),
  },
  { key: 'quoteDeadline', title: c.quoteDeadline, render: deadlineCell },
  { key: 'quoteCount', title: c.quotes, align: 'right' },
  { key: 'status', title: c.status, render: statusLabelOf },
];

/** The dialog open over the list: a new demand (null) or a draft edited. */
type Editing = { order: DemandOrder | null } | null;

/** 托运需求单: my demand orders (the vehicle type is in the detail: the row must fit 操作 at 1366 px) by status tab, keyword and day; 发布需求, 编辑 a draft, 查看, 黑名单, 导出. */
export function DemandList() {
  const emit = useEmit();
  const { can } = usePermissions();
  const [editing, setEditing] = useState<Editing>(null);
  const [blacklistOpen, setBlacklistOpen] = useState(false);
  const list = usePagedQuery<Filters, DemandOrder>(DEMAND_LIST_CALL, { initialFilters: NO_FILTERS, toBody });
  const canEdit = can(FREIGHT_CODES.demandEdit);
  const canBlacklist = can(FREIGHT_CODES.blacklist);

  const actions: TableColumn<DemandOrder> = {
    key: 'actions',
    title: c.actions,
    render: (row) => (
      <RowActions>
        <RowActionButton
          label={text.view}
          subject={row.documentNo}
          onClick={() => navigate(emit, DEMAND_DETAIL_PATH, { id: row.id })}
        />
        {canEdit && row.status === 'draft' && (
          <RowActionButton
            label={text.edit}
            subject={row.documentNo}
            onClick={() => setEditing({ order: row })}
          />
        )}
      </RowActions>
    ),
  };
  return (
    <section aria-label={text.listTitle}>
      <FilterTabs list={list} name="status" items={demandTabs()} aria-label={text.statusTabs}>
        <FilterBar
          onSearch={list.search}
          onReset={() => list.resetKeeping('status')}
          searching={list.loading}
        >
          <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
        </FilterBar>
        <ListToolbar
          actions={
            (canEdit || canBlacklist) && (
              <>
                {canEdit && (
                  <Button variant="primary" onClick={() => setEditing({ order: null })}>
                    {text.add}
                  </Button>
                )}
                {canBlacklist && (
                  <Button onClick={() => setBlacklistOpen(true)}>{blacklistLabels.open}</Button>
                )}
              </>
            )
          }
          code={FREIGHT_CODES.demandExport}
          listPath={DEMAND_LIST_CALL}
          filters={toQuery(list.applied)}
          label={text.export}
        />
        <PagedTable
          list={list}
          caption={text.caption}
          columns={[...demandColumns(), actions]}
          rowKey="id"
          emptyText={text.empty}
        />
      </FilterTabs>
      {editing && (
        <DemandFormDialog
          key={editing.order?.id ?? 'new'}
          order={editing.order}
          onClose={() => setEditing(null)}
        />
      )}
      {blacklistOpen && <BlacklistDialog onClose={() => setBlacklistOpen(false)} />}
    </section>
  );
}
