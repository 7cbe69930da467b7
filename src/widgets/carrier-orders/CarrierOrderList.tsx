import {
  CARRIER_ORDER_STATUS_LABELS,
  FREIGHT_CODES,
  type CarrierOrder,
  type CarrierOrderQuery,
  type CarrierOrderStatus,
  type FreightParty,
} from '../../contract/freight';
import { formatYuan } from '../../contract/money';
import {
  FilterBar,
  FilterTabs,
  KeywordDateFields,
  PagedTable,
  RowActionButton,
  SelectFilter,
  dateFilters,
  optionsWithAll,
  setFilters,
  tabItemsOf,
  type DateRange,
  type TableColumn,
} from '../../ui';
import { ListToolbar } from '../ListToolbar';
import { usePagedQuery, type PagedRequest } from '../query';
import { useEmit } from '../widget-context';
import { PATHS } from './api';
import { routeOf } from './format';
import { common, listLabels as text, PARTY_LABELS, PARTY_SHORT_LABELS } from './labels';
import { CARRIER_DETAIL_PATH, navigate } from './navigation';

interface OrderFilters {
  status: CarrierOrderStatus | 'all';
  party: FreightParty | '';
  keyword: string;
  dateRange: DateRange | null;
}

const statusTabs = () => [
  { key: 'all' as const, label: common.all },
  ...tabItemsOf(CARRIER_ORDER_STATUS_LABELS),
];
const partyOptions = () => optionsWithAll(PARTY_LABELS);

function toQuery(filters: OrderFilters): Omit<CarrierOrderQuery, 'pageNum' | 'pageSize'> {
  const { status, party, keyword, dateRange } = filters;
  return {
    ...setFilters({ status: status === 'all' ? '' : status, party, keyword }),
    ...dateFilters(dateRange),
  };
}

const toBody = ({ filters, paging }: PagedRequest<OrderFilters>): CarrierOrderQuery => ({
  ...paging,
  ...toQuery(filters),
});

/** The company on the other side of the order from the viewer (我方 says which side the viewer is on). */
const counterpartyOf = (row: CarrierOrder) =>
  row.party === 'shipper' ? row.carrierCompanyName : row.shipperCompanyName;

/**
 * 承运订单: the carrier orders of both sides (the ones my company ships and the ones it carries), by
 * status tab, narrowed by party; each row opens its detail, where the actions are.
 */
export function CarrierOrderList({ status, party }: { status?: CarrierOrderStatus; party?: FreightParty }) {
  const emit = useEmit();
  const list = usePagedQuery<OrderFilters, CarrierOrder>(PATHS.list, {
    initialFilters: { status: status ?? 'all', party: party ?? '', keyword: '', dateRange: null },
    toBody,
  });
  const open = (row: CarrierOrder) => navigate(emit, CARRIER_DETAIL_PATH, { id: row.id });

  const columns: TableColumn<CarrierOrder>[] = [
    { key: 'documentNo', title: text.orderNo },
    { key: 'status', title: common.status, render: (row) => CARRIER_ORDER_STATUS_LABELS[row.status] },
    { key: 'party', title: text.myParty, render: (row) => PARTY_SHORT_LABELS[row.party] },
    { key: 'route', title: text.route, render: routeOf },
    { key: 'cargoName', title: text.cargo },
    { key: 'counterparty', title: text.counterparty, render: counterpartyOf, maxWidth: 150 },
    { key: 'plate', title: text.plate, render: (row) => row.vehicle?.plateNumber ?? '—' },
    { key: 'priceFen', title: text.price, align: 'right', render: (row) => formatYuan(row.priceFen) },
    {
      key: 'actions',
      title: common.actions,
      render: (row) => (
        <RowActionButton label={common.viewDetail} subject={row.documentNo} onClick={() => open(row)} />
      ),
    },
  ];

  return (
    <section aria-label={text.title}>
      <FilterTabs list={list} name="status" items={statusTabs()} aria-label={text.statusTabs}>
        <FilterBar
          onSearch={list.search}
          onReset={() => list.resetKeeping('status')}
          searching={list.loading}
        >
          <SelectFilter list={list} name="party" label={text.party} options={partyOptions()} />
          <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
        </FilterBar>
        <ListToolbar
          listPath={PATHS.list}
          filters={toQuery(list.applied)}
          label={common.export}
          code={FREIGHT_CODES.waybillExport}
        />
        <PagedTable
          list={list}
          caption={text.caption}
          columns={columns}
          rowKey="id"
          emptyText={common.empty}
        />
      </FilterTabs>
    </section>
  );
}
