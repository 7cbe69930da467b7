/** The 去归还 form's choices: my warehouses, the depots, what a warehouse may return, the recycle flag. */
import type { RecycleStockFlag, ReturnableStock, ReturnDepot } from '../../contract/returns';
import { type SelectOption, punctuationLabels } from '../../ui';
import { useApiQuery } from '../query';
import { useMyWarehouseOptions } from '../use-lookups';
import { DEPOTS_CALL, RECYCLE_FLAG_CALL, RETURNABLE_STOCK_CALL } from './api';
import { formLabels } from './labels';

const NO_STOCK: ReturnableStock[] = [];
const NO_OPTIONS: SelectOption<string>[] = [];
const depotOptions = (depots: ReturnDepot[]) =>
  depots.map((d): SelectOption<string> => ({
    value: d.id,
    label: punctuationLabels.withNote(d.name, d.city),
  }));
const trayTypeOptions = (stock: ReturnableStock[]) =>
  stock.map((row): SelectOption<string> => ({
    value: row.trayTypeCode,
    label: punctuationLabels.withNote(
      `${row.trayTypeCode} ${row.trayTypeName}`,
      formLabels.available(row.available),
    ),
  }));
const pendingRecycleOf = (flag: RecycleStockFlag) => (flag.required ? flag.pendingRecycle : 0);

export function useFormLookups(warehouseId: string) {
  const warehouseOptions = useMyWarehouseOptions();
  const depots = useApiQuery(DEPOTS_CALL, {}, { silent: true, select: depotOptions });
  const pendingRecycle = useApiQuery(RECYCLE_FLAG_CALL, {}, { silent: true, select: pendingRecycleOf });
  const stock = useApiQuery<ReturnableStock[]>(
    RETURNABLE_STOCK_CALL,
    { warehouseId },
    { silent: true, enabled: !!warehouseId },
  );
  const returnable = (warehouseId && stock.data) || NO_STOCK;
  return {
    warehouseOptions,
    depotOptions: depots.data ?? NO_OPTIONS,
    trayTypeOptions: trayTypeOptions(returnable),
    /** The stock of a tray type; null until the chosen warehouse's stock is known. */
    availableOf: (code: string): number | null =>
      stock.loading || !warehouseId || !stock.data
        ? null
        : (returnable.find((row) => row.trayTypeCode === code)?.available ?? 0),
    pendingRecycle: pendingRecycle.data ?? 0,
  };
}
