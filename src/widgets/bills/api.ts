/** The clientCustomerBill/* reads (wire types and the money model in src/contract/bills.ts). */
import { API } from '../../contract/api-paths';
import type { ClientBillDetail, ClientBillQuery, ClientBillRow } from '../../contract/bills';
import type { Page } from '../../contract/envelope';

/** The client bills, paged: the live bills of the current period first, then the frozen ones. */
export const CLIENT_BILL_LIST_CALL = API.clientCustomerBill.billList;
/** The list shows the live bills only: one row per client (the frozen bills' views come later). */
export const LIVE_BILLS_QUERY: ClientBillQuery = { pageNum: 1, pageSize: 100, state: 'live' };
/** One client's live bill with its lines, asked by `{ clientCompanyId }`. */
export const CLIENT_BILL_DETAIL_CALL = API.clientCustomerBill.billDetail;

/** The bill's downloads (GET URLs the browser opens): its lines as CSV/XLSX (billDetail's export twin), its PDF. */
export const CLIENT_BILL_PDF_URL = API.clientCustomerBill.billDownload;

/** What the server answers on each path (the fake backend is typed by it). */
export interface BillsResponses {
  [CLIENT_BILL_LIST_CALL]: Page<ClientBillRow>;
  [CLIENT_BILL_DETAIL_CALL]: ClientBillDetail;
}
