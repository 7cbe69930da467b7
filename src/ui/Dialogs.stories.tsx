import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { useConfirm } from './ConfirmProvider';
import { Dialog } from './Dialog';
import { Field } from './Field';
import { Select } from './Select';
import { demoTrayTypes } from './story-data';
import { TextInput } from './TextInput';

function SignDialog({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [trayType, setTrayType] = useState<string | null>(null);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        签收
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="在途待签收"
        footer={
          <>
            <Button onClick={close}>取消</Button>
            <Button variant="primary" onClick={close}>
              确认签收
            </Button>
          </>
        }
      >
        <div style={{ display: 'grid', gap: 16 }}>
          <Field label="托盘类型" required>
            <Select options={demoTrayTypes} value={trayType} onChange={setTrayType} />
          </Field>
          <Field label="实收数量" required>
            <TextInput defaultValue="120" inputMode="numeric" />
          </Field>
        </div>
      </Dialog>
    </>
  );
}

function ConfirmButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string>('');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button
        variant="danger"
        onClick={async () =>
          setAnswer(
            (await confirm({ message: '确认删除该运单？', confirmLabel: '删除' })) ? '已删除' : '已取消',
          )
        }
      >
        删除运单
      </Button>
      <span role="status">{answer}</span>
    </div>
  );
}

const meta: Meta = { title: 'UI/Dialog' };
export default meta;

export const Modal: StoryObj = { render: () => <SignDialog initiallyOpen /> };
export const ModalClosed: StoryObj = { render: () => <SignDialog initiallyOpen={false} /> };
export const Confirm: StoryObj = {
  render: () => (
    <ConfirmDialog open message="确认调拨 20 个托盘？" onConfirm={() => {}} onCancel={() => {}} />
  ),
};
export const UseConfirmHook: StoryObj = { render: () => <ConfirmButton /> };
