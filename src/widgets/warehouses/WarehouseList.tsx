import type { Warehouse, WarehouseQuery } from '../../contract/stock';
import { maskPhone, usePermissions } from '../../core';
import {
  Badge,
  Button,
  FilterBar,
  KeywordField,
  PagedTable,
  RowActionButton,
  RowActions,
  SelectFilter,
  type TableColumn,
} from '../../ui';
import { ListToolbar } from '../ListToolbar';
import { useApiAction, usePagedQuery, type PagedRequest } from '../query';
import { useEmit } from '../widget-context';
import { WAREHOUSE_LIST_CALL, WAREHOUSE_READS, warehousesApi } from './api';
import { warehouseLabels as text } from './labels';
import { navigate, WAREHOUSE_EDIT_PATH, WAREHOUSE_NEW_PATH } from './navigation';
import { provinceOptions, useRegions } from './regions';

interface Filters {
  keyword: string;
  province: string;
}
const NO_FILTERS: Filters = { keyword: '', province: '' };

function toQuery({ keyword, province }: Filters): Omit<WarehouseQuery, 'pageNum' | 'pageSize'> {
  return { ...(keyword.trim() && { keyword: keyword.trim() }), ...(province && { province }) };
}

const toBody = ({ filters, paging }: PagedRequest<Filters>): WarehouseQuery => ({
  ...paging,
  ...toQuery(filters),
});

/** 仓库列表: my warehouses and receiving addresses, with 新增, 编辑, 设为默认, 删除 and 导出 by permission. */
export function WarehouseList() {
  const emit = useEmit();
  const { can } = usePermissions();
  const regions = useRegions();
  const list = usePagedQuery<Filters, Warehouse>(WAREHOUSE_LIST_CALL, { initialFilters: NO_FILTERS, toBody });
  const setDefault = useApiAction({
    call: (warehouse: Warehouse) => warehousesApi.setDefault(warehouse.id),
    success: (_, warehouse) => text.defaultSet(warehouse.name),
    invalidates: WAREHOUSE_READS,
  });
  // The server refuses (and the http client toasts) a warehouse that still holds stock.
  const remove = useApiAction({
    call: (warehouse: Warehouse) => warehousesApi.remove(warehouse.id),
    confirm: (warehouse) => ({ message: text.confirmRemove(warehouse.name), confirmLabel: text.remove }),
    success: text.removed,
    invalidates: WAREHOUSE_READS,
  });
  const busy = (setDefault.running ?? remove.running)?.id;

  const canEdit = can('yelopack-address-manage-edit');
  const columns: TableColumn<Warehouse>[] = [
    {
      key: 'name',
      title: text.columns.name,
      render: (row) => (
        <>
          {row.name}
          {row.isDefault && <Badge>{text.defaultBadge}</Badge>}
        </>
      ),
    },
    {
      key: 'region',
      title: text.columns.region,
      render: (row) => [row.province, row.city, row.district].join(' '),
    },
    { key: 'detailAddress', title: text.columns.detailAddress },
    { key: 'contact', title: text.columns.contact },
    { key: 'phone', title: text.columns.phone, render: (row) => maskPhone(row.phone) },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: text.columns.actions,
            render: (row: Warehouse) => (
              <RowActions>
                <RowActionButton
                  label={text.edit}
                  subject={row.name}
                  onClick={() => navigate(emit, WAREHOUSE_EDIT_PATH, { id: row.id })}
                />
                {!row.isDefault && (
                  <RowActionButton
                    label={text.setDefault}
                    subject={row.name}
                    disabled={busy === row.id}
                    onClick={() => void setDefault.run(row)}
                  />
                )}
                <RowActionButton
                  label={text.remove}
                  subject={row.name}
                  disabled={busy === row.id}
                  onClick={() => void remove.run(row)}
                />
              </RowActions>
            ),
          },
        ]
      : []),
  ];

  const provinces = [{ value: '', label: text.all }, ...provinceOptions(regions)];
  return (
    <section aria-label={text.listTitle}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <KeywordField list={list} label={text.keyword} placeholder={text.keywordPlaceholder} />
        <SelectFilter list={list} name="province" label={text.field.province} options={provinces} />
      </FilterBar>
      <ListToolbar
        actions={
          can('yelopack-address-manage-new') && (
            <Button variant="primary" onClick={() => navigate(emit, WAREHOUSE_NEW_PATH)}>
              {text.add}
            </Button>
          )
        }
        code="yelopack-address-manage-export"
        listPath={WAREHOUSE_LIST_CALL}
        filters={toQuery(list.applied)}
        label={text.export}
      />
      <PagedTable list={list} caption={text.caption} columns={columns} rowKey="id" emptyText={text.empty} />
    </section>
  );
}
