import { useState } from 'react';
import { API } from '../../contract/api-paths';
import type { ReportStockRow } from '../../contract/reports';
import { formatTrayType } from '../../core';
import { Button, Dialog } from '../../ui';
import { actionLabels, BalanceLedger, C1_CODES, RowAction, useActionDialog } from '../balances';
import { downstream } from './labels';

const text = downstream.stock;
const titles = actionLabels.dialog.titles;

/** The ledger of one balance the downstream customer holds (downstreamCustomer/stockDetail). */
function LedgerDialog({ row, onClose }: { row: ReportStockRow; onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      width={960}
      title={text.ledgerTitle(row.warehouseName, formatTrayType(row), row.ownerCompanyName)}
      footer={<Button onClick={onClose}>{text.close}</Button>}
    >
      <BalanceLedger
        path={API.downstreamCustomer.stockDetail}
        balance={row}
        showOwner
        exportCode={C1_CODES.exportDetail}
      />
    </Dialog>
  );
}

/**
 * What a downstream customer (role 7) does with pallets it holds, row by row: read the balance's ledger,
 * transfer them to another platform customer, send them on to one of its clients (流转出库) or return
 * them to the platform. Each button shows only with its code, the moves only while pallets are available;
 * the dialogs are the pallet area's own.
 */
export function useHeldStockActions() {
  const actions = useActionDialog();
  const [ledgerOf, setLedgerOf] = useState<ReportStockRow | null>(null);
  const rowActions = (row: ReportStockRow) => (
    <>
      <RowAction code={C1_CODES.check} label={text.ledger} onClick={() => setLedgerOf(row)} />
      {row.available > 0 && (
        <>
          <RowAction
            code={C1_CODES.transferOut}
            label={titles.transferOut}
            onClick={() => actions.open('c1TransferOut', row)}
          />
          <RowAction
            code={C1_CODES.circulateOut}
            label={titles.circulateOut}
            onClick={() => actions.open('circulateOut', row)}
          />
          <RowAction
            code={C1_CODES.returnTray}
            label={titles.returnTray}
            onClick={() => actions.open('returnTray', row)}
          />
        </>
      )}
    </>
  );
  const dialogs = (
    <>
      {actions.dialog}
      {ledgerOf && <LedgerDialog row={ledgerOf} onClose={() => setLedgerOf(null)} />}
    </>
  );
  return { rowActions, dialogs };
}
