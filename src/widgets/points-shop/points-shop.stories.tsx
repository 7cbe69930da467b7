import type { Meta, StoryObj } from '@storybook/react-vite';
import { installFakePointsShopBackend } from './fake-points-shop-backend';
import { storySession } from '../test-support/story-session';
import './index';

type View = 'goods' | 'goodsDetail' | 'orders' | 'address';

interface HostProps {
  view: View;
  goodsId?: string;
  /** Permission codes of the session (read in beforeEach); all shop codes by default. */
  permissions?: readonly string[];
  /** My individual points (default 1000). */
  points?: number;
}

/** 积分商城 as the enterprise center shows it. */
function PointsShopHost({ view, goodsId }: HostProps) {
  return <yp-points-shop view={view} goods-id={goodsId} />;
}

const meta = {
  title: 'Widgets/yp-points-shop',
  component: PointsShopHost,
  args: { view: 'goods' },
  beforeEach({ args }) {
    return storySession(
      'story-points-shop',
      installFakePointsShopBackend({ permissions: args.permissions, points: args.points, delayMs: 200 }),
    );
  },
} satisfies Meta<typeof PointsShopHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Goods: Story = {};
/** A physical goods: 立即兑换 asks for one of my addresses. */
export const GoodsDetail: Story = { args: { view: 'goodsDetail', goodsId: 'g-gloves' } };
export const Orders: Story = { args: { view: 'orders' } };
export const Addresses: Story = { args: { view: 'address' } };
