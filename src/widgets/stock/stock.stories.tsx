import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { configure, resetConfig } from '../../core';
import { installFakeFetch } from '../test-support/fake-fetch';
import { installFakeStockBackend } from './fake-stock-backend';
import { OWN_CODES } from '../balances';
import { stockFixtures } from './stock.fixtures';
import type { StockView } from './StockWidget';
import './board';
import { useHostNavigation } from '../test-support/host-navigation';
import './index';

interface Route {
  view: StockView | 'board';
  warehouseId?: string;
  trayTypeCode?: string;
  ownerCompanyId?: string;
}

interface HostProps extends Route {
  /** The codes the fake server grants (default: all). */
  permissions?: readonly string[];
  /** Make the summary and list calls fail, to show the error state. */
  fails?: boolean;
  /** Start with no stock at all. */
  empty?: boolean;
}

const VIEW_OF_PATH: Record<string, StockView> = {
  '/yelopack/stock/ownStock': 'ownStock',
  '/yelopack/stock/ownStockDetail': 'ownStockDetail',
  '/yelopack/stock/ownStockC1': 'ownStockC1',
  '/yelopack/stock/ownStockC1Detail': 'ownStockC1Detail',
  '/yelopack/stock/customer': 'customer',
};

/** Plays the host page: routes itself on `yp-navigate` between the stock views, as the shell does. */
function StockHost(props: HostProps) {
  const [lastNavigation, setLastNavigation] = useState('');
  const [route, hostRef] = useHostNavigation<Route>(props, ({ path, query }) => {
    setLastNavigation(`${path}${query ? `?${new URLSearchParams(query)}` : ''}`);
    const view = VIEW_OF_PATH[path];
    return view ? { view, ...query } : undefined;
  });

  return (
    <div ref={hostRef}>
      {route.view === 'board' ? (
        <yp-stock-board warehouse-id={route.warehouseId} tray-type-code={route.trayTypeCode} />
      ) : (
        <yp-stock
          view={route.view}
          warehouse-id={route.warehouseId}
          tray-type-code={route.trayTypeCode}
          owner-company-id={route.ownerCompanyId}
        />
      )}
      {lastNavigation && <p>yp-navigate → {lastNavigation}</p>}
    </div>
  );
}

let storyToken = 0;

const meta = {
  title: 'Widgets/yp-stock',
  component: StockHost,
  args: { view: 'board' },
  // Before the tags render: answer the calls from the fixtures and hand over a token in JavaScript (a new
  // one per story, since permissions are loaded once per token).
  beforeEach({ args }) {
    const fixtures = stockFixtures();
    if (args.empty) Object.assign(fixtures, { own: [], downstream: [], ledger: [] });
    const backend = installFakeStockBackend(fixtures, { delayMs: 200, permissions: args.permissions });
    // Summary and lists answer 系统繁忙 (errcode 5000).
    const failing = args.fails
      ? installFakeFetch((call) =>
          /getStockSummary|searchCustomerStock/.test(call.path)
            ? { errcode: 5000, errmsg: '', data: null }
            : undefined,
        )
      : null;
    storyToken += 1;
    const token = `story-token-${storyToken}`;
    configure({ apiBase: '', getToken: () => token });
    return () => {
      failing?.restore();
      backend.restore();
      resetConfig();
    };
  },
} satisfies Meta<typeof StockHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** <yp-stock-board> as a host ERP page embeds it. */
export const Board: Story = {};

/** <yp-stock-board warehouse-id="wh-kunshan" tray-type-code="1210">: one balance, with 查看明细. */
export const BoardFiltered: Story = { args: { warehouseId: 'wh-kunshan', trayTypeCode: '1210' } };

/** A clerk allowed only 销售出库: the other quick actions are absent. */
export const BoardClerk: Story = { args: { permissions: [OWN_CODES.saleOut] } };

export const BoardEmpty: Story = { args: { empty: true } };

export const BoardLoadError: Story = { args: { fails: true } };

export const OwnStock: Story = { args: { view: 'ownStock' } };

export const OwnStockDetail: Story = {
  args: { view: 'ownStockDetail', warehouseId: 'wh-jiading', trayTypeCode: '1210' },
};

export const OwnStockC1: Story = { args: { view: 'ownStockC1' } };

export const OwnStockC1Detail: Story = {
  args: {
    view: 'ownStockC1Detail',
    warehouseId: 'wh-chengdu',
    trayTypeCode: '1210',
    ownerCompanyId: 'co-lecheng',
  },
};

export const Customer: Story = { args: { view: 'customer' } };

export const DeductDetail: Story = { args: { view: 'deductDetail' } };

export const OwnStockLoadError: Story = { args: { view: 'ownStock', fails: true } };
