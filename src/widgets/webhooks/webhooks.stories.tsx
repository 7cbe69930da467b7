import type { Meta, StoryObj } from '@storybook/react-vite';
import { useHostNavigation } from '../test-support/host-navigation';
import { storySession } from '../test-support/story-session';
import { installFakeWebhooksBackend, type FakeWebhooksOptions } from './fake-webhooks-backend';
import './index';

type View = 'list' | 'deliveries';

interface HostProps extends FakeWebhooksOptions {
  view: View;
  endpointId?: string;
}

/** 消息推送 as the enterprise center shows it: routes itself from 投递记录 of an endpoint. */
function WebhooksHost({ view: initialView, endpointId }: HostProps) {
  const [route, hostRef] = useHostNavigation<{ view: View; endpointId?: string }>(
    { view: initialView, endpointId },
    ({ path, query }) =>
      path.endsWith('/deliveries') ? { view: 'deliveries', endpointId: query?.endpointId } : { view: 'list' },
  );
  return (
    <div ref={hostRef}>
      <yp-webhooks view={route.view} endpoint-id={route.endpointId} />
    </div>
  );
}

const meta = {
  title: 'Widgets/yp-webhooks',
  component: WebhooksHost,
  args: { view: 'list' },
  beforeEach({ args }) {
    return storySession('story-webhooks', installFakeWebhooksBackend({ ...args, delayMs: 200 }));
  },
} satisfies Meta<typeof WebhooksHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 消息推送: the endpoints with 新增接口, 测试推送, 重置密钥, 投递记录 and 删除. */
export const Endpoints: Story = {};

/** 投递记录: every endpoint's deliveries with their filters, 查看 and 重新投递. */
export const Deliveries: Story = { args: { view: 'deliveries' } };
