import type { WarehouseBillRow } from '../../contract/bill-items';
import { formatFen } from '../../core';
import { RowActionButton, TitledCard, type TableColumn } from '../../ui';
import { useEmit } from '../widget-context';
import type { BillRef } from './api';
import { BillItemTable } from './BillItemTable';
import { itemLabels as text } from './item-labels';
import { WAREHOUSE_BILL_CALL } from './items-api';
import { billLabels } from './labels';
import { navigate, WAREHOUSE_BILL_PATH } from './navigation';

/** 分仓账单 on a bill: one row per client warehouse (its total), each opening its sub-bill's page. */
export function WarehouseBills({ bill }: { bill: BillRef }) {
  const emit = useEmit();
  const columns: TableColumn<WarehouseBillRow>[] = [
    { key: 'warehouseName', title: billLabels.columns.warehouse },
    {
      key: 'total',
      title: billLabels.columns.total,
      align: 'right',
      render: (row) => formatFen(row.totalFen),
    },
    {
      key: 'actions',
      title: text.columns.actions,
      render: (row) => (
        <RowActionButton
          label={text.viewWarehouse}
          subject={row.warehouseName}
          onClick={() => navigate(emit, WAREHOUSE_BILL_PATH, { ...bill, warehouseId: row.warehouseId })}
        />
      ),
    },
  ];
  return (
    <TitledCard title={text.warehouses.title}>
      <BillItemTable<WarehouseBillRow>
        path={WAREHOUSE_BILL_CALL}
        bill={bill}
        caption={text.warehouses.caption}
        columns={columns}
        rowKey={(row) => row.warehouseId}
      />
    </TitledCard>
  );
}
