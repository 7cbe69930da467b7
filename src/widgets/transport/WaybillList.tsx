import { useState } from 'react';
import type { ListedWaybillStatus, Waybill, WaybillQuery } from '../../contract/transport';
import { formatDateTime, formatTrayType, usePermissions } from '../../core';
import {
  Button,
  Checkbox,
  KeywordDateFields,
  FilterBar,
  FilterTabs,
  PagedTable,
  RowActionButton,
  RowActions,
  SelectFilter,
  dateFilters,
  setFilters,
  tabItemsOf,
  withAll,
  type DateRange,
  type TableColumn,
  punctuationLabels,
} from '../../ui';
import { BulkImportButton } from '../BulkImportButton';
import { ListToolbar } from '../ListToolbar';
import { useMyWarehouseOptions, useTrayTypeOptions } from '../use-lookups';
import { useApiAction, usePagedQuery, type PagedRequest } from '../query';
import { useEmit } from '../widget-context';
import { PATHS, transportApi, WAYBILL_READS } from './api';
import { common, LISTED_STATUS_LABELS, outLabels as text, WAYBILL_STATUS_LABELS } from './labels';
import { navigate, OUT_DETAIL_PATH } from './navigation';

type StatusTab = ListedWaybillStatus | 'all';

interface WaybillFilters {
  status: StatusTab;
  warehouseId: string;
  trayTypeCode: string;
  keyword: string;
  dateRange: DateRange | null;
}

const NO_FILTERS: WaybillFilters = {
  status: 'all',
  warehouseId: '',
  trayTypeCode: '',
  keyword: '',
  dateRange: null,
};

const statusTabs = () => [{ key: 'all' as const, label: common.all }, ...tabItemsOf(LISTED_STATUS_LABELS)];

function toQuery(filters: WaybillFilters): Omit<WaybillQuery, 'pageNum' | 'pageSize'> {
  const { status, warehouseId, trayTypeCode, keyword, dateRange } = filters;
  return {
    ...setFilters({ status: status === 'all' ? '' : status, warehouseId, trayTypeCode, keyword }),
    ...dateFilters(dateRange),
  };
}

const toBody = ({ filters, paging }: PagedRequest<WaybillFilters>): WaybillQuery => ({
  ...paging,
  ...toQuery(filters),
});

/**
 * 出库管理: my waybills by status. Arrived ones can be ticked and confirmed together (批量确认到货); one still
 * waiting to leave can be deleted; every row opens its detail.
 */
export function WaybillList() {
  const emit = useEmit();
  const { can } = usePermissions();
  const warehouses = withAll(useMyWarehouseOptions());
  const trayTypes = withAll(useTrayTypeOptions());
  const list = usePagedQuery<WaybillFilters, Waybill>(PATHS.waybillList, {
    initialFilters: NO_FILTERS,
    toBody,
  });
  const { applied, data } = list;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const canConfirm = can('yelopack-transport-out-confirmArrive');
  const canDelete = can('yelopack-transport-out-delete');
  const canDetail = can('yelopack-transport-out-checkDetail');
  const selectable = (data?.list ?? []).filter((row) => row.status === 'arrived');
  const chosen = selectable.filter((row) => selected.has(row.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const unselect = () => setSelected(new Set());

  // The server names the waybill it could not confirm, or refuses one whose vehicle left meanwhile.
  const confirmArrival = useApiAction({
    call: (ids: string[]) => transportApi.batchConfirm(ids),
    confirm: (ids) => ({ message: text.confirmBatch(ids.length), confirmLabel: text.batchConfirm }),
    success: (result) => text.confirmed(result.confirmed, result.skipped),
    invalidates: WAYBILL_READS,
    onSuccess: unselect,
  });
  const remove = useApiAction({
    call: (row: Waybill) => transportApi.deleteWaybill(row.id),
    confirm: (row) => ({ message: text.confirmDelete(row.documentNo), confirmLabel: text.delete }),
    success: text.deleted,
    invalidates: WAYBILL_READS,
    onSuccess: unselect,
  });

  const columns: TableColumn<Waybill>[] = [
    ...(canConfirm
      ? [
          {
            key: 'select',
            title: (
              <Checkbox
                aria-label={text.selectAll}
                checked={selectable.length > 0 && chosen.length === selectable.length}
                indeterminate={chosen.length > 0 && chosen.length < selectable.length}
                disabled={selectable.length === 0}
                onChange={(on) => setSelected(new Set(on ? selectable.map((row) => row.id) : []))}
              />
            ),
            render: (row: Waybill) => (
              <Checkbox
                aria-label={text.selectRow(row.documentNo)}
                checked={selected.has(row.id)}
                disabled={row.status !== 'arrived'}
                onChange={(on) => toggle(row.id, on)}
              />
            ),
          },
        ]
      : []),
    { key: 'documentNo', title: text.waybillNo },
    { key: 'toCompanyName', title: text.client },
    { key: 'fromWarehouseName', title: text.fromWarehouse },
    { key: 'toWarehouseName', title: text.toWarehouse },
    {
      key: 'trayTypeName',
      title: common.trayType,
      render: (row) => formatTrayType(row),
    },
    { key: 'quantity', title: common.quantity, align: 'right' },
    { key: 'plateNumber', title: common.plateNumber },
    { key: 'status', title: common.status, render: (row) => WAYBILL_STATUS_LABELS[row.status] },
    { key: 'createdAt', title: common.createdAt, render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'actions',
      title: common.actions,
      render: (row: Waybill) => (
        <RowActions>
          {canDetail && (
            <RowActionButton
              label={common.viewDetail}
              subject={row.documentNo}
              onClick={() => navigate(emit, OUT_DETAIL_PATH, { id: row.id })}
            />
          )}
          {canDelete && row.status === 'created' && (
            <RowActionButton
              label={text.delete}
              subject={row.documentNo}
              loading={remove.running?.id === row.id}
              onClick={() => void remove.run(row)}
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <section aria-label={text.title}>
      <FilterTabs
        list={list}
        name="status"
        items={statusTabs()}
        aria-label={text.statusTabs}
        onChange={() => setSelected(new Set())}
      >
        <FilterBar
          onSearch={list.search}
          onReset={() => list.resetKeeping('status')}
          searching={list.loading}
        >
          <SelectFilter list={list} name="warehouseId" label={text.fromWarehouse} options={warehouses} />
          <SelectFilter list={list} name="trayTypeCode" label={common.trayType} options={trayTypes} />
          <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
        </FilterBar>
        <ListToolbar
          actions={
            <>
              <BulkImportButton kind="waybill" />
              {canConfirm && (
                <Button
                  variant="primary"
                  disabled={chosen.length === 0}
                  loading={confirmArrival.pending}
                  onClick={() => void confirmArrival.run(chosen.map((row) => row.id))}
                >
                  {chosen.length > 0
                    ? punctuationLabels.withNote(text.batchConfirm, text.selected(chosen.length))
                    : text.batchConfirm}
                </Button>
              )}
            </>
          }
          listPath={PATHS.waybillList}
          filters={toQuery(applied)}
          label={common.export}
          code="yelopack-transport-out-export"
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
