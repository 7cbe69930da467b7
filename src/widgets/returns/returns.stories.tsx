import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAGES } from '../../contract/pages';
import { configure, resetConfig } from '../../core';
import { installFakeReturnsBackend, type FakeReturnsOptions } from './fake-returns-backend';
import type { ReturnsView } from './ReturnsWidget';
import { useHostNavigation } from '../test-support/host-navigation';
import './index';

interface HostProps extends Omit<FakeReturnsOptions, 'delayMs'> {
  view: ReturnsView;
  returnId?: string;
}

const VIEW_OF_PATH: Record<string, ReturnsView> = {
  [PAGES.return.toDoor]: 'toDoor',
  [PAGES.return.toDoorDetail]: 'toDoorDetail',
  [PAGES.return.self]: 'self',
  [PAGES.return.selfDetail]: 'selfDetail',
  [PAGES.returnTray.factoryReturn]: 'factoryReturn',
  [PAGES.returnTray.factoryReturnDetail]: 'factoryReturnDetail',
};

/** Plays the host page: routes itself on `yp-navigate` between the lists and the details. */
function ReturnsHost({ view: initialView, returnId }: HostProps) {
  const [route, hostRef] = useHostNavigation<{ view: ReturnsView; returnId?: string }>(
    { view: initialView, returnId },
    ({ path, query }) => ({ view: VIEW_OF_PATH[path] ?? 'toDoor', returnId: query?.id }),
  );
  return (
    <div ref={hostRef}>
      <yp-returns view={route.view} return-id={route.returnId} />
    </div>
  );
}

let storyToken = 0;

const meta = {
  title: 'Widgets/yp-returns',
  component: ReturnsHost,
  args: { view: 'toDoor' },
  beforeEach({ args }) {
    const backend = installFakeReturnsBackend({
      permissions: args.permissions,
      returnNumberRequired: args.returnNumberRequired,
      pendingRecycle: args.pendingRecycle,
      empty: args.empty,
      delayMs: 200,
    });
    const token = `story-returns-${++storyToken}`;
    configure({ apiBase: '', getToken: () => token });
    return () => {
      backend.restore();
      resetConfig();
    };
  },
} satisfies Meta<typeof ReturnsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToDoor: Story = {};
/** Recycling applications pending: the 去归还 form warns those pallets are reserved. */
export const ToDoorWithPendingRecycle: Story = { args: { pendingRecycle: 30 } };
/** Only the check code: no 去归还, 取消 or 导出. */
export const ToDoorReadOnly: Story = { args: { permissions: ['yelopack-return-toDoor-check'] } };
export const ToDoorDetail: Story = { args: { view: 'toDoorDetail', returnId: 'ret-10' } };
export const Self: Story = { args: { view: 'self' } };
export const SelfDetail: Story = { args: { view: 'selfDetail', returnId: 'ret-7' } };
export const Transport: Story = { args: { view: 'transport' } };
/** The platform does not require a return number: 确认归还 asks none. */
export const TransportWithoutReturnNumber: Story = {
  args: { view: 'transport', returnNumberRequired: false },
};
export const FactoryReturn: Story = { args: { view: 'factoryReturn' } };
export const FactoryReturnDetail: Story = { args: { view: 'factoryReturnDetail', returnId: 'ret-6' } };
export const CustomerReturn: Story = { args: { view: 'customerReturn' } };
export const Empty: Story = { args: { view: 'customerReturn', empty: true } };
