import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import type { ImportKind } from '../../contract/imports';
import { storySession } from '../test-support/story-session';
import { installFakeBulkImportBackend } from './fake-bulk-import-backend';
import { bulkImportLabels } from './labels';
import './index';

interface HostProps {
  kind: ImportKind;
  /** A file the story chooses once the widget shows its picker (its name picks the fake preview). */
  file?: string;
  /** Then confirms the import, to show the progress bar and the result. */
  confirm?: boolean;
}

const waitFor = async <T,>(find: () => T | null | undefined): Promise<T> => {
  for (;;) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** What a user does on the page: choose the file, then 确认导入 and its dialog's 确认导入. */
async function actOn(host: HTMLElement, { file, confirm }: HostProps): Promise<void> {
  const root = await waitFor(() => host.querySelector('yp-bulk-import')?.shadowRoot);
  const picker = await waitFor(() => root.querySelector<HTMLInputElement>('input[type="file"]'));
  const files = new DataTransfer();
  files.items.add(
    new File(['出库仓库,调入企业,托盘类型,数量\r\n'], file ?? 'transfers.csv', { type: 'text/csv' }),
  );
  picker.files = files.files;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
  if (!confirm) return;
  const button = (scope: ParentNode) =>
    [...scope.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === bulkImportLabels.preview.confirm && !candidate.disabled,
    );
  (await waitFor(() => button(root))).click();
  const dialog = await waitFor(() => root.querySelector('[role="alertdialog"]'));
  (await waitFor(() => button(dialog))).click();
}

/** 批量导入 as the portal shows it under a list. */
function BulkImportHost(props: HostProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (props.file && host.current) void actOn(host.current, props);
  }, [props]);
  return (
    <div ref={host}>
      <yp-bulk-import kind={props.kind} />
    </div>
  );
}

const meta = {
  title: 'Widgets/yp-bulk-import',
  component: BulkImportHost,
  args: { kind: 'transfer' },
  beforeEach() {
    return storySession('story-bulk-import', installFakeBulkImportBackend({ delayMs: 300, failAtWrite: 1 }));
  },
} satisfies Meta<typeof BulkImportHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 批量导入调拨出库: 下载模板 (Excel, CSV) and 选择文件. */
export const Transfers: Story = {};

/** 批量导入销售出库运单 (from the outbound-waybill list). */
export const Waybills: Story = { args: { kind: 'waybill' } };

/** 批量导入上门取件 (from the door-pickup list). */
export const DoorPickups: Story = { args: { kind: 'return' } };

/** 预览: 1,000 rows, the 3 refused ones by row and column, 确认导入. */
export const PreviewWithErrors: Story = { args: { file: 'bad-transfers.csv' } };

/** 预览 of a file imported before: the 已导入 notice, 确认导入 disabled. */
export const AlreadyImported: Story = { args: { file: 'imported-transfers.csv' } };

/** 导入 and 下载结果: the progress bar moving to the end, then 成功/失败 and the result downloads. */
export const Importing: Story = { args: { file: 'bad-transfers.csv', confirm: true } };
