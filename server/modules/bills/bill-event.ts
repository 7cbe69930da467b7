import type { BillEventData } from '../../../src/contract/webhooks';
import { dayText } from './period';
import type { BillsTable } from './tables';

/** What bill.issued carries (src/contract/webhooks.ts) of a client bill or a platform statement. */
export const billIssued = (
  kind: BillEventData['kind'],
  id: string,
  billNo: string,
  row: Pick<BillsTable, 'billed_company_id' | 'period_start' | 'period_end' | 'total_fen'> & {
    biller_company_id: string | null;
  },
): BillEventData => ({
  billId: id,
  billNo,
  kind,
  billerCompanyId: row.biller_company_id,
  billedCompanyId: row.billed_company_id,
  periodStart: dayText(row.period_start),
  periodEnd: dayText(row.period_end),
  totalFen: row.total_fen,
});
