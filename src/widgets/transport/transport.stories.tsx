import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, resetConfig } from '../../core';
import { installFakeTransportBackend } from './fake-transport-backend';
import type { TransportView } from './TransportWidget';
import { useHostNavigation } from '../test-support/host-navigation';
import './index';

interface HostProps {
  view: TransportView;
  documentId?: string;
  /** Permission codes of the session (read in beforeEach); all by default. */
  permissions?: readonly string[];
}

/** The page that each transport path shows (the shell's widget-pages mapping, for the stories). */
const VIEW_OF_PATH: Record<string, TransportView> = {
  '/yelopack/transport/out': 'out',
  '/yelopack/transport/outDetail': 'outDetail',
  '/yelopack/transport/import': 'import',
  '/yelopack/transport/importDetail': 'importDetail',
  '/yelopack/transport/importOrder': 'importOrder',
};

/** Plays the host page: follows the widget's `yp-navigate` between the transport pages. */
function TransportHost({ view: initialView, documentId }: HostProps) {
  const [route, hostRef] = useHostNavigation({ view: initialView, documentId }, ({ path, query }) => {
    const view = VIEW_OF_PATH[path];
    return view ? { view, documentId: query?.id } : undefined;
  });
  return (
    <div ref={hostRef}>
      <yp-transport view={route.view} document-id={route.documentId} />
    </div>
  );
}

let storyToken = 0;

const meta = {
  title: 'Widgets/yp-transport',
  component: TransportHost,
  args: { view: 'out' },
  beforeEach({ args }) {
    const backend = installFakeTransportBackend({ permissions: args.permissions, delayMs: 200 });
    // A token per story: the permission set is cached per token.
    const token = `story-transport-${++storyToken}`;
    configure({ apiBase: '', getToken: () => token });
    return () => {
      backend.restore();
      resetConfig();
    };
  },
} satisfies Meta<typeof TransportHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outbound: Story = {};
/** Without confirm, delete and export codes: no checkboxes, no 删除, no 导出. */
export const OutboundReadOnly: Story = { args: { permissions: ['yelopack-transport-out-checkDetail'] } };
export const WaybillOnTheRoad: Story = { args: { view: 'outDetail', documentId: 'wb-3' } };
export const WaybillConfirmed: Story = { args: { view: 'outDetail', documentId: 'wb-8' } };
export const Inbound: Story = { args: { view: 'import' } };
export const InboundDetail: Story = { args: { view: 'importDetail', documentId: 'in-2' } };
export const BuildInbound: Story = { args: { view: 'importOrder' } };
