import type { StockRow } from '../../contract/stock';
import { formatTrayType } from '../../core';
import type { TableColumn } from '../../ui';
import { stockLabels } from './labels';

export type StockColumnKey =
  | 'warehouseName'
  | 'trayTypeCode'
  | 'ownerCompanyName'
  | 'holderCompanyName'
  | 'onHand'
  | 'available'
  | 'inTransit'
  | 'awaitingSignature'
  | 'overdue';

const { columns: titles } = stockLabels;

/** Every column a balance list may show; the server sorts the ones marked sortable (StockQuery.sortBy). */
const allColumns = (): Readonly<Record<StockColumnKey, TableColumn<StockRow>>> => ({
  warehouseName: { key: 'warehouseName', title: titles.warehouse, sortable: true },
  trayTypeCode: {
    key: 'trayTypeCode',
    title: titles.trayType,
    sortable: true,
    render: (row) => formatTrayType(row),
  },
  ownerCompanyName: { key: 'ownerCompanyName', title: titles.owner },
  holderCompanyName: { key: 'holderCompanyName', title: titles.holder },
  onHand: { key: 'onHand', title: titles.onHand, sortable: true, align: 'right' },
  available: { key: 'available', title: titles.available, align: 'right' },
  inTransit: { key: 'inTransit', title: titles.inTransit, sortable: true, align: 'right' },
  awaitingSignature: {
    key: 'awaitingSignature',
    title: titles.awaitingSignature,
    sortable: true,
    align: 'right',
  },
  overdue: { key: 'overdue', title: titles.overdue, sortable: true, align: 'right' },
});

export const stockColumns = (keys: readonly StockColumnKey[]): TableColumn<StockRow>[] => {
  const all = allColumns();
  return keys.map((key) => all[key]);
};
