import { useRef } from 'react';
import styled from 'styled-components';
import type { ImportKind, ImportPreview } from '../../contract/imports';
import { Button, TitledCard } from '../../ui';
import { useApiAction } from '../query';
import { bulkImportApi } from './api';
import { Hint } from './layout';
import { bulkImportLabels } from './labels';

const text = bulkImportLabels.file;

const HiddenInput = styled.input`
  display: none;
`;

/** 选择文件: the file goes to the preview (a refused file is toasted by the http client). */
export function FilePicker({
  kind,
  onPreview,
}: {
  kind: ImportKind;
  onPreview: (preview: ImportPreview) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const preview = useApiAction({
    call: (file: File) => bulkImportApi.preview(kind, file),
    onSuccess: onPreview,
  });
  return (
    <TitledCard title={text.title}>
      <Hint>{text.hint}</Hint>
      <HiddenInput
        ref={input}
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-label={text.input}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void preview.run(file);
        }}
      />
      <Button variant="primary" loading={preview.pending} onClick={() => input.current?.click()}>
        {preview.pending ? text.reading : text.choose}
      </Button>
    </TitledCard>
  );
}
