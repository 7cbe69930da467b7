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

const COLUMNS: TableColumn<ImportRowErrors>[] = [
  { key: 'rowNo', title: text.rowNo, width: 80 },
  {
    key: 'errors',
    title: text.errors,
    maxWidth: 640,
    render: (row) => row.errors.map((error) => `${error.field}：${error.message}`).join('；'),
  },
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
  const errors = usePagedQuery<ErrorFilters, ImportRowErrors>(PATHS.errors, {
    initialFilters: { batchId: batch.batchId },
    toBody,
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
        <PagedTable list={errors} caption={text.errorsCaption} columns={COLUMNS} rowKey="rowNo" />
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
