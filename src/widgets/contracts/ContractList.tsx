import {
  CONTRACT_CODES,
  CONTRACT_KINDS,
  type ContractKind,
  type ContractListItem,
  type ContractListQuery,
  type ContractState,
} from '../../contract/contracts';
import { formatDate, usePermissions } from '../../core';
import {
  DateRangePicker,
  Empty,
  Field,
  FilterBar,
  FilterTabs,
  KeywordField,
  Loading,
  PagedTable,
  RowActionButton,
  RowActions,
  SelectFilter,
  optionsWithAll,
  setFilters,
  type DateRange,
  type TableColumn,
} from '../../ui';
import { ListToolbar } from '../ListToolbar';
import { usePagedQuery, type PagedRequest } from '../query';
import { useEmit } from '../widget-context';
import { PATHS } from './api';
import { downloadContract } from './downloads';
import {
  CONTRACT_COLUMN_LABELS as columns,
  CONTRACT_KIND_LABELS,
  CONTRACT_STATE_LABELS,
  listLabels as text,
} from './labels';
import { CONTRACT_DETAIL_PATH, navigate } from './navigation';
import { StateBadge } from './StateBadge';
import { VerifyPanel } from './VerifyPanel';

interface Filters {
  kind: ContractKind;
  state: ContractState | '';
  keyword: string;
  deadline: DateRange | null;
}

const toQuery = ({
  kind,
  state,
  keyword,
  deadline,
}: Filters): Omit<ContractListQuery, 'pageNum' | 'pageSize'> => {
  const [deadlineFrom, deadlineTo] = deadline ?? ['', ''];
  return { kind, ...setFilters({ state, keyword, deadlineFrom, deadlineTo }) };
};
const toBody = ({ filters, paging }: PagedRequest<Filters>): ContractListQuery => ({
  ...paging,
  ...toQuery(filters),
});

const stateOptions = () => optionsWithAll(CONTRACT_STATE_LABELS);
const orDash = (value: string | null, format: (value: string) => string) => (value ? format(value) : '—');

const contractColumns = (): TableColumn<ContractListItem>[] => [
  { key: 'contractNo', title: columns.contractNo },
  { key: 'protocolName', title: columns.protocolName },
  { key: 'protocolVersion', title: columns.version },
  { key: 'companyName', title: columns.companyName },
  { key: 'state', title: columns.state, render: (row) => <StateBadge state={row.state} /> },
  // Days, so that 操作 fits at 1366 px beside the menu; the detail shows the times (and 乙方, always the platform).
  { key: 'signDeadline', title: columns.signDeadline, render: (row) => formatDate(row.signDeadline) },
  { key: 'signedAt', title: columns.signedAt, render: (row) => orDash(row.signedAt, formatDate) },
  { key: 'validUntil', title: columns.validUntil, render: (row) => orDash(row.validUntil, formatDate) },
];
const c1Column = (): TableColumn<ContractListItem> => ({ key: 'c1ClientName', title: columns.c1ClientName });

const columnsOf = (kind: ContractKind) =>
  kind === 'c1'
    ? [...contractColumns().slice(0, 4), c1Column(), ...contractColumns().slice(4)]
    : contractColumns();

/**
 * 在线签约: one tab per contract kind the session may view (标准合同 / C1合同), each a filtered, paged list
 * with 查看, 签署 and 下载合同 by the kind's codes; then 验证合同文件.
 */
export function ContractList({ kind }: { kind: ContractKind }) {
  const { ready, can } = usePermissions();
  if (!ready) return <Loading />;
  const kinds = CONTRACT_KINDS.filter((candidate) => can(CONTRACT_CODES[candidate].view));
  const first = kinds.includes(kind) ? kind : kinds[0];
  if (!first) return <Empty text={text.noKind} />;
  return (
    <section aria-label={text.title}>
      <KindTabs kinds={kinds} first={first} />
      <VerifyPanel />
    </section>
  );
}

function KindTabs({ kinds, first }: { kinds: readonly ContractKind[]; first: ContractKind }) {
  const { can } = usePermissions();
  const emit = useEmit();
  const list = usePagedQuery<Filters, ContractListItem>(PATHS.list, {
    initialFilters: { kind: first, state: '', keyword: '', deadline: null },
    toBody,
  });
  const codes = CONTRACT_CODES[list.applied.kind];
  const open = (row: ContractListItem) => navigate(emit, CONTRACT_DETAIL_PATH, { id: row.id });
  const actions: TableColumn<ContractListItem> = {
    key: 'actions',
    title: columns.actions,
    render: (row) => (
      <RowActions>
        <RowActionButton label={text.view} subject={row.contractNo} onClick={() => open(row)} />
        {row.state === 'pending' && can(codes.sign) && (
          <RowActionButton label={text.sign} subject={row.contractNo} onClick={() => open(row)} />
        )}
        {row.state === 'signed' && can(codes.download) && (
          <RowActionButton
            label={text.download}
            subject={row.contractNo}
            onClick={() => downloadContract(row.id)}
          />
        )}
      </RowActions>
    ),
  };
  return (
    <FilterTabs
      list={list}
      name="kind"
      items={kinds.map((key) => ({ key, label: CONTRACT_KIND_LABELS[key] }))}
      aria-label={text.kindTabs}
    >
      <FilterBar onSearch={list.search} onReset={() => list.resetKeeping('kind')} searching={list.loading}>
        <SelectFilter list={list} name="state" label={text.state} options={stateOptions()} />
        <KeywordField list={list} label={text.keyword} placeholder={text.keywordPlaceholder} />
        <Field label={text.deadline} layout="horizontal">
          <DateRangePicker
            value={list.draft.deadline}
            onChange={(deadline) => list.editDraft({ deadline })}
          />
        </Field>
      </FilterBar>
      <ListToolbar listPath={PATHS.list} filters={toQuery(list.applied)} label={text.export} />
      <PagedTable
        list={list}
        caption={text.caption}
        columns={[...columnsOf(list.applied.kind), actions]}
        rowKey="id"
        emptyText={text.empty}
      />
    </FilterTabs>
  );
}
