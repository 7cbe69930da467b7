import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, resetConfig } from '../../core';
import { FAKE_VEHICLES, installFakeVehicleBackend } from './fake-vehicle-backend';
import './index';

interface HostProps {
  waybillNo?: string;
  /** The list answers empty (no vehicle on the road). */
  noVehicles?: boolean;
}

function VehicleMapHost({ waybillNo }: HostProps) {
  return <yp-vehicle-map waybill-no={waybillNo} />;
}

let storyToken = 0;

const meta = {
  title: 'Widgets/yp-vehicle-map',
  component: VehicleMapHost,
  args: {},
  beforeEach({ args }) {
    const backend = installFakeVehicleBackend({
      delayMs: 200,
      vehicles: args.noVehicles ? [] : FAKE_VEHICLES,
    });
    const token = `story-vehicle-map-${++storyToken}`;
    configure({ apiBase: '', getToken: () => token });
    return () => {
      backend.restore();
      resetConfig();
    };
  },
} satisfies Meta<typeof VehicleMapHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vehicles beside the province map; pick one to see its track. */
export const Overview: Story = {};
/** Opened from a waybill detail (?waybillNo=): its track, ready to play back. */
export const WaybillTrack: Story = { args: { waybillNo: 'YD20261120-000001' } };
/** A waybill whose vehicle has not reported yet. */
export const NoTrackYet: Story = { args: { waybillNo: 'YD20261121-000002' } };
export const NoVehicles: Story = { args: { noVehicles: true } };
