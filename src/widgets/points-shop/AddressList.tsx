import { useState } from 'react';
import styled from 'styled-components';
import { MAX_RECEIVE_ADDRESSES, type ReceiveAddress } from '../../contract/points-shop';
import {
  Badge,
  Button,
  LoadError,
  RowActionButton,
  RowActions,
  Table,
  Toolbar,
  vars,
  type TableColumn,
} from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { AddressFormDialog } from './AddressFormDialog';
import { ADDRESS_LIST_CALL, ADDRESS_READS, addressApi } from './api';
import { addressLabels as text } from './labels';

const Count = styled.span`
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

const NO_BODY = {};

/** 收货地址: my addresses (the default first, mobiles masked); 新增, 编辑, 设为默认, 删除 (confirmed). */
export function AddressList() {
  const [editing, setEditing] = useState<ReceiveAddress | 'new' | null>(null);
  const list = useApiQuery<ReceiveAddress[]>(ADDRESS_LIST_CALL, NO_BODY);
  const setDefault = useApiAction({
    call: (row: ReceiveAddress) => addressApi.setDefault(row.id),
    success: (_, row) => text.defaultSet(row.receiverName),
    invalidates: ADDRESS_READS,
  });
  const remove = useApiAction({
    call: (row: ReceiveAddress) => addressApi.remove(row.id),
    confirm: (row) => ({ message: text.confirmRemove(row.receiverName), confirmLabel: text.remove }),
    success: text.removed,
    invalidates: ADDRESS_READS,
  });
  const busy = (setDefault.running ?? remove.running)?.id;
  const rows = list.data ?? [];
  const columns: TableColumn<ReceiveAddress>[] = [
    {
      key: 'receiverName',
      title: text.columns.receiverName,
      render: (row) => (
        <>
          {row.receiverName}
          {row.isDefault && <Badge>{text.defaultBadge}</Badge>}
        </>
      ),
    },
    { key: 'mobile', title: text.columns.mobile },
    { key: 'region', title: text.columns.region },
    { key: 'detailAddress', title: text.columns.detailAddress },
    {
      key: 'actions',
      title: text.columns.actions,
      render: (row) => (
        <RowActions>
          <RowActionButton label={text.edit} subject={row.receiverName} onClick={() => setEditing(row)} />
          {!row.isDefault && (
            <RowActionButton
              label={text.setDefault}
              subject={row.receiverName}
              disabled={busy === row.id}
              onClick={() => void setDefault.run(row)}
            />
          )}
          <RowActionButton
            label={text.remove}
            subject={row.receiverName}
            disabled={busy === row.id}
            onClick={() => void remove.run(row)}
          />
        </RowActions>
      ),
    },
  ];
  return (
    <section aria-label={text.title}>
      <Toolbar>
        <Button
          variant="primary"
          disabled={list.data === null || rows.length >= MAX_RECEIVE_ADDRESSES}
          onClick={() => setEditing('new')}
        >
          {text.add}
        </Button>
        <Count>{text.limit(rows.length, MAX_RECEIVE_ADDRESSES)}</Count>
      </Toolbar>
      {list.error ? (
        <LoadError message={list.error} onRetry={list.reload} />
      ) : (
        <Table
          caption={text.caption}
          columns={columns}
          rows={rows}
          rowKey="id"
          loading={list.loading}
          emptyText={text.empty}
        />
      )}
      {editing && (
        <AddressFormDialog address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
