import { useState } from 'react';
import type { AccountStatus, CustomerAccount, CustomerAccountQuery } from '../../contract/company-accounts';
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
  Badge,
} from '../../ui';
import { useApiAction, usePagedQuery, type PagedRequest } from '../query';
import { AccountFormDialog } from './AccountFormDialog';
import { ACCOUNT_LIST_CALL, ACCOUNT_READS, accountsApi } from './api';
import { accountLabels as text } from './labels';
import { useCompanyRoles } from './use-role-options';

interface Filters {
  keyword: string;
  status: '' | AccountStatus;
  roleId: string;
}
const NO_FILTERS: Filters = { keyword: '', status: '', roleId: '' };

const toBody = ({ filters, paging }: PagedRequest<Filters>): CustomerAccountQuery => ({
  ...paging,
  ...(filters.keyword.trim() && { keyword: filters.keyword.trim() }),
  ...(filters.status && { status: filters.status }),
  ...(filters.roleId && { roleId: filters.roleId }),
});

const statusOptions = () => [
  { value: '' as const, label: text.all },
  { value: 'active' as const, label: text.statuses.active },
  { value: 'disabled' as const, label: text.statuses.disabled },
];

/** Neither oneself nor the administrator is disabled or deleted (the server refuses it too). */
const protectedRow = (row: CustomerAccount) => row.isSelf || row.isAdmin;

/** 企业账号管理: the company's accounts; 新增, 编辑, 启用/停用 and 删除 by permission. */
export function AccountList() {
  const { can } = usePermissions();
  const roles = useCompanyRoles();
  const [editing, setEditing] = useState<CustomerAccount | 'new' | null>(null);
  const list = usePagedQuery<Filters, CustomerAccount>(ACCOUNT_LIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody,
  });
  const disable = useApiAction({
    call: (row: CustomerAccount) => accountsApi.setEnabled(row.id, false),
    confirm: (row) => ({ message: text.confirmDisable(row.userAccount), confirmLabel: text.disable }),
    success: (_, row) => text.disabled(row.userAccount),
    invalidates: ACCOUNT_READS,
  });
  const enable = useApiAction({
    call: (row: CustomerAccount) => accountsApi.setEnabled(row.id, true),
    success: (_, row) => text.enabled(row.userAccount),
    invalidates: ACCOUNT_READS,
  });
  const remove = useApiAction({
    call: (row: CustomerAccount) => accountsApi.remove(row.id),
    confirm: (row) => ({ message: text.confirmRemove(row.userAccount), confirmLabel: text.remove }),
    success: text.removed,
    invalidates: ACCOUNT_READS,
  });
  const busy = (disable.running ?? enable.running ?? remove.running)?.id;
  const canEdit = can('center-account-company-edit');
  const canEnable = can('center-account-company-enable');
  const canDelete = can('center-account-company-delete');

  const columns: TableColumn<CustomerAccount>[] = [
    {
      key: 'userAccount',
      title: text.columns.userAccount,
      render: (row) => (
        <>
          {row.userAccount}
          {row.isAdmin && <Badge>{text.adminBadge}</Badge>}
          {row.isSelf && <Badge>{text.selfBadge}</Badge>}
        </>
      ),
    },
    { key: 'username', title: text.columns.username },
    { key: 'mobile', title: text.columns.mobile, render: (row) => row.mobile ?? '' },
    { key: 'area', title: text.columns.area, render: (row) => text.areas[row.area] },
    { key: 'roleName', title: text.columns.role, render: (row) => row.roleName ?? text.noRole },
    { key: 'status', title: text.columns.status, render: (row) => text.statuses[row.status] },
    { key: 'createdAt', title: text.columns.createdAt, render: (row) => formatDateTime(row.createdAt) },
    ...(canEdit || canEnable || canDelete
      ? [
          {
            key: 'actions',
            title: text.columns.actions,
            render: (row: CustomerAccount) => (
              <RowActions>
                {/* The administrator's account is the administrator's own to edit (the server refuses others). */}
                {canEdit && (!row.isAdmin || row.isSelf) && (
                  <RowActionButton
                    label={text.edit}
                    subject={row.userAccount}
                    onClick={() => setEditing(row)}
                  />
                )}
                {canEnable && !protectedRow(row) && (
                  <RowActionButton
                    label={row.status === 'active' ? text.disable : text.enable}
                    subject={row.userAccount}
                    disabled={busy === row.id}
                    onClick={() => void (row.status === 'active' ? disable : enable).run(row)}
                  />
                )}
                {canDelete && !protectedRow(row) && (
                  <RowActionButton
                    label={text.remove}
                    subject={row.userAccount}
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

  const roleFilter = [
    { value: '', label: text.all },
    ...roles.map((role) => ({ value: role.id, label: role.name })),
  ];
  return (
    <section aria-label={text.listTitle}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <KeywordField list={list} label={text.keyword} placeholder={text.keywordPlaceholder} />
        <SelectFilter list={list} name="status" label={text.status} options={statusOptions()} />
        <SelectFilter list={list} name="roleId" label={text.role} options={roleFilter} />
      </FilterBar>
      {can('center-account-company-add') && (
        <Toolbar>
          <Button variant="primary" onClick={() => setEditing('new')}>
            {text.add}
          </Button>
        </Toolbar>
      )}
      <PagedTable list={list} caption={text.caption} columns={columns} rowKey="id" emptyText={text.empty} />
      {editing && (
        <AccountFormDialog account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
