/** The clientCustomerBill/* calls (wire types and the money model in src/contract/bills.ts). */
import { API } from '../../contract/api-paths';
import type {
  AuditOrRejectBill,
  ClientBillDetail,
  ClientBillQuery,
  ClientBillRow,
} from '../../contract/bills';
import type { Page } from '../../contract/envelope';
import { api } from '../../core';

/** The client bills, paged: the live bills of the current period first, then the frozen ones. */
export const CLIENT_BILL_LIST_CALL = API.clientCustomerBill.billList;
/**
 * Every downstream C1 client has exactly one live bill: their live bills are the 客户 filter's choices
 * (the enterprise center has no other call naming its clients).
 */
export const CLIENTS_QUERY: ClientBillQuery = { pageNum: 1, pageSize: 100, state: 'live' };
/** One bill with its lines: a client's live bill `{ clientCompanyId }` or a frozen bill `{ id }`. */
export const CLIENT_BILL_DETAIL_CALL = API.clientCustomerBill.billDetail;
/** 审核 or 驳回 a pending frozen bill. */
export const CLIENT_BILL_DECIDE_CALL = API.clientCustomerBill.auditOrRejectBill;

/** The bill's downloads (GET URLs the browser opens): its lines as CSV/XLSX (billDetail's export twin), its PDF. */
export const CLIENT_BILL_PDF_URL = API.clientCustomerBill.billDownload;

/** The reads a decision changes: the list (a rejected bill's successor appears) and the details. */
export const BILL_READS = [CLIENT_BILL_LIST_CALL, CLIENT_BILL_DETAIL_CALL] as const;

/** Which bill a detail or a download names: a client's live bill or a frozen bill (never both). */
export type BillRef = { clientCompanyId: string } | { id: string };
export const billRefOf = (bill: Pick<ClientBillRow, 'id' | 'clientCompanyId'>): BillRef =>
  bill.id ? { id: bill.id } : { clientCompanyId: bill.clientCompanyId };

export const billsApi = {
  decide: (request: AuditOrRejectBill) => api.post<ClientBillRow>(CLIENT_BILL_DECIDE_CALL, request),
};

/** What the server answers on each path (the fake backend is typed by it). */
export interface BillsResponses {
  [CLIENT_BILL_LIST_CALL]: Page<ClientBillRow>;
  [CLIENT_BILL_DETAIL_CALL]: ClientBillDetail;
  [CLIENT_BILL_DECIDE_CALL]: ClientBillRow;
}
