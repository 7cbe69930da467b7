import { useState } from 'react';
import type {
  IndividualPointsRow,
  PointsChangeRow,
  PointsPool,
  PointsPoolItemRow,
  PointsTarget,
} from '../../contract/points';
import { formatDateTime, usePermissions } from '../../core';
import {
  Button,
  Card,
  FilterBar,
  KeywordField,
  PageHeader,
  PagedTable,
  SelectFilter,
  Stack,
  TitledCard,
  Details,
  optionsWithAll,
  setFilters,
  type TableColumn,
} from '../../ui';
import { ListToolbar } from '../ListToolbar';
import { ListUrlStateProvider, useApiQuery, usePagedQuery, type PagedRequest } from '../query';
import { BillFigure } from './BillFigure';
import {
  INDIVIDUAL_POINTS_CALL,
  POINTS_CHANGES_CALL,
  POINTS_POOL_CALL,
  POINTS_POOL_ITEMS_CALL,
} from './points-api';
import { POINTS_CODES, pointsLabels } from './points-labels';
import { PointsAllotDialog } from './PointsAllotDialog';
import { EnvironmentalScore } from './PointsEnvironmentalScore';

const text = pointsLabels.balance;
const C = text.columns;
const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** The pool's balance and what it adds up from; 分配积分 with 余额积分-操作. */
function PoolCard() {
  const { can } = usePermissions();
  const [allotting, setAllotting] = useState(false);
  const pool = useApiQuery<PointsPool>(POINTS_POOL_CALL, {});
  const balance = pool.data?.balance ?? 0;
  return (
    <Card aria-label={text.pool}>
      <PageHeader
        title={pool.data?.companyName ?? text.title}
        actions={
          <>
            <BillFigure label={text.pool} amount={pool.data ? String(balance) : '—'} />
            {can(POINTS_CODES.balanceOperation) && (
              <Button variant="primary" disabled={!pool.data} onClick={() => setAllotting(true)}>
                {pointsLabels.allot.open}
              </Button>
            )}
          </>
        }
      />
      {pool.data && (
        <Details
          items={[
            [text.credited, String(pool.data.credited)],
            [text.allotted, String(pool.data.allotted)],
          ]}
        />
      )}
      {allotting && <PointsAllotDialog balance={balance} onClose={() => setAllotting(false)} />}
    </Card>
  );
}

type NoFilters = Record<string, never>;
const NO_FILTERS: NoFilters = {};
const pageOnly = ({ paging }: PagedRequest<NoFilters>) => paging;

const poolItemColumns = (): TableColumn<PointsPoolItemRow>[] => [
  { key: 'source', title: C.source, render: (row) => text.sources[row.source] },
  { key: 'sourceName', title: C.sourceName },
  { key: 'points', title: C.points, align: 'right', render: (row) => signed(row.points) },
  { key: 'lastChangeAt', title: C.lastChangeAt, render: (row) => formatDateTime(row.lastChangeAt) },
];

/** 积分构成: the pool's changes summed per statement and per account; they add up to the balance. */
function PoolItems() {
  const list = usePagedQuery<NoFilters, PointsPoolItemRow>(POINTS_POOL_ITEMS_CALL, {
    initialFilters: NO_FILTERS,
    toBody: pageOnly,
  });
  return (
    <TitledCard title={text.itemsTitle}>
      <PagedTable
        list={list}
        caption={text.itemsCaption}
        columns={poolItemColumns()}
        rowKey={(row) => `${row.source}-${row.sourceId}`}
        emptyText={text.noItems}
      />
    </TitledCard>
  );
}

interface ChangeFilters {
  target: PointsTarget | '';
}
const ALL_TARGETS: ChangeFilters = { target: '' };
const changeFilters = ({ target }: ChangeFilters) => setFilters({ target });
const changeBody = ({ filters, paging }: PagedRequest<ChangeFilters>) => ({
  ...paging,
  ...changeFilters(filters),
});
const targetOptions = () => optionsWithAll(text.targets);

const changeColumns = (): TableColumn<PointsChangeRow>[] => [
  { key: 'at', title: C.at, render: (row) => formatDateTime(row.at) },
  { key: 'target', title: C.target, render: (row) => text.targets[row.target] },
  { key: 'account', title: C.account, render: (row) => row.accountName ?? '—' },
  { key: 'source', title: C.source, render: (row) => text.sources[row.source] },
  { key: 'sourceNo', title: C.sourceNo },
  { key: 'delta', title: C.delta, align: 'right', render: (row) => signed(row.delta) },
  { key: 'before', title: C.before, align: 'right', render: (row) => String(row.before) },
  { key: 'after', title: C.after, align: 'right', render: (row) => String(row.after) },
];

/** 积分变动记录: every credit and debit of the pool and the accounts, newest first, and its export. */
function ChangeRecord() {
  const list = usePagedQuery<ChangeFilters, PointsChangeRow>(POINTS_CHANGES_CALL, {
    initialFilters: ALL_TARGETS,
    toBody: changeBody,
  });
  return (
    <TitledCard title={text.changesTitle}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <SelectFilter list={list} name="target" label={text.target} options={targetOptions()} />
      </FilterBar>
      <ListToolbar
        listPath={POINTS_CHANGES_CALL}
        filters={changeFilters(list.applied)}
        label={text.exportChanges}
        code={POINTS_CODES.balanceDetail}
      />
      <PagedTable
        list={list}
        caption={text.changesCaption}
        columns={changeColumns()}
        rowKey="id"
        emptyText={text.noChanges}
      />
    </TitledCard>
  );
}

interface PeopleFilters {
  keyword: string;
}
const NO_KEYWORD: PeopleFilters = { keyword: '' };
const peopleBody = ({ filters, paging }: PagedRequest<PeopleFilters>) => ({
  ...paging,
  ...setFilters({ keyword: filters.keyword.trim() }),
});

const peopleColumns = (): TableColumn<IndividualPointsRow>[] => [
  { key: 'userAccount', title: C.userAccount },
  { key: 'username', title: C.username },
  { key: 'points', title: C.points, align: 'right', render: (row) => String(row.points) },
];

/** 个人积分: the company's accounts and the points allotted to them. */
function IndividualPoints() {
  const list = usePagedQuery<PeopleFilters, IndividualPointsRow>(INDIVIDUAL_POINTS_CALL, {
    initialFilters: NO_KEYWORD,
    toBody: peopleBody,
  });
  return (
    <TitledCard title={text.peopleTitle}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <KeywordField list={list} label={text.keyword} placeholder={text.keyword} />
      </FilterBar>
      <PagedTable
        list={list}
        caption={text.peopleCaption}
        columns={peopleColumns()}
        rowKey="accountId"
        emptyText={text.noPeople}
      />
    </TitledCard>
  );
}

/**
 * 余额积分: the pool (分配积分 by permission), what it is made of, the change record with its export, the
 * accounts' points and the environmental score. Its several lists keep their pages to themselves (none
 * writes the page URL: they would overwrite each other's pageNum).
 */
export function BalancePoints() {
  return (
    <ListUrlStateProvider enabled={false}>
      <Stack aria-label={text.title}>
        <PoolCard />
        <PoolItems />
        <ChangeRecord />
        <IndividualPoints />
        <EnvironmentalScore />
      </Stack>
    </ListUrlStateProvider>
  );
}
