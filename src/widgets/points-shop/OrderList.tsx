import type { ScoreOrderQuery, ScoreOrderRow, ScoreOrderState } from '../../contract/points-shop';
import { SHOP_CODES } from '../../contract/points-shop';
import { formatDate, formatDateTime, usePermissions } from '../../core';
import {
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
import { useApiAction, usePagedQuery, type PagedRequest } from '../query';
import { CANCEL_READS, ORDER_LIST_CALL, ORDER_READS, shopApi } from './api';
import {
  SCORE_ORDER_COLUMN_LABELS as columns,
  SCORE_ORDER_STATE_LABELS,
  orderLabels as text,
} from './labels';

interface Filters {
  state: ScoreOrderState | '';
  keyword: string;
  dateRange: DateRange | null;
}
const NO_FILTERS: Filters = { state: '', keyword: '', dateRange: null };

const toQuery = ({ state, keyword, dateRange }: Filters): Omit<ScoreOrderQuery, 'pageNum' | 'pageSize'> => ({
  ...setFilters({ state, keyword }),
  ...dateFilters(dateRange),
});
const toBody = ({ filters, paging }: PagedRequest<Filters>): ScoreOrderQuery => ({
  ...paging,
  ...toQuery(filters),
});

const orderTabs = () => [{ key: '' as const, label: text.all }, ...tabItemsOf(SCORE_ORDER_STATE_LABELS)];

const receiverOf = (row: ScoreOrderRow) =>
  row.receiverName === null
    ? text.virtualAddress
    : `${row.receiverName} ${row.receiverMobile ?? ''} ${row.region ?? ''} ${row.detailAddress ?? ''}`;

const orderColumns = (): TableColumn<ScoreOrderRow>[] => [
  { key: 'orderNo', title: columns.orderNo },
  { key: 'goodsName', title: columns.goodsName },
  { key: 'quantity', title: columns.quantity, align: 'right' },
  { key: 'totalPoints', title: columns.totalPoints, align: 'right' },
  { key: 'state', title: columns.state, render: (row) => SCORE_ORDER_STATE_LABELS[row.state] },
  // A virtual good's row says so here (虚拟商品，无需收货): no column of its own, so 操作 fits at 1366 px.
  { key: 'receiver', title: columns.address, render: receiverOf, maxWidth: 120 },
  { key: 'createdAt', title: columns.createdAt, render: (row) => formatDateTime(row.createdAt) },
  {
    key: 'shippedAt',
    title: columns.shippedAt,
    // The day is what a buyer waits for; the export keeps the time.
    render: (row) => (row.shippedAt ? formatDate(row.shippedAt) : '—'),
  },
];

/**
 * 兑换订单: my orders by state tab, keyword and order day; 确认收货 of a shipped order, 取消订单 of one not
 * shipped yet (confirmed, stating the points given back); export.
 */
export function OrderList() {
  const { can } = usePermissions();
  const list = usePagedQuery<Filters, ScoreOrderRow>(ORDER_LIST_CALL, { initialFilters: NO_FILTERS, toBody });
  const receive = useApiAction({
    call: (row: ScoreOrderRow) => shopApi.confirmReceive(row.id),
    confirm: (row) => ({
      message: text.confirmReceiveMessage(row.orderNo),
      confirmLabel: text.confirmReceive,
    }),
    success: text.received,
    invalidates: ORDER_READS,
  });
  const cancel = useApiAction({
    call: (row: ScoreOrderRow) => shopApi.cancel(row.id),
    confirm: (row) => ({
      message: text.confirmCancelMessage(row.orderNo, row.totalPoints),
      confirmLabel: text.cancel,
    }),
    success: text.cancelled,
    invalidates: CANCEL_READS,
  });
  const busy = (receive.running ?? cancel.running)?.id;
  const actions: TableColumn<ScoreOrderRow> = {
    key: 'actions',
    title: text.actions,
    render: (row) => (
      <RowActions>
        {row.state === 'shipped' && (
          <RowActionButton
            label={text.confirmReceive}
            subject={row.orderNo}
            disabled={busy === row.id}
            onClick={() => void receive.run(row)}
          />
        )}
        {row.state === 'toShip' && can(SHOP_CODES.exchange) && (
          <RowActionButton
            label={text.cancel}
            subject={row.orderNo}
            disabled={busy === row.id}
            onClick={() => void cancel.run(row)}
          />
        )}
      </RowActions>
    ),
  };
  return (
    <section aria-label={text.title}>
      <FilterTabs list={list} name="state" items={orderTabs()} aria-label={text.statusTabs}>
        <FilterBar onSearch={list.search} onReset={() => list.resetKeeping('state')} searching={list.loading}>
          <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
        </FilterBar>
        <ListToolbar
          listPath={ORDER_LIST_CALL}
          filters={toQuery(list.applied)}
          label={text.export}
          code={SHOP_CODES.orderExport}
        />
        <PagedTable
          list={list}
          caption={text.caption}
          columns={[...orderColumns(), actions]}
          rowKey="id"
          emptyText={text.empty}
        />
      </FilterTabs>
    </section>
  );
}
