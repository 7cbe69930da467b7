/** The clientCustomerBill/* reads (wire types and the money model in src/contract/bills.ts). */
import { API } from '../../contract/api-paths';
import type { ClientBillDetail, ClientBillRow } from '../../contract/bills';

/** Every client's live bill of the current period, one row each (not paged: one row per client). */
export const CLIENT_BILL_LIST_CALL = API.clientCustomerBill.billList;
/** One client's live bill with its lines, asked by `{ clientCompanyId }`. */
export const CLIENT_BILL_DETAIL_CALL = API.clientCustomerBill.billDetail;

/** The bill's downloads (GET URLs the browser opens): its lines as CSV/XLSX (billDetail's export twin), its PDF. */
export const CLIENT_BILL_PDF_URL = API.clientCustomerBill.billDownload;

/** What the server answers on each path (the fake backend is typed by it). */
export interface BillsResponses {
  [CLIENT_BILL_LIST_CALL]: ClientBillRow[];
  [CLIENT_BILL_DETAIL_CALL]: ClientBillDetail;
}
