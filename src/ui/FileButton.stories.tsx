import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FileButton } from './FileButton';

function ChooseTicketPhotos() {
  const [names, setNames] = useState<string[]>([]);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <FileButton
        label="回单照片"
        accept="image/png,image/jpeg"
        multiple
        onChoose={(files) => setNames(files.map((file) => file.name))}
      >
        选择照片
      </FileButton>
      <p role="status">{names.length ? `已选择：${names.join('、')}` : '未选择文件'}</p>
    </div>
  );
}

const meta: Meta = { title: 'UI/File button' };
export default meta;

export const Photos: StoryObj = { render: () => <ChooseTicketPhotos /> };

export const States: StoryObj = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <FileButton label="导入文件" accept=".csv,.xlsx" variant="primary" onChoose={() => undefined}>
        选择文件
      </FileButton>
      <FileButton label="合同文件" accept="application/pdf,.pdf" loading onChoose={() => undefined}>
        校验中…
      </FileButton>
      <FileButton label="回单照片" disabled onChoose={() => undefined}>
        选择照片
      </FileButton>
    </div>
  ),
};
