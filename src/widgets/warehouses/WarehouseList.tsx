import styled from 'styled-components';
import { useState } from 'react';
import type { Warehouse, WarehouseQuery } from '../../contract/stock';
import { maskPhone, toastBus, usePermissions } from '../../core';
import {
  Button,
  FilterBar,
  KeywordField,
  PagedTable,
  RowActionButton,
  RowActions,
  SelectFilter,
  useConfirm,
  vars,
  type TableColumn,
} from '../../ui';
import { ListToolbar } from '../ListToolbar';
import { usePagedList, type PagedListRequest } from '../use-paged-list';
import { useEmit } from '../widget-context';
import { WAREHOUSE_LIST_CALL, warehousesApi } from './api';
import { warehouseLabels as text } from './labels';
import { navigate, WAREHOUSE_EDIT_PATH, WAREHOUSE_NEW_PATH } from './navigation';
import { useRegions } from './regions';

const Badge = styled.span`
  display: inline-block;
  margin-left: ${vars.spaceSm};
  padding: 0 6px;
  border-radius: ${vars.radius};
  background: ${vars.colorPrimarySoft};
  color: ${vars.colorPrimaryText};
  font-size: ${vars.fontSizeSm};
  line-height: 20px;
`;

interface Filters {
  keyword: string;
  province: string;
}
const NO_FILTERS: Filters = { keyword: '', province: '' };

function toQuery({ keyword, province }: Filters): Omit<WarehouseQuery, 'pageNum' | 'pageSize'> {
  return { ...(keyword.trim() && { keyword: keyword.trim() }), ...(province && { province }) };
}

const load = ({ filters, paging }: PagedListRequest<Filters>, signal: AbortSignal) =>
  warehousesApi.list({ ...paging, ...toQuery(filters) }, { signal });

/** 仓库列表: my warehouses and receiving addresses, with 新增, 编辑, 设为默认, 删除 and 导出 by permission. */
export function WarehouseList() {
  const emit = useEmit();
  const confirm = useConfirm();
  const { can } = usePermissions();
  const regions = useRegions();
  const list = usePagedList(NO_FILTERS, load);
  const { reload } = list;
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (warehouse: Warehouse, call: () => Promise<unknown>, done: string) => {
    setBusy(warehouse.id);
    try {
      await call();
      toastBus.show({ message: done, tone: 'success' });
      reload();
    } catch {
      // The http client has shown the server's message (e.g. the warehouse still holds stock).
    } finally {
      setBusy(null);
    }
  };
  const remove = async (warehouse: Warehouse) => {
    if (!(await confirm({ message: text.confirmRemove(warehouse.name), confirmLabel: text.remove }))) return;
    await act(warehouse, () => warehousesApi.remove(warehouse.id), text.removed);
  };

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
                    onClick={() =>
                      act(row, () => warehousesApi.setDefault(row.id), text.defaultSet(row.name))
                    }
                  />
                )}
                <RowActionButton
                  label={text.remove}
                  subject={row.name}
                  disabled={busy === row.id}
                  onClick={() => remove(row)}
                />
              </RowActions>
            ),
          },
        ]
      : []),
  ];

  const provinces = [
    { value: '', label: text.all },
    ...regions.map((region) => ({ value: region.province, label: region.province })),
  ];
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
