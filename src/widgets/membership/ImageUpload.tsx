import styled from 'styled-components';
import { useState, type ReactNode } from 'react';
import { FileButton, vars } from '../../ui';
import { useApiAction } from '../query';
import { membershipApi } from './api';
import { membershipLabels as text } from './labels';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.spaceSm};
`;

const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: 320px;
  max-height: 200px;
  object-fit: contain;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusLarge};
  background: ${vars.colorBgMuted};
`;

/**
 * 上传图片 with its preview: a png or jpeg goes to common/uploadFile and the field takes its fileId. The
 * preview is the chosen file itself; `extra` sits beside the button (the 识别 button).
 */
export function ImageUpload({
  label,
  value,
  onChange,
  extra,
}: {
  label: string;
  value: string;
  onChange: (fileId: string) => void;
  extra?: ReactNode;
}) {
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const upload = useApiAction({
    call: (file: File) => membershipApi.upload(file),
    onSuccess: (uploaded, file) => {
      if (preview) URL.revokeObjectURL(preview.url);
      setPreview({ url: URL.createObjectURL(file), name: uploaded.name });
      onChange(uploaded.fileId);
    },
  });
  return (
    <Box>
      <FileButton
        label={label}
        accept="image/png,image/jpeg"
        loading={upload.pending}
        onChoose={([file]) => void upload.run(file)}
      >
        {upload.pending ? text.uploading : value ? text.reupload : text.upload}
      </FileButton>
      {extra}
      {preview && <span>{text.uploaded(preview.name)}</span>}
      {preview && <Preview src={preview.url} alt={text.previewOf(label)} />}
    </Box>
  );
}
