import { useState } from 'react';
import { Empty, Tabs } from '../../ui';
import { CustomerDetail } from './CustomerDetail';
import { CustomerList } from './CustomerList';
import { saleCustomerLabels as text } from './labels';
import { OverdueList } from './OverdueList';

export interface SaleCustomersWidgetProps {
  /** list (default) | detail */
  view?: string;
  /** view="detail": the client company */
  clientCompanyId?: string;
}

type Tab = 'customers' | 'overdue';
const TABS = [
  { key: 'customers' as const, label: text.tabs.customers },
  { key: 'overdue' as const, label: text.tabs.overdue },
];

/** <yp-sale-customers view="list|detail">: 销售客户管理 (clients and overdue clients) and 销售客户详情. */
export function SaleCustomersWidget({ view, clientCompanyId }: SaleCustomersWidgetProps) {
  const [tab, setTab] = useState<Tab>('customers');
  if (view === 'detail') {
    return clientCompanyId ? (
      <CustomerDetail key={clientCompanyId} clientCompanyId={clientCompanyId} />
    ) : (
      <Empty text={text.notFound} />
    );
  }
  return (
    <Tabs items={TABS} active={tab} onChange={setTab} aria-label={text.tabsLabel}>
      {tab === 'customers' ? <CustomerList /> : <OverdueList />}
    </Tabs>
  );
}
