import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, resetConfig } from '../../core';
import { installFakeMovesBackend } from './fake-moves-backend';
import { useHostNavigation } from '../test-support/host-navigation';
import './index';
import './pallet-codes';

type View = 'sign' | 'signDetail' | 'transfer' | 'outEntry' | 'circulationC1' | 'codes';

interface HostProps {
  view: View;
  sourceType?: 'inbound' | 'transfer';
  documentId?: string;
  /** Permission codes of the session (read in beforeEach); all by default. */
  permissions?: readonly string[];
}

/** Plays the host page: follows the widget's `yp-navigate` between the list and the sign detail. */
function MovesHost({ view: initialView, sourceType, documentId }: HostProps) {
  const [route, hostRef] = useHostNavigation<Pick<HostProps, 'view' | 'sourceType' | 'documentId'>>(
    { view: initialView, sourceType, documentId },
    ({ path, query }) => {
      if (path.endsWith('/signDetail'))
        return {
          view: 'signDetail',
          sourceType: query?.sourceType as 'inbound' | 'transfer',
          documentId: query?.id,
        };
      if (path.endsWith('/sign')) return { view: 'sign', sourceType: undefined, documentId: undefined };
      return undefined;
    },
  );
  return (
    <div ref={hostRef}>
      {route.view === 'codes' ? (
        <yp-pallet-codes />
      ) : (
        <yp-stock-moves view={route.view} source-type={route.sourceType} document-id={route.documentId} />
      )}
    </div>
  );
}

let storyToken = 0;

const meta = {
  title: 'Widgets/yp-stock-moves',
  component: MovesHost,
  args: { view: 'sign' },
  beforeEach({ args }) {
    const backend = installFakeMovesBackend({ permissions: args.permissions, delayMs: 200 });
    // A token per story: the permission set is cached per token.
    const token = `story-moves-${++storyToken}`;
    configure({ apiBase: '', getToken: () => token });
    return () => {
      backend.restore();
      resetConfig();
    };
  },
} satisfies Meta<typeof MovesHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignList: Story = {};
export const SignInbound: Story = { args: { view: 'signDetail', sourceType: 'inbound', documentId: 'in-1' } };
export const SignTransfer: Story = {
  args: { view: 'signDetail', sourceType: 'transfer', documentId: 'tr-4' },
};
export const SignedInbound: Story = {
  args: { view: 'signDetail', sourceType: 'inbound', documentId: 'in-2' },
};
export const Transfers: Story = { args: { view: 'transfer' } };
/** A clerk without transfer-cancel and export codes: no 取消, no 导出. */
export const TransfersAsClerk: Story = {
  args: { view: 'transfer', permissions: ['yelopack-stock-sign-check'] },
};
export const OutEntry: Story = { args: { view: 'outEntry' } };
export const Circulation: Story = { args: { view: 'circulationC1' } };
export const PalletCodes: Story = { args: { view: 'codes' } };
