import type { Shipment, ShipmentQuery } from '../../contract/stock';
import { formatDateTime, formatTrayType } from '../../core';
import { PagedTable, RowActionButton, RowActions, TitledCard, type TableColumn } from '../../ui';
import { STOCK_READS } from '../balances';
import { useApiAction, usePagedQuery } from '../query';
import { documentApi, SHIPMENT_LIST_CALL } from './api';
import { common, downstream } from './labels';
import { pallets } from './figures-format';

const text = downstream.stockIn;
const IN_TRANSIT_TO_ME: Omit<ShipmentQuery, 'pageNum' | 'pageSize'> = {
  direction: 'in',
  status: 'inTransit',
};

/**
 * 在途待确认到货: circulations sent to the downstream customer that have not arrived. Confirming one
 * (confirmArriveStockIn, the whole vehicle) books its pallets into the customer's stock.
 */
export function ArrivalList() {
  const list = usePagedQuery<object, Shipment>(SHIPMENT_LIST_CALL, {
    initialFilters: {},
    toBody: ({ paging }) => ({ ...paging, ...IN_TRANSIT_TO_ME }),
  });
  const confirm = useApiAction({
    call: (row: Shipment) => documentApi.confirmArrival(row.id),
    confirm: (row) => ({
      message: text.confirmQuestion(row.documentNo, row.fromCompanyName),
      confirmLabel: text.confirmArrival,
    }),
    success: text.arrived,
    invalidates: STOCK_READS,
  });
  const columns: TableColumn<Shipment>[] = [
    { key: 'documentNo', title: common.documentNo },
    { key: 'fromCompanyName', title: text.from },
    { key: 'toWarehouseName', title: text.toWarehouse },
    { key: 'trayTypeName', title: common.trayType, render: formatTrayType },
    { key: 'quantity', title: common.quantity, align: 'right', render: (row) => pallets(row.quantity) },
    { key: 'plateNumber', title: text.plateNumber, render: (row) => row.plateNumber || '—' },
    { key: 'createdAt', title: text.shippedAt, render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'actions',
      title: common.actions,
      render: (row) => (
        <RowActions>
          <RowActionButton
            label={text.confirmArrival}
            subject={row.documentNo}
            loading={confirm.running === row}
            onClick={() => void confirm.run(row)}
          />
        </RowActions>
      ),
    },
  ];
  return (
    <TitledCard title={text.arrivals}>
      <PagedTable
        list={list}
        caption={text.arrivals}
        columns={columns}
        rowKey="id"
        emptyText={text.arrivalsEmpty}
      />
    </TitledCard>
  );
}
