/** Where the widget asks its host to go (`yp-navigate`); the shell routes, a host page may route itself. */
import { PAGES } from '../../contract/pages';

export const SIGN_LIST_PATH = PAGES.stock.sign;
export const SIGN_DETAIL_PATH = PAGES.stock.signDetail;
/** A waybill's detail on the transport pages (a sale outbound is a waybill). */
export const OUT_DETAIL_PATH = PAGES.transport.outDetail;

export { navigate } from '../navigate';
