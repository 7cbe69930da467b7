import type { DeductCandidateRow } from '../../../../src/contract/bill-items';
import type { DbOrTrx } from '../../../db/schema';
import { shanghaiDay } from '../../ledger';
import { FREE_RENT_DAYS, overdueDaysOf, stockDb } from '../../stock';
import type { BillTerms } from '../model';
import { agedBeyond, arrivalsWithin } from './ages';

/** Which of the owner's balances at its clients to look at: all, or one item's. */
export interface CandidateFilter {
  clientCompanyId?: string;
  warehouseId?: string;
  trayTypeCode?: string;
}

/**
 * The owner's pallets at its downstream clients aged > A + N days today (money model, TERMS), per
 * client, warehouse and tray type, at most what is available there (on hand − reserved: the ledger never
 * takes reserved pallets), in one statement over every client, by client, warehouse and tray type.
 */
export async function deductCandidates(
  db: DbOrTrx,
  owner: string,
  now: number,
  terms: BillTerms,
  filter: CandidateFilter = {},
): Promise<DeductCandidateRow[]> {
  const limit = terms.overdueDays + terms.deductDays;
  const today = shanghaiDay(now);
  const rows = await stockDb(db)
    .selectFrom('stock_balances as b')
    .innerJoin('companies as c', 'c.id', 'b.holder_company_id')
    .leftJoin('warehouses as w', 'w.id', 'b.warehouse_id')
    .leftJoin('tray_types as t', 't.code', 'b.tray_type_code')
    .where('b.owner_company_id', '=', owner)
    .where('c.parent_company_id', '=', owner)
    .where('b.on_hand', '>', 0)
    .$if(filter.clientCompanyId !== undefined, (qb) =>
      qb.where('b.holder_company_id', '=', filter.clientCompanyId!),
    )
    .$if(filter.warehouseId !== undefined, (qb) => qb.where('b.warehouse_id', '=', filter.warehouseId!))
    .$if(filter.trayTypeCode !== undefined, (qb) => qb.where('b.tray_type_code', '=', filter.trayTypeCode!))
    .select([
      'b.holder_company_id',
      'c.name as client_name',
      'b.warehouse_id',
      'w.name as warehouse_name',
      'b.tray_type_code',
      't.name as tray_type_name',
      'b.owner_company_id',
      'b.on_hand',
      'b.reserved',
      arrivalsWithin('b', today, limit).as('arrived'),
    ])
    .orderBy('c.name')
    .orderBy('b.holder_company_id')
    .orderBy('w.name')
    .orderBy('b.warehouse_id')
    .orderBy('b.tray_type_code')
    .execute();
  const deductible = rows
    .map((row) => ({
      row,
      quantity: Math.min(
        agedBeyond(Number(row.on_hand), row.arrived),
        Number(row.on_hand) - Number(row.reserved),
      ),
    }))
    .filter((candidate) => candidate.quantity > 0);
  // The oldest pallet's age, by the stock lists' rule (days beyond the free days, plus those days).
  const beyondFree = await overdueDaysOf(
    stockDb(db),
    now,
    deductible.map(({ row }) => ({
      holderCompanyId: row.holder_company_id,
      warehouseId: row.warehouse_id,
      trayTypeCode: row.tray_type_code,
      ownerCompanyId: row.owner_company_id,
      onHand: Number(row.on_hand),
    })),
  );
  return deductible.map(({ row, quantity }, index) => ({
    clientCompanyId: row.holder_company_id,
    clientName: row.client_name,
    warehouseId: row.warehouse_id,
    warehouseName: row.warehouse_name ?? '',
    trayTypeCode: row.tray_type_code,
    trayTypeName: row.tray_type_name ?? '',
    deductible: quantity,
    overdueDays: Math.max((beyondFree[index] ?? 0) + FREE_RENT_DAYS - limit, 1),
  }));
}
