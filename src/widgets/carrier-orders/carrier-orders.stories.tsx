import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CarrierOrderStatus, FreightParty } from '../../contract/freight';
import { PAGES } from '../../contract/pages';
import { configure, resetConfig } from '../../core';
import { useHostNavigation } from '../test-support/host-navigation';
import type { CarrierOrdersView } from './CarrierOrdersWidget';
import { installFakeCarrierOrdersBackend } from './fake-carrier-orders-backend';
import './index';

interface HostProps {
  view: CarrierOrdersView;
  orderId?: string;
  status?: CarrierOrderStatus;
  /** The session's side of every order (default: the fixtures', mostly the shipper's). */
  sessionParty?: FreightParty;
  /** Permission codes of the session (read in beforeEach); all by default. */
  permissions?: readonly string[];
}

/** The page that each logistics path shows (the shell's widget-pages mapping, for the stories). */
const VIEW_OF_PATH: Record<string, CarrierOrdersView> = {
  [PAGES.logistics.carrier]: 'carrier',
  [PAGES.logistics.carrierDetail]: 'carrierDetail',
  [PAGES.logistics.vehicleAudit]: 'vehicleAudit',
  [PAGES.logistics.settle]: 'settle',
};

/** Plays the host page: follows the widget's `yp-navigate` between the carrier-order pages. */
function CarrierOrdersHost({ view: initialView, orderId, status }: HostProps) {
  const [route, hostRef] = useHostNavigation({ view: initialView, orderId }, ({ path, query }) => {
    const view = VIEW_OF_PATH[path];
    return view ? { view, orderId: query?.id } : undefined;
  });
  return (
    <div ref={hostRef}>
      <yp-carrier-orders view={route.view} order-id={route.orderId} status={status} />
    </div>
  );
}

let storyToken = 0;

const meta = {
  title: 'Widgets/yp-carrier-orders',
  component: CarrierOrdersHost,
  args: { view: 'carrier' },
  beforeEach({ args }) {
    const backend = installFakeCarrierOrdersBackend({
      permissions: args.permissions,
      party: args.sessionParty,
      delayMs: 200,
    });
    // A token per story: the permission set is cached per token.
    const token = `story-carrier-orders-${++storyToken}`;
    configure({ apiBase: '', getToken: () => token });
    return () => {
      backend.restore();
      resetConfig();
    };
  },
} satisfies Meta<typeof CarrierOrdersHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 承运订单: both parties' orders, every status. */
export const CarrierOrders: Story = {};
export const WaitingForDispatchTab: Story = { args: { status: 'waitDispatch' } };
/** The shipper audits the vehicle: 审核通过, 驳回车辆, 取消订单. */
export const DetailVehicleAudit: Story = { args: { view: 'carrierDetail', orderId: 'co-2' } };
/** The carrier's view while waiting for dispatch: 派车 and 取消订单, the driver's phone in full. */
export const DetailCarrierDispatch: Story = {
  args: { view: 'carrierDetail', orderId: 'co-1', sessionParty: 'carrier' },
};
/** Loaded: the loading ticket as a thumbnail; the carrier goes on with 到达卸货地. */
export const DetailLoaded: Story = {
  args: { view: 'carrierDetail', orderId: 'co-5', sessionParty: 'carrier' },
};
/** At the loading place: the carrier's 装货 opens the ticket upload. */
export const DetailArrivedLoad: Story = {
  args: { view: 'carrierDetail', orderId: 'co-4', sessionParty: 'carrier' },
};
/** Unloaded: the shipper's 签收 with adjustments. */
export const DetailUnloaded: Story = { args: { view: 'carrierDetail', orderId: 'co-7' } };
export const DetailCompleted: Story = { args: { view: 'carrierDetail', orderId: 'co-8' } };
export const DetailCancelled: Story = { args: { view: 'carrierDetail', orderId: 'co-9' } };
export const VehicleAudit: Story = { args: { view: 'vehicleAudit' } };
/** Without the audit and reject codes: only 查看记录. */
export const VehicleAuditReadOnly: Story = {
  args: { view: 'vehicleAudit', permissions: ['logistics-vehicle-check'] },
};
export const Settlement: Story = { args: { view: 'settle' } };
