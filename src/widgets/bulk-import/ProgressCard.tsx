import { useEffect } from 'react';
import type { ImportBatch } from '../../contract/imports';
import { Button, LoadError, Loading, ProgressBar, TitledCard } from '../../ui';
import { useApiQuery } from '../query';
import { bulkImportApi, PATHS } from './api';
import { Actions, Hint } from './layout';
import { bulkImportLabels } from './labels';

const text = bulkImportLabels;
const POLL_MS = 1000;

const isFinished = (batch: ImportBatch | undefined | null) =>
  batch?.status === 'done' || batch?.status === 'failed';
const pollUntilFinished = (batch: ImportBatch | undefined) => (isFinished(batch) ? false : POLL_MS);

/** 导入 and 下载结果: the progress bar (the batch's status polled each second until it ends), then the result. */
export function ProgressCard({
  batchId,
  onFinished,
  onAnother,
}: {
  batchId: string;
  onFinished: () => void;
  onAnother: () => void;
}) {
  const status = useApiQuery<ImportBatch>(PATHS.status, { batchId }, { pollEvery: pollUntilFinished });
  const batch = status.data;
  const finished = isFinished(batch);
  useEffect(() => {
    if (finished) onFinished();
  }, [finished, onFinished]);
  if (status.error) return <LoadError message={status.error} onRetry={status.reload} />;
  if (!batch) return <Loading />;
  const percent = batch.valid === 0 ? 100 : (batch.processed / batch.valid) * 100;
  const processed = text.progress.processed(batch.processed, batch.valid);
  return (
    <>
      <TitledCard title={text.progress.title}>
        <ProgressBar percent={percent} aria-label={text.progress.bar} valueText={processed} />
        <p role="status">
          {batch.status === 'confirmed'
            ? text.progress.waiting
            : batch.status === 'done'
              ? text.progress.done(batch.succeeded, batch.failed)
              : batch.status === 'failed'
                ? text.progress.failed
                : processed}
        </p>
      </TitledCard>
      {finished && (
        <TitledCard title={text.result.title}>
          <Hint>{text.result.hint}</Hint>
          <Actions>
            <Button variant="primary" onClick={() => void bulkImportApi.result(batch, 'xlsx')}>
              {text.result.download} Excel
            </Button>
            <Button onClick={() => void bulkImportApi.result(batch, 'csv')}>
              {text.result.download} CSV
            </Button>
            <Button onClick={onAnother}>{text.result.another}</Button>
          </Actions>
        </TitledCard>
      )}
    </>
  );
}
