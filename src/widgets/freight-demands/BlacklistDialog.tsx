import type { PageQuery } from '../../contract/envelope';
import type { BlacklistEntry } from '../../contract/freight';
import { formatDateTime } from '../../core';
import { Button, Dialog, PagedTable, RowActionButton, type TableColumn } from '../../ui';
import { useApiAction, usePagedQuery, type PagedRequest } from '../query';
import { BLACKLIST_CALL, BLACKLIST_READS, demandsApi } from './api';
import { blacklistLabels as text } from './labels';
import { Hint } from './styles';

type NoFilters = Record<string, never>;
const NO_FILTERS: NoFilters = {};
const toBody = ({ paging }: PagedRequest<NoFilters>): PageQuery => paging;

const c = text.columns;
const blacklistColumns = (): TableColumn<BlacklistEntry>[] => [
  { key: 'carrierCompanyName', title: c.carrier },
  { key: 'reason', title: c.reason, maxWidth: 220 },
  { key: 'createdAt', title: c.createdAt, render: (row) => formatDateTime(row.createdAt) },
];

/** 黑名单: the carriers I blacklisted (they neither see nor quote on my orders), each with 移出 (confirmed). */
export function BlacklistDialog({ onClose }: { onClose: () => void }) {
  const list = usePagedQuery<NoFilters, BlacklistEntry>(BLACKLIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody,
  });
  const remove = useApiAction({
    call: (entry: BlacklistEntry) => demandsApi.unblacklist(entry.carrierCompanyId),
    confirm: (entry) => ({
      message: text.confirmRemove(entry.carrierCompanyName),
      confirmLabel: text.remove,
    }),
    success: (_, entry) => text.removed(entry.carrierCompanyName),
    invalidates: BLACKLIST_READS,
  });
  const actions: TableColumn<BlacklistEntry> = {
    key: 'actions',
    title: c.actions,
    render: (row) => (
      <RowActionButton
        label={text.remove}
        subject={row.carrierCompanyName}
        disabled={remove.running?.carrierCompanyId === row.carrierCompanyId}
        onClick={() => void remove.run(row)}
      />
    ),
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.title}
      width={720}
      footer={<Button onClick={onClose}>{text.close}</Button>}
    >
      <Hint>{text.hint}</Hint>
      <PagedTable
        list={list}
        caption={text.caption}
        columns={[...blacklistColumns(), actions]}
        rowKey="carrierCompanyId"
        emptyText={text.empty}
      />
    </Dialog>
  );
}
