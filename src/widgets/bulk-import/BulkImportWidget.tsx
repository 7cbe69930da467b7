import { useState } from 'react';
import type { ImportKind, ImportPreview } from '../../contract/imports';
import { Button, PageHeader, Stack, Steps, TitledCard } from '../../ui';
import { useEmit } from '../widget-context';
import { bulkImportApi } from './api';
import { FilePicker } from './FilePicker';
import { Actions, Hint } from './layout';
import { bulkImportLabels as text } from './labels';
import { LIST_OF, navigate } from './navigation';
import { PreviewCard } from './PreviewCard';
import { ProgressCard } from './ProgressCard';

export interface BulkImportWidgetProps {
  /** transfer (default) | waybill | return */
  kind?: ImportKind;
}

/** The step the page is at: choosing a file, looking at its preview, or importing it. */
type Stage = { at: 'file' } | { at: 'preview'; preview: ImportPreview } | { at: 'import'; batchId: string };

const stepOf = (stage: Stage) => (stage.at === 'file' ? 1 : stage.at === 'preview' ? 2 : 3);

/**
 * <yp-bulk-import kind="transfer|waybill|return">: 下载模板 → 选择文件 → 预览 (counts, the rows that fail
 * and why, 已导入) → 确认导入 → progress → 下载结果.
 */
export function BulkImportWidget({ kind = 'transfer' }: BulkImportWidgetProps) {
  const emit = useEmit();
  const [stage, setStage] = useState<Stage>({ at: 'file' });
  const [finished, setFinished] = useState(false);
  const restart = () => {
    setFinished(false);
    setStage({ at: 'file' });
  };
  return (
    <Stack>
      <PageHeader
        title={text.titles[kind]}
        actions={<Button onClick={() => navigate(emit, LIST_OF[kind])}>{text.backToList[kind]}</Button>}
      />
      <Steps
        steps={text.steps}
        current={finished ? 4 : stepOf(stage)}
        complete={finished}
        aria-label={text.stepsLabel}
      />
      <TitledCard title={text.template.title}>
        <Hint>{text.template.hint}</Hint>
        <Actions>
          <Button onClick={() => void bulkImportApi.template(kind, 'xlsx')}>
            {text.template.download} Excel
          </Button>
          <Button onClick={() => void bulkImportApi.template(kind, 'csv')}>
            {text.template.download} CSV
          </Button>
        </Actions>
      </TitledCard>
      {stage.at === 'file' && (
        <FilePicker kind={kind} onPreview={(preview) => setStage({ at: 'preview', preview })} />
      )}
      {stage.at === 'preview' && (
        <PreviewCard
          preview={stage.preview}
          onConfirmed={(batchId) => setStage({ at: 'import', batchId })}
          onChooseAgain={restart}
        />
      )}
      {stage.at === 'import' && (
        <ProgressCard batchId={stage.batchId} onFinished={() => setFinished(true)} onAnother={restart} />
      )}
    </Stack>
  );
}
