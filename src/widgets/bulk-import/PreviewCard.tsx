import type { Page } from '../../contract/envelope';
import type { ImportPreview, ImportRowErrors } from '../../contract/imports';
import { formatDateTime } from '../../core';
import { Button, PagedTable, TitledCard, type TableColumn } from '../../ui';
import { useApiAction, usePagedQuery, type PagedRequest } from '../query';
import { bulkImportApi, PATHS } from './api';
import { Actions, Hint } from './layout';
import { bulkImportLabels } from './labels';

const text = bulkImportLabels.preview;

interface ErrorFilters {
  batchId: string;
}

const toBody = ({ filters, paging }: PagedRequest<ErrorFilters>) => ({ ...paging, ...filters });

/** One refused cell: a line of the table (a page holds the refused rows of one page of the file's). */
interface ErrorLine {
  key: string;
  rowNo: number;
  field: string;
  message: string;
}

const linesOf = (page: Page<ImportRowErrors>): Page<ErrorLine> => ({
  ...page,
  list: page.list.flatMap((row) =>
    row.errors.map((error) => ({ key: `${row.rowNo}:${error.field}`, rowNo: row.rowNo, ...error })),
  ),
});

const COLUMNS: TableColumn<ErrorLine>[] = [
  { key: 'rowNo', title: text.rowNo, width: 80 },
  { key: 'field', title: text.field, width: 140 },
  { key: 'message', title: text.message, maxWidth: 480 },
];

/** 预览: the counts, 已导入 when the file was imported before, the failing rows a page at a time, 确认导入. */
export function PreviewCard({
  preview,
  onConfirmed,
  onChooseAgain,
}: {
  preview: ImportPreview;
  onConfirmed: (batchId: string) => void;
  onChooseAgain: () => void;
}) {
  const { batch } = preview;
  const errors = usePagedQuery<ErrorFilters, ErrorLine, Page<ImportRowErrors>>(PATHS.errors, {
    initialFilters: { batchId: batch.batchId },
    toBody,
    pageOf: linesOf,
  });
  const confirm = useApiAction({
    call: () => bulkImportApi.confirm(batch.batchId),
    confirm: () => ({ message: text.confirmMessage(batch.valid, batch.invalid), confirmLabel: text.confirm }),
    onSuccess: (confirmed) => onConfirmed(confirmed.batchId),
  });
  const earlier = batch.alreadyImported;
  return (
    <TitledCard title={text.title}>
      <Hint>{text.fileName(batch.fileName)}</Hint>
      <p role="status">{text.counts(batch.total, batch.valid, batch.invalid)}</p>
      {earlier && (
        <div role="alert">
          <strong>{text.alreadyTitle}</strong>
          <p>{text.already(formatDateTime(earlier.confirmedAt), earlier.total, earlier.succeeded)}</p>
        </div>
      )}
      {batch.invalid > 0 ? (
        <PagedTable list={errors} caption={text.errorsCaption} columns={COLUMNS} rowKey="key" />
      ) : (
        <Hint>{text.allValid}</Hint>
      )}
      <Actions>
        <Button
          variant="primary"
          disabled={earlier !== null || batch.valid === 0}
          loading={confirm.pending}
          onClick={() => void confirm.run(undefined)}
        >
          {text.confirm}
        </Button>
        <Button onClick={onChooseAgain}>{text.chooseAgain}</Button>
      </Actions>
    </TitledCard>
  );
}
