import type { ReactNode } from 'react';
import type { Page } from '../../contract/envelope';
import { LoadError, Pagination, Table, type TableColumn } from '../../ui';
import type { ListPaging } from '../../ui/use-list-filters';
import { common } from './labels';

interface ListSectionProps<Row> {
  caption: string;
  columns: TableColumn<Row>[];
  rowKey: keyof Row;
  page: Page<Row> | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  paging: ListPaging;
  onPage: (pageNum: number, pageSize: number) => void;
  emptyText?: ReactNode;
}

/** A list's table and pager, or its error state (loading and empty are the table's). */
export function ListSection<Row>(props: ListSectionProps<Row>) {
  const { caption, columns, rowKey, page, loading, error, onRetry, paging, onPage, emptyText } = props;
  if (error) {
    return <LoadError message={error} onRetry={onRetry} />;
  }
  return (
    <>
      <Table
        caption={caption}
        columns={columns}
        rows={page?.list ?? []}
        rowKey={rowKey}
        loading={loading}
        emptyText={emptyText ?? common.empty}
      />
      <Pagination
        pageNum={paging.pageNum}
        pageSize={paging.pageSize}
        total={page?.total ?? 0}
        onChange={onPage}
      />
    </>
  );
}
