import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, resetConfig } from '../../core';
import { installFakeCustomerBackend } from './fake-customer-backend';
import { useHostNavigation } from '../test-support/host-navigation';
import './index';

type View = 'list' | 'detail';

interface HostProps {
  view: View;
  clientCompanyId?: string;
  /** Permission codes of the session (read in beforeEach); all by default. */
  permissions?: readonly string[];
}

/** Plays the host page: routes itself on `yp-navigate` between the list and a detail. */
function SaleCustomersHost({ view: initialView, clientCompanyId }: HostProps) {
  const [route, hostRef] = useHostNavigation<{ view: View; clientCompanyId?: string }>(
    { view: initialView, clientCompanyId },
    ({ path, query }) =>
      path.endsWith('/saleDetail')
        ? { view: 'detail', clientCompanyId: query?.clientCompanyId }
        : { view: 'list' },
  );
  return (
    <div ref={hostRef}>
      <yp-sale-customers view={route.view} client-company-id={route.clientCompanyId} />
    </div>
  );
}

let storyToken = 0;

const meta = {
  title: 'Widgets/yp-sale-customers',
  component: SaleCustomersHost,
  args: { view: 'list' },
  beforeEach({ args }) {
    const backend = installFakeCustomerBackend({ permissions: args.permissions, delayMs: 200 });
    const token = `story-sale-customers-${++storyToken}`;
    configure({ apiBase: '', getToken: () => token });
    return () => {
      backend.restore();
      resetConfig();
    };
  },
} satisfies Meta<typeof SaleCustomersHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
/** Without the export and detail codes: no 导出, no 查看. */
export const ListReadOnly: Story = { args: { permissions: [] } };
export const Detail: Story = { args: { view: 'detail', clientCompanyId: 'co-shuwei' } };
export const DetailNotFound: Story = { args: { view: 'detail', clientCompanyId: 'co-other' } };
