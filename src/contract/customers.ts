/**
 * Wire types of sales customer management (销售客户管理, SPEC §2 /yelopack/customer/sale and saleDetail;
 * SPEC §7 client/*, clientCustomerBill/overdueCustomerList). A sales customer is a downstream client of the
 * session's company (its parent company). "Held" are pallets of mine on hand at the client (下游客户库存),
 * "overdue" those held beyond the free rent days. Instants are ISO 8601 UTC strings.
 */
import type { PageQuery } from './envelope';
import { localized } from './localized';
import type { InboundStatus, StockRow, Warehouse } from './stock';
import type { WaybillStatus } from './transport';

/** POST client/searchList (export twin GET client/searchListExport) */
export interface SaleCustomerQuery extends PageQuery {
  /** Company name */
  keyword?: string;
  /** 'true': only clients holding overdue pallets of mine (a string: export URLs carry the same filters) */
  hasOverdue?: 'true' | 'false';
  sortBy?: 'held' | 'overdue';
  sortOrder?: 'asc' | 'desc';
}

export interface SaleCustomerRow {
  clientCompanyId: string;
  name: string;
  /** Contact and phone of the client's default receiving address ('' without one); lists mask the phone. */
  contact: string;
  phone: string;
  warehouseCount: number;
  /** My pallets on hand at the client. */
  held: number;
  /** My pallets on their way to the client. */
  inTransit: number;
  /** Held beyond the free rent days. */
  overdue: number;
  /** Creation of the last waybill I sent the client (deleted ones aside). */
  lastWaybillAt: string | null;
}

/** POST client/getDetail { clientCompanyId } */
export interface SaleCustomerDetailRequest {
  clientCompanyId: string;
}
export interface SaleCustomerWaybill {
  documentNo: string;
  status: Exclude<WaybillStatus, 'deleted'>;
  toWarehouseName: string;
  trayTypeCode: string;
  trayTypeName: string;
  quantity: number;
  plateNumber: string;
  createdAt: string;
  departedAt: string | null;
  confirmedAt: string | null;
}
/** Pallets the client gave back to me (生成入库单 from the client). */
export interface SaleCustomerReturn {
  documentNo: string;
  status: InboundStatus;
  clientWarehouseName: string;
  /** My receiving warehouse. */
  warehouseName: string;
  trayTypeCode: string;
  trayTypeName: string;
  quantity: number;
  receivedQuantity: number | null;
  createdAt: string;
}
export interface SaleCustomerDetail {
  customer: SaleCustomerRow & { createdAt: string };
  /** The client's receiving addresses (default first). */
  addresses: Warehouse[];
  /** My pallets at the client, per warehouse × tray type (holder = the client, owner = me). */
  stock: StockRow[];
  /** The 10 latest waybills to the client. */
  waybills: SaleCustomerWaybill[];
  /** The 10 latest returns from the client. */
  returns: SaleCustomerReturn[];
}

/** POST clientCustomerBill/overdueCustomerList (export twin GET …/overdueCustomerListExport) */
export interface OverdueCustomerQuery extends PageQuery {
  keyword?: string;
  trayTypeCode?: string;
}
/** One client × tray type with overdue pallets of mine. */
export interface OverdueCustomerRow {
  clientCompanyId: string;
  name: string;
  trayTypeCode: string;
  trayTypeName: string;
  held: number;
  overdue: number;
  /** Days the oldest overdue pallets have been held beyond the free rent days (first in, first out). */
  overdueDays: number;
  /**
   * Pallets aged beyond the owner's overdue days A (its bill terms, src/contract/bills.ts: 超期 on a bill),
   * and those that turn so within the next 7 days (aged (A − 7, A]): the enterprise center's overdue risk.
   */
  overdueByTerms: number;
  dueWithin7Days: number;
}

/** Column titles of the two lists, on screen and in their exports alike. */
export const SALE_CUSTOMER_COLUMN_LABELS = localized(
  {
    name: '客户名称',
    contact: '联系人',
    phone: '联系电话',
    warehouseCount: '仓库数',
    held: '在库托盘',
    inTransit: '在途托盘',
    overdue: '超期托盘',
    lastWaybillAt: '最近发货时间',
    trayType: '托盘类型',
    overdueDays: '超期天数',
    overdueByTerms: '超期托盘（账单）',
    dueWithin7Days: '7天内将超期',
  },
  {
    name: 'Customer name',
    contact: 'Contact',
    phone: 'Phone',
    warehouseCount: 'Warehouses',
    held: 'Pallets in stock',
    inTransit: 'Pallets in transit',
    overdue: 'Overdue pallets',
    lastWaybillAt: 'Last shipped',
    trayType: 'Pallet type',
    overdueDays: 'Days overdue',
    overdueByTerms: 'Overdue pallets (bill)',
    dueWithin7Days: 'Overdue within 7 days',
  },
);
