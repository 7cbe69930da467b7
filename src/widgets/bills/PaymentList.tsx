import { useState } from 'react';
import { formatDayRange } from '../../contract/bill-format';
import type { PaymentRow, PaymentState } from '../../contract/statements';
import { formatFen, usePermissions } from '../../core';
import {
  Card,
  FilterBar,
  PageHeader,
  PagedTable,
  RowActionButton,
  RowActions,
  SelectFilter,
  optionsWithAll,
  type TableColumn,
} from '../../ui';
import { usePagedQuery } from '../query';
import { DAY_RANGE_WIDTH } from './column-widths';
import { STATEMENT_CODES } from './navigation';
import { PaymentDetail } from './PaymentDetail';
import { listBodyOf } from './period-filters';
import { statementLabels } from './statement-labels';
import { PAYMENT_LIST_CALL } from './statements-api';

const text = statementLabels.payments;
const C = text.columns;

/** A type, not an interface: listBodyOf takes it as a record of text filters. */
type Filters = { state: PaymentState | '' };
const NO_FILTERS: Filters = { state: '' };
const stateOptions = () => optionsWithAll(statementLabels.paymentStates);

/**
 * 付款管理: the payments of confirmed statements (newest period first) by state, with due, paid and what
 * remains; 查看明细 (付款管理-详情) and 付款 (付款管理-支付) open the payment in place (no page of its own), 返回 comes back.
 * Takes no props: the 对账管理 page embeds it.
 */
export function PaymentList() {
  const { can } = usePermissions();
  const [open, setOpen] = useState<string | null>(null);
  const list = usePagedQuery<Filters, PaymentRow>(PAYMENT_LIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody: listBodyOf,
  });
  if (open) return <PaymentDetail paymentId={open} onBack={() => setOpen(null)} />;
  const canView = can(STATEMENT_CODES.paymentDetail);
  const canPay = can(STATEMENT_CODES.pay);
  const columns: TableColumn<PaymentRow>[] = [
    { key: 'paymentNo', title: C.paymentNo },
    { key: 'statementNo', title: C.statementNo },
    {
      key: 'period',
      title: C.period,
      maxWidth: DAY_RANGE_WIDTH,
      render: (row) => formatDayRange(row.periodStart, row.periodEnd),
    },
    { key: 'due', title: C.due, align: 'right', render: (row) => formatFen(row.dueFen) },
    { key: 'paid', title: C.paid, align: 'right', render: (row) => formatFen(row.paidFen) },
    { key: 'remaining', title: C.remaining, align: 'right', render: (row) => formatFen(row.remainingFen) },
    { key: 'state', title: C.state, render: (row) => statementLabels.paymentStates[row.state] },
    ...(canView
      ? [
          {
            key: 'actions',
            title: C.actions,
            render: (row: PaymentRow) => (
              <RowActions>
                <RowActionButton
                  label={text.viewDetail}
                  subject={row.paymentNo}
                  onClick={() => setOpen(row.id)}
                />
                {canPay && row.state === 'unpaid' && (
                  <RowActionButton label={text.pay} subject={row.paymentNo} onClick={() => setOpen(row.id)} />
                )}
              </RowActions>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card aria-label={text.listTitle}>
      <PageHeader title={text.listTitle} />
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <SelectFilter list={list} name="state" label={C.state} options={stateOptions()} />
      </FilterBar>
      <PagedTable list={list} caption={text.caption} columns={columns} rowKey="id" emptyText={text.empty} />
    </Card>
  );
}
