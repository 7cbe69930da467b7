import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, resetConfig } from '../../core';
import { waitFor } from '../../ui/test-support/assert';
import {
  buttonNamed,
  choose,
  confirmDialogOf,
  controlLabelled,
  dialogOf,
  typeInto,
} from '../test-support/shadow-dom';
import { installFakeMovesBackend } from './fake-moves-backend';
import { disputeLabels } from './labels';
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
/** 更正数量 or 拒收 of the pending transfer tr-4 (50 片): opens the dialog, and with `counted` fills and confirms it. */
async function dispute(canvas: HTMLElement, mode: 'correct' | 'reject', counted?: string) {
  const root = await waitFor(() => canvas.querySelector('yp-stock-moves')?.shadowRoot, 'the widget');
  const label = mode === 'correct' ? disputeLabels.correct : disputeLabels.reject;
  (await buttonNamed(root, label)).click();
  const dialog = await dialogOf(root);
  if (!counted) return;
  if (mode === 'correct') {
    await choose(root, disputeLabels.warehouse, '苏州工业园区仓');
    typeInto(controlLabelled(root, disputeLabels.correctedQuantity), counted);
  }
  typeInto(controlLabelled(root, disputeLabels.reason), '清点少 5 片');
  (await buttonNamed(dialog, label)).click();
  (await buttonNamed(await confirmDialogOf(root), label)).click();
}

/** 更正数量 of a pending transfer: the receiving warehouse, the counted quantity and the reason. */
export const CorrectTransferDialog: Story = {
  args: { view: 'signDetail', sourceType: 'transfer', documentId: 'tr-4' },
  play: ({ canvasElement }) => dispute(canvasElement, 'correct'),
};
/** 拒收: the reason only. */
export const RejectTransferDialog: Story = {
  args: { view: 'signDetail', sourceType: 'transfer', documentId: 'tr-4' },
  play: ({ canvasElement }) => dispute(canvasElement, 'reject'),
};
/** Corrected from 50 to 45: 已更正, what was taken in and the reason. */
export const TransferCorrected: Story = {
  args: { view: 'signDetail', sourceType: 'transfer', documentId: 'tr-4' },
  play: ({ canvasElement }) => dispute(canvasElement, 'correct', '45'),
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
