import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import type { WidgetNavigateDetail } from '../../core';
import { configure, resetConfig } from '../../core';
import { installFakeMovesBackend } from './fake-moves-backend';
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
  const [route, setRoute] = useState({ view: initialView, sourceType, documentId });
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    const onNavigate = (event: Event) => {
      const { path, query } = (event as CustomEvent<WidgetNavigateDetail>).detail;
      if (path.endsWith('/signDetail')) {
        setRoute({
          view: 'signDetail',
          sourceType: query?.sourceType as 'inbound' | 'transfer',
          documentId: query?.id,
        });
      } else if (path.endsWith('/sign')) {
        setRoute({ view: 'sign', sourceType: undefined, documentId: undefined });
      }
    };
    host?.addEventListener('yp-navigate', onNavigate);
    return () => host?.removeEventListener('yp-navigate', onNavigate);
  }, []);
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
