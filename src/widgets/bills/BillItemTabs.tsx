import { useState } from 'react';
import type { BillEntryRow, BillStockRow } from '../../contract/bill-items';
import type { BillLineRow } from '../../contract/bills';
import { formatFen, formatTrayType } from '../../core';
import { Tabs, TitledCard, type TableColumn } from '../../ui';
import type { BillRef } from './api';
import { BillItemTable } from './BillItemTable';
import { balanceKey, entryColumns, entryKey, stockColumns } from './item-columns';
import { itemLabels } from './item-labels';
import { AMENDMENT_LIST_CALL, ENTRY_LIST_CALLS, STOCK_LIST_CALLS } from './items-api';
import { billLabels } from './labels';

const text = itemLabels.items;
type Tab = keyof typeof text.tabs;
const itemTabs = () => (Object.keys(text.tabs) as Tab[]).map((key) => ({ key, label: text.tabs[key] }));

const amendmentColumns = (): TableColumn<BillLineRow>[] => [
  { key: 'warehouse', title: billLabels.columns.warehouse, render: (line) => line.warehouseName },
  { key: 'trayType', title: billLabels.columns.trayType, render: (line) => formatTrayType(line) },
  { key: 'quantity', title: billLabels.columns.quantity, align: 'right' },
  {
    key: 'amount',
    title: billLabels.columns.amount,
    align: 'right',
    render: (line) => formatFen(line.amountFen),
  },
];

/** The list of one tab (mounted only while its tab is open). */
function TabList({ tab, bill }: { tab: Tab; bill: BillRef }) {
  const caption = text.captions[tab];
  if (tab === 'stock' || tab === 'historyStock')
    return (
      <BillItemTable<BillStockRow>
        path={STOCK_LIST_CALLS[tab]}
        bill={bill}
        caption={caption}
        columns={stockColumns()}
        rowKey={balanceKey}
      />
    );
  if (tab === 'amendment')
    return (
      <BillItemTable<BillLineRow>
        path={AMENDMENT_LIST_CALL}
        bill={bill}
        caption={caption}
        columns={amendmentColumns()}
        rowKey={(line) => `${line.warehouseId}-${line.trayTypeCode}-${line.priceId}-${line.firstDay}`}
      />
    );
  return (
    <BillItemTable<BillEntryRow>
      path={ENTRY_LIST_CALLS[tab]}
      bill={bill}
      caption={caption}
      columns={entryColumns()}
      rowKey={entryKey}
    />
  );
}

/** 明细 on a bill: its stock-in entries, stock by age (now and at the period's end), stock-out and corrections. */
export function BillItemTabs({ bill }: { bill: BillRef }) {
  const [tab, setTab] = useState<Tab>('stockIn');
  return (
    <TitledCard title={text.title}>
      <Tabs items={itemTabs()} active={tab} onChange={setTab} aria-label={text.tabsLabel}>
        <TabList key={tab} tab={tab} bill={bill} />
      </Tabs>
    </TitledCard>
  );
}
