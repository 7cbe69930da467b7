import type { ImportKind, ImportPreview } from '../../contract/imports';
import { FileButton, TitledCard } from '../../ui';
import { useApiAction } from '../query';
import { bulkImportApi } from './api';
import { Hint } from './layout';
import { bulkImportLabels } from './labels';

const text = bulkImportLabels.file;

/** 选择文件: the file goes to the preview (a refused file is toasted by the http client). */
export function FilePicker({
  kind,
  onPreview,
}: {
  kind: ImportKind;
  onPreview: (preview: ImportPreview) => void;
}) {
  const preview = useApiAction({
    call: (file: File) => bulkImportApi.preview(kind, file),
    onSuccess: onPreview,
  });
  return (
    <TitledCard title={text.title}>
      <Hint>{text.hint}</Hint>
      <FileButton
        label={text.input}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        variant="primary"
        loading={preview.pending}
        onChoose={([file]) => void preview.run(file)}
      >
        {preview.pending ? text.reading : text.choose}
      </FileButton>
    </TitledCard>
  );
}
