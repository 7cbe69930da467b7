import styled from 'styled-components';
import { useCallback, useState } from 'react';
import type { Warehouse, WarehouseQuery } from '../../contract/stock';
import { maskPhone, toastBus, usePermissions } from '../../core';
import {
  Button,
  Field,
  FilterBar,
  LoadError,
  Pagination,
  Select,
  Table,
  TextInput,
  useConfirm,
  vars,
  type TableColumn,
} from '../../ui';
import { ExportButtons } from '../../ui/ExportButtons';
import { useListFilters } from '../../ui/use-list-filters';
import { useRemote } from '../use-remote';
import { useEmit } from '../widget-context';
import { openWarehouseExport, warehousesApi } from './api';
import { warehouseLabels as text } from './labels';
import { navigate, WAREHOUSE_EDIT_PATH, WAREHOUSE_NEW_PATH } from './navigation';
import { useRegions } from './regions';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.spaceSm};
  margin: ${vars.spaceMd} 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.spaceXs};
`;

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

/** 仓库列表: my warehouses and receiving addresses, with 新增, 编辑, 设为默认, 删除 and 导出 by permission. */
export function WarehouseList() {
  const emit = useEmit();
  const confirm = useConfirm();
  const { can } = usePermissions();
  const regions = useRegions();
  const list = useListFilters(NO_FILTERS);
  const { applied, paging } = list;
  const [busy, setBusy] = useState<string | null>(null);
  const load = useCallback(
    (signal: AbortSignal) => warehousesApi.list({ ...paging, ...toQuery(applied) }, { signal }),
    [applied, paging],
  );
  const { data: page, loading, error, reload } = useRemote(load);

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
              <Actions>
                <Button
                  size="small"
                  variant="text"
                  aria-label={`${text.edit} ${row.name}`}
                  onClick={() => navigate(emit, WAREHOUSE_EDIT_PATH, { id: row.id })}
                >
                  {text.edit}
                </Button>
                {!row.isDefault && (
                  <Button
                    size="small"
                    variant="text"
                    aria-label={`${text.setDefault} ${row.name}`}
                    disabled={busy === row.id}
                    onClick={() =>
                      act(row, () => warehousesApi.setDefault(row.id), text.defaultSet(row.name))
                    }
                  >
                    {text.setDefault}
                  </Button>
                )}
                <Button
                  size="small"
                  variant="text"
                  aria-label={`${text.remove} ${row.name}`}
                  disabled={busy === row.id}
                  onClick={() => remove(row)}
                >
                  {text.remove}
                </Button>
              </Actions>
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
      <FilterBar onSearch={list.search} onReset={list.reset} searching={loading}>
        <Field label={text.keyword} layout="horizontal">
          <TextInput
            value={list.draft.keyword}
            placeholder={text.keywordPlaceholder}
            onChange={(event) => list.setDraft((current) => ({ ...current, keyword: event.target.value }))}
          />
        </Field>
        <Field label={text.field.province} layout="horizontal">
          <Select
            options={provinces}
            value={list.draft.province}
            onChange={(province) => list.setDraft((current) => ({ ...current, province }))}
          />
        </Field>
      </FilterBar>
      <Toolbar>
        {can('yelopack-address-manage-new') && (
          <Button variant="primary" onClick={() => navigate(emit, WAREHOUSE_NEW_PATH)}>
            {text.add}
          </Button>
        )}
        {can('yelopack-address-manage-export') && (
          <ExportButtons
            label={text.export}
            onExport={(format) => openWarehouseExport(format, toQuery(applied))}
          />
        )}
      </Toolbar>
      {error ? (
        <LoadError message={error} onRetry={reload} />
      ) : (
        <>
          <Table
            caption={text.caption}
            columns={columns}
            rows={page?.list ?? []}
            rowKey="id"
            loading={loading}
            emptyText={text.empty}
          />
          <Pagination
            pageNum={paging.pageNum}
            pageSize={paging.pageSize}
            total={page?.total ?? 0}
            onChange={list.setPaging}
          />
        </>
      )}
    </section>
  );
}
