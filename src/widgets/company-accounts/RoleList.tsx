import { useState } from 'react';
import type { CustomerRole, CustomerRoleQuery, RoleStatus } from '../../contract/company-accounts';
import { formatDateTime, usePermissions } from '../../core';
import {
  Button,
  FilterBar,
  KeywordField,
  PagedTable,
  RowActionButton,
  RowActions,
  SelectFilter,
  Toolbar,
  type TableColumn,
} from '../../ui';
import { useApiAction, usePagedQuery, type PagedRequest } from '../query';
import { ROLE_LIST_CALL, ROLE_READS, rolesApi } from './api';
import { roleLabels as text } from './labels';
import { RoleFormDialog } from './RoleFormDialog';

interface Filters {
  keyword: string;
  status: '' | RoleStatus;
}
const NO_FILTERS: Filters = { keyword: '', status: '' };

const toBody = ({ filters, paging }: PagedRequest<Filters>): CustomerRoleQuery => ({
  ...paging,
  ...(filters.keyword.trim() && { keyword: filters.keyword.trim() }),
  ...(filters.status && { status: filters.status }),
});

const statusOptions = () => [
  { value: '' as const, label: text.all },
  { value: 'enabled' as const, label: text.statuses.enabled },
  { value: 'disabled' as const, label: text.statuses.disabled },
];

/** 角色管理: the company's custom roles with their use number; 新增, 编辑, 启用/停用, 删除 (unused only). */
export function RoleList() {
  const { can } = usePermissions();
  const [editing, setEditing] = useState<CustomerRole | 'new' | null>(null);
  const list = usePagedQuery<Filters, CustomerRole>(ROLE_LIST_CALL, { initialFilters: NO_FILTERS, toBody });
  const disable = useApiAction({
    call: (row: CustomerRole) => rolesApi.setEnabled(row.id, false),
    confirm: (row) => ({ message: text.confirmDisable(row.name, row.useNumber), confirmLabel: text.disable }),
    success: (_, row) => text.disabled(row.name),
    invalidates: ROLE_READS,
  });
  const enable = useApiAction({
    call: (row: CustomerRole) => rolesApi.setEnabled(row.id, true),
    success: (_, row) => text.enabled(row.name),
    invalidates: ROLE_READS,
  });
  // The server refuses (and the http client toasts) a role some account took since the list was read.
  const remove = useApiAction({
    call: (row: CustomerRole) => rolesApi.remove(row.id),
    confirm: (row) => ({ message: text.confirmRemove(row.name), confirmLabel: text.remove }),
    success: text.removed,
    invalidates: ROLE_READS,
  });
  const busy = (disable.running ?? enable.running ?? remove.running)?.id;
  const canEdit = can('center-account-role-edit');
  const canEnable = can('center-account-role-enable');
  const canDelete = can('center-account-role-delete');

  const columns: TableColumn<CustomerRole>[] = [
    { key: 'name', title: text.columns.name },
    { key: 'permissionCount', title: text.columns.permissionCount },
    { key: 'useNumber', title: text.columns.useNumber },
    { key: 'status', title: text.columns.status, render: (row) => text.statuses[row.status] },
    { key: 'createdAt', title: text.columns.createdAt, render: (row) => formatDateTime(row.createdAt) },
    ...(canEdit || canEnable || canDelete
      ? [
          {
            key: 'actions',
            title: text.columns.actions,
            render: (row: CustomerRole) => (
              <RowActions>
                {canEdit && (
                  <RowActionButton label={text.edit} subject={row.name} onClick={() => setEditing(row)} />
                )}
                {canEnable && (
                  <RowActionButton
                    label={row.status === 'enabled' ? text.disable : text.enable}
                    subject={row.name}
                    disabled={busy === row.id}
                    onClick={() => void (row.status === 'enabled' ? disable : enable).run(row)}
                  />
                )}
                {/* Only an unused role can go; the server refuses one an account took since. */}
                {canDelete && row.useNumber === 0 && (
                  <RowActionButton
                    label={text.remove}
                    subject={row.name}
                    disabled={busy === row.id}
                    onClick={() => void remove.run(row)}
                  />
                )}
              </RowActions>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-label={text.listTitle}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <KeywordField list={list} label={text.keyword} placeholder={text.keywordPlaceholder} />
        <SelectFilter list={list} name="status" label={text.status} options={statusOptions()} />
      </FilterBar>
      {can('center-account-role-add') && (
        <Toolbar>
          <Button variant="primary" onClick={() => setEditing('new')}>
            {text.add}
          </Button>
        </Toolbar>
      )}
      <PagedTable list={list} caption={text.caption} columns={columns} rowKey="id" emptyText={text.empty} />
      {editing && (
        <RoleFormDialog role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
