import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import type { WidgetNavigateDetail } from '../../core';
import { configure, resetConfig } from '../../core';
import { installFakeBillsBackend } from './fake-bills-backend';
import './index';

type View = 'clientBills' | 'clientBillDetail';

interface HostProps {
  view: View;
  clientCompanyId?: string;
  /** Permission codes of the session (read in beforeEach); all by default. */
  permissions?: readonly string[];
  /** billList answers this refusal. */
  failList?: string;
}

/** Plays the host page: routes itself on `yp-navigate` between the list and a bill's detail. */
function BillsHost({ view: initialView, clientCompanyId }: HostProps) {
  const [route, setRoute] = useState<{ view: View; clientCompanyId?: string }>({
    view: initialView,
    clientCompanyId,
  });
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    const onNavigate = (event: Event) => {
      const { path, query } = (event as CustomEvent<WidgetNavigateDetail>).detail;
      setRoute(
        path.endsWith('/checkc1detail')
          ? { view: 'clientBillDetail', clientCompanyId: query?.clientCompanyId }
          : { view: 'clientBills' },
      );
    };
    host?.addEventListener('yp-navigate', onNavigate);
    return () => host?.removeEventListener('yp-navigate', onNavigate);
  }, []);
  return (
    <div ref={hostRef}>
      <yp-bills view={route.view} client-company-id={route.clientCompanyId} />
    </div>
  );
}

let storyToken = 0;

const meta = {
  title: 'Widgets/yp-bills',
  component: BillsHost,
  args: { view: 'clientBills' },
  beforeEach({ args }) {
    const backend = installFakeBillsBackend({
      permissions: args.permissions,
      failList: args.failList,
      delayMs: 200,
    });
    const token = `story-bills-${++storyToken}`;
    configure({ apiBase: '', getToken: () => token });
    return () => {
      backend.restore();
      resetConfig();
    };
  },
} satisfies Meta<typeof BillsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClientBills: Story = {};
/** Without center-settle-checkC1-detail: no 查看明细. */
export const ClientBillsReadOnly: Story = { args: { permissions: [] } };
export const ClientBillsFailed: Story = { args: { failList: '系统繁忙，请稍后再试' } };
export const ClientBillDetail: Story = { args: { view: 'clientBillDetail', clientCompanyId: 'co-shuwei' } };
export const ClientBillDetailNoLines: Story = {
  args: { view: 'clientBillDetail', clientCompanyId: 'co-quiet' },
};
