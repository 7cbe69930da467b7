import type { StockDetail, StockDetailQuery } from '../../../../src/contract/stock';
import type { DbOrTrx } from '../../../db/schema';
import { businessError } from '../../../http/envelope';
import { balanceEntries, type BalanceOwner } from '../../ledger';
import { STOCK_LABELS } from '../labels';
import { firstFreeDay } from './overdue';
import { balancesOf, selectBalances, toStockRow } from './stock-rows';

/** customerStock/detail and downstreamCustomer/stockDetail: the balance and a page of its ledger. */
export async function stockDetail(
  db: DbOrTrx,
  now: number,
  balance: BalanceOwner,
  query: StockDetailQuery,
): Promise<StockDetail> {
  const key = {
    holder_company_id: balance.holderCompanyId,
    warehouse_id: query.warehouseId,
    tray_type_code: query.trayTypeCode,
    owner_company_id: balance.ownerCompanyId,
  };
  const row = await selectBalances(db, firstFreeDay(now), balancesOf([key])).executeTakeFirst();
  if (!row) throw businessError(STOCK_LABELS.balanceNotFound);
  return { balance: toStockRow(row), entries: await balanceEntries(db, balance, query, query) };
}
