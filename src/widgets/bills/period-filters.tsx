/**
 * The filters every period list of the area shares (客户账单, 结算单, 上游积分对账单): a state and the 账期
 * month, '' meaning 全部, after any filters of the list's own (客户). One piece, so the lists query, export
 * and show them alike.
 */
import type { ReactNode } from 'react';
import type { ApiPath } from '../../contract/api-paths';
import { formatMonth, shanghaiDate } from '../../core';
import { FilterBar, SelectFilter, optionsWithAll, setFilters, withAll } from '../../ui';
import { usePagedQuery, type PagedRequest } from '../query';
import { recentMonths } from './bill-format';

/** How far back the 账期 filter offers months (two years of monthly bills and statements). */
const MONTHS_OFFERED = 24;

/** A list's filters: its own (`Own`, text values) with the state and the 账期 month (yyyy-MM). */
export type PeriodFilters<S extends string, Own extends object = Record<never, never>> = Own & {
  state: S | '';
  periodMonth: string;
};

/** The filters as sent, by the list call and its export alike: only those set. */
export function periodFiltersOf<F extends Record<string, string>>(filters: F) {
  return setFilters(filters);
}

/** A list call's body: the page and the filters that are set (any list of text filters, 付款管理 too). */
export function listBodyOf<F extends Record<string, string>>({ filters, paging }: PagedRequest<F>) {
  return { ...paging, ...periodFiltersOf(filters) };
}

/**
 * The paged list of a period list. `own` holds the list's own filters at their initial (全部) values,
 * where 重置 takes them back with state and 账期.
 */
export function usePeriodList<
  S extends string,
  Row,
  Own extends Record<string, string> = Record<never, never>,
>(path: ApiPath, own?: Own) {
  const initialFilters = { ...own, state: '', periodMonth: '' } as PeriodFilters<S, Own>;
  return usePagedQuery<PeriodFilters<S, Own>, Row>(path, { initialFilters, toBody: listBodyOf });
}

/** The 账期 choices: 全部, then this month and the months before it, newest first. */
const monthOptions = () =>
  withAll(
    recentMonths(shanghaiDate(Date.now()), MONTHS_OFFERED).map((month) => ({
      value: month,
      label: formatMonth(month),
    })),
  );

/**
 * What the filter bar needs of any usePeriodList, whatever its state type and own filters. editDraft is
 * a method so that a list whose state is narrower than string still fits (its draft only ever takes the
 * values the state select offers: the list's own states).
 */
interface PeriodFilterList {
  draft: PeriodFilters<string>;
  editDraft(patch: Partial<PeriodFilters<string>>): void;
  search: () => void;
  reset: () => void;
  loading: boolean;
}

export interface PeriodStateFiltersProps<S extends string> {
  /** The list (usePeriodList): the selects edit its draft, 查询 / 重置 search and reset it. */
  list: PeriodFilterList;
  /** The list's state labels, in the order the state select offers them. */
  states: Readonly<Record<S, string>>;
  labels: { state: string; periodMonth: string };
  /** The list's own filters, shown before state and 账期. */
  children?: ReactNode;
}

/** The filter bar of a period list: its own filters, then 状态 and 账期. */
export function PeriodStateFilters<S extends string>({
  list,
  states,
  labels,
  children,
}: PeriodStateFiltersProps<S>) {
  return (
    <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
      {children}
      <SelectFilter list={list} name="state" label={labels.state} options={optionsWithAll(states)} />
      <SelectFilter list={list} name="periodMonth" label={labels.periodMonth} options={monthOptions()} />
    </FilterBar>
  );
}
