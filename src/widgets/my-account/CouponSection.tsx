import {
  MY_ACCOUNT_CODES,
  type CouponQuery,
  type CouponRow,
  type CouponStatus,
} from '../../contract/my-account';
import { formatYuan } from '../../contract/money';
import { formatDate, formatDateTime } from '../../core';
import { Card, FilterTabs, PageHeader, PagedTable, tabItemsOf, type TableColumn } from '../../ui';
import { ListToolbar } from '../ListToolbar';
import { usePagedQuery, type PagedRequest } from '../query';
import { COUPON_LIST_CALL } from './api';
import { COUPON_TABS, myAccountLabels } from './labels';

const text = myAccountLabels.coupons;

interface Filters {
  status: CouponStatus | '';
}
const NO_FILTERS: Filters = { status: '' };
const toQuery = (filters: Filters) => (filters.status ? { status: filters.status } : {});
const toBody = ({ filters, paging }: PagedRequest<Filters>): CouponQuery => ({
  ...paging,
  ...toQuery(filters),
});
const couponTabs = () => tabItemsOf(COUPON_TABS);

const couponColumns = (): TableColumn<CouponRow>[] => [
  { key: 'name', title: text.name },
  {
    key: 'faceValueFen',
    title: text.faceValue,
    align: 'right',
    render: (row) => formatYuan(row.faceValueFen),
  },
  {
    key: 'minSpendFen',
    title: text.minSpend,
    render: (row) => (row.minSpendFen ? text.minimum(formatYuan(row.minSpendFen)) : text.noMinimum),
  },
  {
    key: 'validTo',
    title: text.validity,
    render: (row) => `${formatDate(row.validFrom)} ~ ${formatDate(row.validTo)}`,
  },
  { key: 'status', title: text.status, render: (row) => COUPON_TABS[row.status] },
  {
    key: 'usedFor',
    title: text.usedFor,
    maxWidth: 320,
    render: (row) => (row.usedAt ? `${formatDateTime(row.usedAt)} ${row.usedFor ?? ''}` : null),
  },
];

/** 优惠券: the company's coupons, paged, under 全部 / 未使用 / 已使用 / 已过期 tabs, exportable. */
export function CouponSection() {
  const list = usePagedQuery<Filters, CouponRow>(COUPON_LIST_CALL, { initialFilters: NO_FILTERS, toBody });
  return (
    <Card aria-label={text.title}>
      <PageHeader title={text.title} />
      <FilterTabs list={list} name="status" items={couponTabs()} aria-label={text.tabs}>
        <ListToolbar
          listPath={COUPON_LIST_CALL}
          filters={toQuery(list.applied)}
          label={text.export}
          code={MY_ACCOUNT_CODES.export}
        />
        <PagedTable
          list={list}
          caption={text.caption}
          columns={couponColumns()}
          rowKey="id"
          emptyText={text.empty}
        />
      </FilterTabs>
    </Card>
  );
}
