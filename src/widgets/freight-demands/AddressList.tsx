import { useState } from 'react';
import { FREIGHT_CODES, type EntrustAddress, type EntrustAddressQuery } from '../../contract/freight';
import { maskPhone, usePermissions } from '../../core';
import {
  Badge,
  Button,
  FilterBar,
  KeywordField,
  PagedTable,
  RowActionButton,
  RowActions,
  setFilters,
  type TableColumn,
} from '../../ui';
import { ListToolbar } from '../ListToolbar';
import { useApiAction, usePagedQuery, type PagedRequest } from '../query';
import { AddressFormDialog } from './AddressFormDialog';
import { ADDRESS_LIST_CALL, ADDRESS_READS, demandsApi } from './api';
import { addressLabels as text } from './labels';

interface Filters {
  keyword: string;
}
const NO_FILTERS: Filters = { keyword: '' };
const toQuery = ({ keyword }: Filters) => setFilters({ keyword });
const toBody = ({ filters, paging }: PagedRequest<Filters>): EntrustAddressQuery => ({
  ...paging,
  ...toQuery(filters),
});

const c = text.columns;
const addressColumns = (): TableColumn<EntrustAddress>[] => [
  {
    key: 'name',
    title: c.name,
    render: (row) => (
      <>
        {row.name}
        {row.inUse && <Badge title={text.inUseTitle}>{text.inUse}</Badge>}
      </>
    ),
  },
  { key: 'region', title: c.region, render: (row) => `${row.province} ${row.city} ${row.district}` },
  { key: 'detail', title: c.detail, maxWidth: 220 },
  { key: 'contact', title: c.contact },
  { key: 'phone', title: c.phone, render: (row) => maskPhone(row.phone) },
];

/** 托运地址: the places my demand orders load and unload at; 新增, 编辑, 删除 (not while in use), 导出. */
export function AddressList() {
  const { can } = usePermissions();
  const [editing, setEditing] = useState<{ address: EntrustAddress | null } | null>(null);
  const list = usePagedQuery<Filters, EntrustAddress>(ADDRESS_LIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody,
  });
  const remove = useApiAction({
    call: (address: EntrustAddress) => demandsApi.removeAddress(address.id),
    confirm: (address) => ({ message: text.confirmRemove(address.name), confirmLabel: text.remove }),
    success: text.removed,
    invalidates: ADDRESS_READS,
  });
  const canEdit = can(FREIGHT_CODES.addressEdit);
  const actions: TableColumn<EntrustAddress> = {
    key: 'actions',
    title: c.actions,
    render: (row) => (
      <RowActions>
        <RowActionButton label={text.edit} subject={row.name} onClick={() => setEditing({ address: row })} />
        {/* The server refuses to delete an address in use; its 使用中 badge says why there is no 删除. */}
        {!row.inUse && (
          <RowActionButton
            label={text.remove}
            subject={row.name}
            disabled={remove.running?.id === row.id}
            onClick={() => void remove.run(row)}
          />
        )}
      </RowActions>
    ),
  };
  return (
    <section aria-label={text.title}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <KeywordField list={list} label={text.keyword} placeholder={text.keywordPlaceholder} />
      </FilterBar>
      <ListToolbar
        actions={
          canEdit && (
            <Button variant="primary" onClick={() => setEditing({ address: null })}>
              {text.add}
            </Button>
          )
        }
        code={FREIGHT_CODES.addressExport}
        listPath={ADDRESS_LIST_CALL}
        filters={toQuery(list.applied)}
        label={text.export}
      />
      <PagedTable
        list={list}
        caption={text.caption}
        columns={canEdit ? [...addressColumns(), actions] : addressColumns()}
        rowKey="id"
        emptyText={text.empty}
      />
      {editing && (
        <AddressFormDialog
          key={editing.address?.id ?? 'new'}
          address={editing.address}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
