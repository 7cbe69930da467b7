import type { Page } from '../../../contract/envelope';
import type { StockRow } from '../../../contract/stock';
import type { SelectOption } from '../../../ui';
import { useApiQuery } from '../../query';
import { C1_STOCK_CALL, LOOKUP_PAGE } from '../api';

const rowsOf = (page: Page<StockRow>) => page.list;

export interface C1Stock {
  /** The upstream companies whose pallets lie in the warehouse. */
  owners: SelectOption<string>[];
  trayTypesOf(ownerCompanyId: string): SelectOption<string>[];
  /** Available for (owner, tray type): what a circulation may take; null while unknown. */
  availableOf(ownerCompanyId: string, trayTypeCode: string): number | null;
}

/** C1 stock of one warehouse (pallets of upstream owners I hold), as the choices of circulation lines. */
export function useC1Stock(warehouseId: string): C1Stock {
  const { data, loading } = useApiQuery(
    C1_STOCK_CALL,
    { ...LOOKUP_PAGE, warehouseId },
    { enabled: Boolean(warehouseId), silent: true, select: rowsOf },
  );
  const rows = (loading ? null : data) ?? [];
  const owners = new Map(rows.map((row) => [row.ownerCompanyId, row.ownerCompanyName]));
  return {
    owners: [...owners].map(([value, label]) => ({ value, label })),
    trayTypesOf: (owner) =>
      rows
        .filter((row) => row.ownerCompanyId === owner)
        .map((row) => ({ value: row.trayTypeCode, label: `${row.trayTypeCode} ${row.trayTypeName}` })),
    availableOf: (owner, trayType) =>
      loading
        ? null
        : (rows.find((row) => row.ownerCompanyId === owner && row.trayTypeCode === trayType)?.available ?? 0),
  };
}
