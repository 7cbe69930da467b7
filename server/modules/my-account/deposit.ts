import type { CompanyDeposit, DepositRow } from '../../../src/contract/my-account';
import type { DbOrTrx } from '../../db/schema';
import { ledgerDb } from '../ledger';
import { referenceDb } from '../stock';
import { myAccountDb } from './tables';

/**
 * customerCompany/getCompanyCashDeposit (DEPOSIT): per tray type the company owns pallets of or paid
 * deposit for, the deposit its pallets on hand call for beside what it paid.
 */
export async function companyDeposit(db: DbOrTrx, companyId: string): Promise<CompanyDeposit> {
  const [trayTypes, held, paid] = await Promise.all([
    referenceDb(db)
      .selectFrom('tray_types')
      .select(['code', 'name', 'deposit_fen'])
      .orderBy('sort_order')
      .execute(),
    ledgerDb(db)
      .selectFrom('stock_balances')
      .select((eb) => ['tray_type_code', eb.fn.sum<number | string>('on_hand').as('pallets')])
      .where('owner_company_id', '=', companyId)
      .groupBy('tray_type_code')
      .execute(),
    myAccountDb(db)
      .selectFrom('deposit_payments')
      .select((eb) => ['tray_type_code', eb.fn.sum<number | string>('amount_fen').as('paid')])
      .where('company_id', '=', companyId)
      .groupBy('tray_type_code')
      .execute(),
  ]);
  const palletsOf = new Map(held.map((row) => [row.tray_type_code, Number(row.pallets)]));
  const paidOf = new Map(paid.map((row) => [row.tray_type_code, Number(row.paid)]));
  const rows = trayTypes
    .filter((type) => (palletsOf.get(type.code) ?? 0) > 0 || paidOf.has(type.code))
    .map((type): DepositRow => {
      const pallets = palletsOf.get(type.code) ?? 0;
      const depositFen = Number(type.deposit_fen);
      const requiredFen = pallets * depositFen;
      const paidFen = paidOf.get(type.code) ?? 0;
      return {
        trayTypeCode: type.code,
        trayTypeName: type.name,
        pallets,
        depositFen,
        requiredFen,
        paidFen,
        outstandingFen: Math.max(0, requiredFen - paidFen),
      };
    });
  const total = (key: 'requiredFen' | 'paidFen' | 'outstandingFen') =>
    rows.reduce((sum, row) => sum + row[key], 0);
  return {
    rows,
    requiredFen: total('requiredFen'),
    paidFen: total('paidFen'),
    outstandingFen: total('outstandingFen'),
  };
}
