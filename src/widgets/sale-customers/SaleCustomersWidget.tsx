import { useState } from 'react';
import type { PropsOf } from '../declare-widget';
import type { saleCustomersWidget } from './declaration';
import { Empty, Tabs } from '../../ui';
import { CustomerDetail } from './CustomerDetail';
import { CustomerList } from './CustomerList';
import { saleCustomerLabels as text } from './labels';
import { OverdueList } from './OverdueList';

type Tab = 'customers' | 'overdue';
const customerTabs = () => [
  { key: 'customers' as const, label: text.tabs.customers },
  { key: 'overdue' as const, label: text.tabs.overdue },
];

/** <yp-sale-customers view="list|detail">: 销售客户管理 (clients and overdue clients) and 销售客户详情. */
export function SaleCustomersWidget({ view, clientCompanyId }: PropsOf<typeof saleCustomersWidget>) {
  const [tab, setTab] = useState<Tab>('customers');
  if (view === 'detail') {
    return clientCompanyId ? (
      <CustomerDetail key={clientCompanyId} clientCompanyId={clientCompanyId} />
    ) : (
      <Empty text={text.notFound} />
    );
  }
  return (
    <Tabs items={customerTabs()} active={tab} onChange={setTab} aria-label={text.tabsLabel}>
      {tab === 'customers' ? <CustomerList /> : <OverdueList />}
    </Tabs>
  );
}
