import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, resetConfig } from '../../core';
import { useHostNavigation } from '../test-support/host-navigation';
import {
  installFakeFreightDemandsBackend,
  type FakeFreightDemandsOptions,
} from './fake-freight-demands-backend';
import './index';

type View = 'demand' | 'demandDetail' | 'quoteHall' | 'address';

interface HostProps extends Pick<FakeFreightDemandsOptions, 'permissions' | 'notCarrier'> {
  view: View;
  demandId?: string;
}

/** Plays the host page: routes itself on `yp-navigate` between the list and a detail. */
function FreightDemandsHost({ view: initialView, demandId }: HostProps) {
  const [route, hostRef] = useHostNavigation<{ view: View; demandId?: string }>(
    { view: initialView, demandId },
    ({ path, query }) => {
      if (path.endsWith('/demandDetail')) return { view: 'demandDetail', demandId: query?.id };
      if (path.endsWith('/demand')) return { view: 'demand' };
      return { view: initialView, demandId };
    },
  );
  return (
    <div ref={hostRef}>
      <yp-freight-demands view={route.view} demand-id={route.demandId} />
    </div>
  );
}

let storyToken = 0;

const meta = {
  title: 'Widgets/yp-freight-demands',
  component: FreightDemandsHost,
  args: { view: 'demand' },
  beforeEach({ args }) {
    const backend = installFakeFreightDemandsBackend({
      permissions: args.permissions,
      notCarrier: args.notCarrier,
      delayMs: 200,
    });
    const token = `story-freight-demands-${++storyToken}`;
    configure({ apiBase: '', getToken: () => token });
    return () => {
      backend.restore();
      resetConfig();
    };
  },
} satisfies Meta<typeof FreightDemandsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DemandList: Story = {};
/** Quotes to choose from (选定 opens the contract preview and the signing). */
export const DemandDetailQuoting: Story = { args: { view: 'demandDetail', demandId: 'd-quoting' } };
/** A chosen quote: 预览合同并签约 (code 123456 signs). */
export const DemandDetailChosen: Story = { args: { view: 'demandDetail', demandId: 'd-chosen' } };
/** Completed: 评价, 拉黑承运方, 下载合同. */
export const DemandDetailCompleted: Story = { args: { view: 'demandDetail', demandId: 'd-completed' } };
export const QuoteHall: Story = { args: { view: 'quoteHall' } };
/** A company that is no carrier: the server answers no rows, the empty state says why. */
export const QuoteHallNotCarrier: Story = { args: { view: 'quoteHall', notCarrier: true } };
export const Addresses: Story = { args: { view: 'address' } };
