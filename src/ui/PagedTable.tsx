import { LoadError } from './LoadError';
import { Pagination } from './Pagination';
import { Table, type TableProps } from './Table';

/** What a paged list keeps about its current page (usePagedQuery's state has this shape). */
export interface PagedTableState<Row> {
  data: { list: readonly Row[]; total: number } | null;
  loading: boolean;
  /** The last load's failure; the table gives way to the error and its retry button. */
  error: string | null;
  reload: () => void;
  paging: { pageNum: number; pageSize: number };
  setPaging: (pageNum: number, pageSize: number) => void;
}

export interface PagedTableProps<Row> extends Omit<TableProps<Row>, 'rows' | 'loading'> {
  list: PagedTableState<Row>;
}

/** A list's table and pager, or its error state with 重试 (loading and empty are the table's). */
export function PagedTable<Row>({ list, ...table }: PagedTableProps<Row>) {
  if (list.error) {
    return <LoadError message={list.error} onRetry={list.reload} />;
  }
  return (
    <>
      <Table {...table} rows={list.data?.list ?? []} loading={list.loading} />
      <Pagination
        pageNum={list.paging.pageNum}
        pageSize={list.paging.pageSize}
        total={list.data?.total ?? 0}
        onChange={list.setPaging}
      />
    </>
  );
}
