import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { ExportButtons } from './ExportButtons';
import { Toolbar } from './ListLayout';

const meta: Meta = { title: 'UI/Export menu' };
export default meta;

function OwnStockToolbar() {
  const [chosen, setChosen] = useState('');
  return (
    <div>
      <Toolbar>
        <Button>确认入库</Button>
        <Button>新建入库单</Button>
        <ExportButtons
          exports={[
            { label: '导出', onExport: (format) => setChosen(`导出 ${format}`) },
            { label: '导出库存明细', onExport: (format) => setChosen(`导出库存明细 ${format}`) },
          ]}
        />
      </Toolbar>
      <output>{chosen}</output>
    </div>
  );
}

/** The own-stock toolbar: two page actions and one 导出 ▾ menu instead of four equal buttons. */
export const OwnStock: StoryObj = { render: () => <OwnStockToolbar /> };
