import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, IconButton } from './Button';

const meta: Meta<typeof Button> = {
  title: 'UI/Button',
  component: Button,
  args: { children: '查询', variant: 'primary' },
};
export default meta;
type Story = StoryObj<typeof Button>;

export const Primary: Story = {};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="primary">查询</Button>
      <Button>重置</Button>
      <Button variant="text">取消</Button>
      <Button variant="link">详情</Button>
      <Button variant="danger">删除</Button>
      <Button variant="primary" loading>
        导出
      </Button>
      <Button disabled>签收</Button>
      <IconButton
        label="刷新"
        icon={
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            <path d="M12 7a5 5 0 1 1-1.5-3.5M12 1v3h-3" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        }
      />
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button size="small">小</Button>
      <Button>中</Button>
      <Button size="large">大</Button>
    </div>
  ),
};
