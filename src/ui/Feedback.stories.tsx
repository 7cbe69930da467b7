import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { toastBus } from '../core/notify';
import { Button } from './Button';
import { Empty } from './Empty';
import { Loading } from './Loading';
import { Notice } from './Notice';

function ToastButtons() {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toastBus.show({ message: '导出任务已提交', tone: 'success' })}>成功提示</Button>
      <Button onClick={() => toastBus.show({ message: '系统繁忙，请稍后再试', tone: 'error' })}>
        错误提示
      </Button>
      <Button
        onClick={() =>
          toastBus.show({ message: '平台将于今晚 22:00 维护', durationMs: 10_000, tone: 'warning' })
        }
      >
        10 秒提示
      </Button>
    </div>
  );
}

function UpdateNotice() {
  const [open, setOpen] = useState(true);
  return (
    <Notice
      open={open}
      title="发现新版本"
      actions={
        <>
          <Button onClick={() => setOpen(false)}>我知道了</Button>
          <Button variant="primary" onClick={() => setOpen(false)}>
            确认刷新
          </Button>
        </>
      }
    >
      系统已发布新版本，请刷新页面
    </Notice>
  );
}

const meta: Meta = { title: 'UI/Feedback' };
export default meta;

export const Toasts: StoryObj = { render: () => <ToastButtons /> };
export const NoticeCard: StoryObj = { render: () => <UpdateNotice /> };
export const EmptyState: StoryObj = { render: () => <Empty /> };
export const LoadingState: StoryObj = { render: () => <Loading /> };
