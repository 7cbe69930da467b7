import type { PagePath } from '../../contract/pages';
import type { BillLineRow } from '../../contract/bills';
import { RowActionButton, RowActions, type TableColumn } from '../../ui';
import { itemLabels as text } from './item-labels';
import { CHARGE_PATHS, CLIENT_BILL_DETAIL_PATH, WAREHOUSE_BILL_PATH } from './navigation';

/** Opens one of a bill's detail pages (the bill's reference is added by the caller). */
export type OpenPage = (path: PagePath, query?: Record<string, string>) => void;

/**
 * The links of a bill line: its warehouse's sub-bill, for the overdue, offset and deduction lines the
 * page of the entries they count, and for a correction the frozen bill it corrects.
 */
export const lineLinks = (open: OpenPage): TableColumn<BillLineRow> => ({
  key: 'links',
  title: text.columns.actions,
  render: (line) => {
    const charged = line.kind in CHARGE_PATHS ? CHARGE_PATHS[line.kind as keyof typeof CHARGE_PATHS] : null;
    const subject = `${line.warehouseName} ${line.trayTypeName}`;
    return (
      <RowActions>
        <RowActionButton
          label={text.viewWarehouse}
          subject={subject}
          onClick={() => open(WAREHOUSE_BILL_PATH, { warehouseId: line.warehouseId })}
        />
        {charged && (
          <RowActionButton label={text.viewEntries} subject={subject} onClick={() => open(charged)} />
        )}
        {line.corrects && (
          <RowActionButton
            label={text.viewCorrected}
            subject={line.corrects.billNo}
            onClick={() => open(CLIENT_BILL_DETAIL_PATH, { id: line.corrects!.billId })}
          />
        )}
      </RowActions>
    );
  },
});
