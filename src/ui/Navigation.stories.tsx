import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Breadcrumb } from './Breadcrumb';
import { Button } from './Button';
import { Card, PageHeader } from './Layout';
import { Popover } from './Popover';
import { Tabs } from './Tabs';

function CrumbsDemo() {
  const [path, setPath] = useState('/yelopack/stock/ownStockDetail');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Breadcrumb
        onNavigate={setPath}
        items={[
          { label: '托盘共享' },
          { label: '库存管理' },
          { label: '自有库存', path: '/yelopack/stock/ownStock' },
          { label: '自有库存明细', path: '/yelopack/stock/ownStockDetail' },
        ]}
      />
      <span>当前路径：{path}</span>
    </div>
  );
}

type ReturnTab = 'factory' | 'customer' | 'transport';

function TabsDemo() {
  const [active, setActive] = useState<ReturnTab>('factory');
  const items = [
    { key: 'factory' as const, label: '工厂归还列表' },
    { key: 'customer' as const, label: '客户归还列表' },
    { key: 'transport' as const, label: '运输记录', disabled: true },
  ];
  return (
    <Tabs aria-label="归还记录" items={items} active={active} onChange={setActive}>
      {items.find((item) => item.key === active)?.label}
    </Tabs>
  );
}

function PopoverDemo() {
  return (
    <Popover
      label="托盘类型说明"
      trigger={<Button>托盘类型说明</Button>}
      content={(close) => (
        <div style={{ display: 'grid', gap: 8 }}>
          <span>1210 川字塑料托盘：1200×1000 mm</span>
          <Button size="small" onClick={close}>
            知道了
          </Button>
        </div>
      )}
    />
  );
}

const meta: Meta = { title: 'UI/Navigation and layout' };
export default meta;

export const Crumbs: StoryObj = { render: () => <CrumbsDemo /> };
export const TabList: StoryObj = { render: () => <TabsDemo /> };
export const PopoverOnClick: StoryObj = { render: () => <PopoverDemo /> };
export const PageWithCard: StoryObj = {
  render: () => (
    <Card>
      <PageHeader title="自有库存" actions={<Button variant="primary">生成入库单</Button>} />
      <p style={{ margin: 0 }}>页面内容</p>
    </Card>
  ),
};
