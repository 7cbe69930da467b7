import type { OverdueCustomerRow } from '../../contract/customers';
import { formatTrayType } from '../../core';
import { Card, PageHeader, PagedTable, type TableColumn } from '../../ui';
import { usePagedQuery, type PagedRequest } from '../query';
import { itemLabels as text } from './item-labels';
import { OVERDUE_CLIENTS_CALL } from './items-api';
import { CLIENT_NAME_WIDTH } from './column-widths';

const C = text.columns;
const NO_FILTERS = {};
const toBody = ({ paging }: PagedRequest<typeof NO_FILTERS>) => ({ ...paging });

const overdueClientColumns = (): TableColumn<OverdueCustomerRow>[] => [
  { key: 'name', title: C.client, maxWidth: CLIENT_NAME_WIDTH },
  { key: 'trayType', title: C.trayType, render: (row) => formatTrayType(row) },
  { key: 'held', title: C.heldAll, align: 'right' },
  { key: 'overdueByTerms', title: C.overdue, align: 'right' },
  { key: 'dueWithin7Days', title: C.dueWithin7Days, align: 'right' },
];

/**
 * 超期客户 (overdueCustomerList): clients holding my pallets beyond my overdue days, and the pallets that
 * turn overdue within the next 7 days (the overdue risk), per tray type. For the check_c1 tabs page.
 */
export function OverdueClients() {
  const list = usePagedQuery<typeof NO_FILTERS, OverdueCustomerRow>(OVERDUE_CLIENTS_CALL, {
    initialFilters: NO_FILTERS,
    toBody,
  });
  return (
    <Card aria-label={text.overdueClients.title}>
      <PageHeader title={text.overdueClients.title} />
      <PagedTable
        list={list}
        caption={text.overdueClients.caption}
        columns={overdueClientColumns()}
        rowKey={(row) => `${row.clientCompanyId}-${row.trayTypeCode}`}
        emptyText={text.overdueClients.empty}
      />
    </Card>
  );
}
