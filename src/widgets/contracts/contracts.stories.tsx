import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from '../../ui/test-support/assert';
import { buttonNamed, controlLabelled, dialogOf, typeInto } from '../test-support/shadow-dom';
import { storySession } from '../test-support/story-session';
import {
  installFakeContractsBackend,
  SIGNING_CODE,
  type FakeContractsOptions,
} from './fake-contracts-backend';
import { detailLabels, signLabels, verifyLabels } from './labels';
import './index';

interface HostProps extends FakeContractsOptions {
  view: 'list' | 'detail';
  kind?: 'standard' | 'c1';
  contractId?: string;
}

/** 在线签约 as the enterprise center shows it. */
function ContractsHost({ view, kind, contractId }: HostProps) {
  return <yp-contract-signing view={view} kind={kind} contract-id={contractId} />;
}

const meta = {
  title: 'Widgets/yp-contract-signing',
  component: ContractsHost,
  args: { view: 'list' },
  beforeEach({ args }) {
    return storySession('story-contracts', installFakeContractsBackend({ ...args, delayMs: 200 }));
  },
} satisfies Meta<typeof ContractsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

// ── what a play function does in the widget's shadow root, as a user would ──

const shadowOf = (canvas: HTMLElement) =>
  waitFor(() => canvas.querySelector('yp-contract-signing')?.shadowRoot, 'the widget');

async function openSigning(canvas: HTMLElement, code?: string) {
  const root = await shadowOf(canvas);
  (await buttonNamed(root, detailLabels.sign)).click();
  const dialog = await dialogOf(root);
  (
    await waitFor(() => dialog.querySelector<HTMLInputElement>('input[type="checkbox"]'), 'the agreement')
  ).click();
  (await buttonNamed(dialog, '获取验证码')).click();
  // The countdown (the code is on its way), or the refusal.
  await waitFor(
    () => dialog.textContent?.includes('秒后重新获取') || dialog.querySelector('[role="alert"]'),
    'the code sent or refused',
  );
  if (code === undefined) return;
  typeInto(controlLabelled(dialog, signLabels.code), code);
  (await buttonNamed(dialog, signLabels.confirm)).click();
}

async function verify(canvas: HTMLElement, name: string) {
  const root = await shadowOf(canvas);
  const picker = await waitFor(
    () => root.querySelector<HTMLInputElement>(`input[aria-label="${verifyLabels.file}"]`),
    'the file input',
  );
  const files = new DataTransfer();
  files.items.add(new File(['%PDF'], name, { type: 'application/pdf' }));
  picker.files = files.files;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
}

/** 标准合同: pending, signed and expired, with 签署 and 下载合同 by state. */
export const ListStandard: Story = {};
/** C1合同, with the C1 client. */
export const ListC1: Story = { args: { kind: 'c1' } };
export const ListEmpty: Story = { args: { empty: true } };
/** Only the C1 codes: the 标准合同 tab is not offered. */
export const ListC1CodesOnly: Story = {
  args: { permissions: ['center-contract-online-c1-view', 'center-contract-online-c1-sign'] },
};
/** The first visit of an account: the CA certificate notice. */
export const CaNotice: Story = { args: { caNotice: true } };
export const VerifyGenuine: Story = {
  play: ({ canvasElement }) => verify(canvasElement, 'HT20261101002.pdf'),
};
export const VerifyChanged: Story = { play: ({ canvasElement }) => verify(canvasElement, 'edited.pdf') };

/** A contract waiting for signature: the draft's pages and 签署. */
export const DetailPending: Story = { args: { view: 'detail', contractId: 'c-pending' } };
/** Signed: the signers, the file fingerprints, both downloads. */
export const DetailSigned: Story = { args: { view: 'detail', contractId: 'c-signed' } };
/** The sign dialog with the agreement ticked and the code sent. */
export const SignFlowCodeSent: Story = {
  args: { view: 'detail', contractId: 'c-pending' },
  play: ({ canvasElement }) => openSigning(canvasElement),
};
/** The right code: the contract is signed and 下载合同 is the main button. */
export const SignFlowSigned: Story = {
  args: { view: 'detail', contractId: 'c-pending' },
  play: ({ canvasElement }) => openSigning(canvasElement, SIGNING_CODE),
};
/** Five wrong codes before: signing is locked, said in the form. */
export const SignLocked: Story = {
  args: { view: 'detail', contractId: 'c-pending', wrongTries: 5 },
  play: ({ canvasElement }) => openSigning(canvasElement, SIGNING_CODE),
};
