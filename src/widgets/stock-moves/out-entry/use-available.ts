import type { Page } from '../../../contract/envelope';
import type { StockRow } from '../../../contract/stock';
import { useApiQuery } from '../../query';
import { LOOKUP_PAGE, OWN_STOCK_CALL } from '../api';

const availableOf = (page: Page<StockRow>) => page.list.reduce((sum, row) => sum + row.available, 0);

/**
 * Available own stock of one warehouse and tray type (what a sale outbound may take: on hand less what
 * open returns reserved): null until both are chosen and the answer is in. A shipment refreshes it
 * through the cache (SHIPMENT_READS).
 */
export function useAvailableOwnStock(warehouseId: string, trayTypeCode: string): number | null {
  const { data, loading } = useApiQuery(
    OWN_STOCK_CALL,
    { ...LOOKUP_PAGE, warehouseId, trayTypeCode },
    { enabled: Boolean(warehouseId && trayTypeCode), silent: true, select: availableOf },
  );
  return loading ? null : (data ?? null);
}
