import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageItem } from '../../contract/messages';
import { configure, resetConfig } from '../../core';
import { installFakeFetch } from '../test-support/fake-fetch';
import { installFakeMessageBackend } from './fake-message-backend';
import { STORY_MESSAGES } from './messages.story-fixtures';
import { useHostNavigation } from '../test-support/host-navigation';
import './index';

interface HostProps {
  /** The fake server's messages (read in beforeEach). */
  messages: readonly MessageItem[];
  view: 'list' | 'detail';
  messageId?: string;
  /** Make getMessageList fail, to show the error state. */
  listFails?: boolean;
}

/** Plays the host page: routes itself on `yp-navigate` like a customer's page would. */
function MessagesHost({ view: initialView, messageId: initialId }: HostProps) {
  const [route, hostRef] = useHostNavigation(
    { view: initialView, messageId: initialId },
    ({ path, query }) =>
      path === '/message/detail'
        ? { view: 'detail' as const, messageId: query?.id }
        : { view: 'list' as const, messageId: undefined },
  );

  return (
    <div ref={hostRef}>
      <yp-messages view={route.view} message-id={route.messageId} />
    </div>
  );
}

const meta = {
  title: 'Widgets/yp-messages',
  component: MessagesHost,
  args: { messages: STORY_MESSAGES, view: 'list' },
  // Before the tag renders: answer the calls from the story fixtures and hand over a token in JavaScript.
  beforeEach({ args }) {
    const backend = installFakeMessageBackend(args.messages, { delayMs: 300 });
    const failure = args.listFails
      ? installFakeFetch((call) =>
          call.path.endsWith('/getMessageList') ? { errcode: 5000, errmsg: '', data: null } : undefined,
        )
      : null;
    configure({ apiBase: '', getToken: () => 'story-token' });
    return () => {
      failure?.restore();
      backend.restore();
      resetConfig();
    };
  },
} satisfies Meta<typeof MessagesHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Detail: Story = { args: { view: 'detail', messageId: 'story-1' } };

/** The content holds HTML; it is shown as text. */
export const DetailWithMarkup: Story = { args: { view: 'detail', messageId: 'story-6' } };

export const Empty: Story = { args: { messages: [] } };

export const LoadError: Story = { args: { listFails: true } };
