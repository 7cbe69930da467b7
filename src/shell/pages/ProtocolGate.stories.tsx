import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, resetConfig } from '../../core';
import {
  BLOCKED,
  installProtocolAnswers,
  REMINDER,
  SIGN_CODES,
  type ProtocolAnswer,
} from './fake-protocol-answers';
import { ProtocolGate } from './ProtocolGate';

interface HostProps {
  answer: ProtocolAnswer;
  /** The session holds the standard sign code (去签署 shown). */
  maySign: boolean;
}

let storyToken = 0;

/** A pallet-area page behind the protocol gate. */
function GateHost(_: HostProps) {
  return (
    <ProtocolGate>
      <p>库存概览：贵公司各仓库的托盘库存。</p>
    </ProtocolGate>
  );
}

const meta = {
  title: 'Shell/Protocol gate',
  component: GateHost,
  args: { answer: BLOCKED, maySign: true },
  beforeEach({ args }) {
    const fake = installProtocolAnswers([args.answer], args.maySign ? SIGN_CODES : []);
    const token = `story-gate-${++storyToken}`;
    configure({ apiBase: '', getToken: () => token });
    return () => {
      fake.restore();
      resetConfig();
    };
  },
} satisfies Meta<typeof GateHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No agreement in force: the page is replaced by the notice, 去签署 with the sign code. */
export const Blocked: Story = {};
/** Without the sign code: who must sign, and where. */
export const BlockedWithoutSignCode: Story = { args: { maySign: false } };
/** An agreement in force and a newer one pending: a reminder above the page. */
export const Reminder: Story = { args: { answer: REMINDER } };
