import { useCallback } from 'react';
import type { ApiPath } from '../../contract/api-paths';
import { PagedTable, type TableColumn } from '../../ui';
import { usePagedQuery, type PagedRequest } from '../query';
import type { BillRef } from './api';
import { itemLabels as text } from './item-labels';

/** An item list has no filters of its own: the bill (and maybe a warehouse) is the whole request. */
const NO_FILTERS = {};

export interface BillItemTableProps<Row> {
  path: ApiPath;
  bill: BillRef;
  /** More request fields (a warehouse). */
  extra?: Record<string, string>;
  caption: string;
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string;
}

/** One of a bill's item lists, paged: the bill's reference in every request. */
export function BillItemTable<Row>({ path, bill, extra, caption, columns, rowKey }: BillItemTableProps<Row>) {
  const billKey = JSON.stringify({ ...bill, ...extra });
  // Pure in the bill's reference: the body (the cache key) changes only with the bill or the page.
  const toBody = useCallback(
    ({ paging }: PagedRequest<typeof NO_FILTERS>) => ({ ...paging, ...JSON.parse(billKey) }),
    [billKey],
  );
  const list = usePagedQuery<typeof NO_FILTERS, Row>(path, { initialFilters: NO_FILTERS, toBody });
  return (
    <PagedTable list={list} caption={caption} columns={columns} rowKey={rowKey} emptyText={text.empty} />
  );
}
