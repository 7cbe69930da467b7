import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, resetConfig } from '../../core';
import { installFakeWarehouseBackend } from './fake-warehouse-backend';
import { useHostNavigation } from '../test-support/host-navigation';
import './index';

type View = 'list' | 'new' | 'edit';

interface HostProps {
  view: View;
  warehouseId?: string;
  /** Permission codes of the session (read in beforeEach); all by default. */
  permissions?: readonly string[];
}

/** Plays the host page: routes itself on `yp-navigate` between list, new and edit. */
function WarehousesHost({ view: initialView, warehouseId }: HostProps) {
  const [route, hostRef] = useHostNavigation<{ view: View; warehouseId?: string }>(
    { view: initialView, warehouseId },
    ({ path, query }) => {
      if (path.endsWith('/newaddress')) return { view: 'new' };
      if (path.endsWith('/editaddress')) return { view: 'edit', warehouseId: query?.id };
      return { view: 'list' };
    },
  );
  return (
    <div ref={hostRef}>
      <yp-warehouses view={route.view} warehouse-id={route.warehouseId} />
    </div>
  );
}

let storyToken = 0;

const meta = {
  title: 'Widgets/yp-warehouses',
  component: WarehousesHost,
  args: { view: 'list' },
  beforeEach({ args }) {
    const backend = installFakeWarehouseBackend({ permissions: args.permissions, delayMs: 200 });
    const token = `story-warehouses-${++storyToken}`;
    configure({ apiBase: '', getToken: () => token });
    return () => {
      backend.restore();
      resetConfig();
    };
  },
} satisfies Meta<typeof WarehousesHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
/** Without edit and export codes: no 编辑, 删除 or 导出. */
export const ListReadOnly: Story = { args: { permissions: ['yelopack-address-manage-new'] } };
export const New: Story = { args: { view: 'new' } };
export const Edit: Story = { args: { view: 'edit', warehouseId: 'wh-kunshan' } };
