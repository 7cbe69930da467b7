/** Where the widget asks its host to go (`yp-navigate`); the shell routes, a host page may route itself. */
import { PAGES } from '../../contract/pages';

export const DEMAND_LIST_PATH = PAGES.logistics.demand;
export const DEMAND_DETAIL_PATH = PAGES.logistics.demandDetail;
/** The carrier order a signing created (<yp-carrier-orders>' detail). */
export const CARRIER_DETAIL_PATH = PAGES.logistics.carrierDetail;

export { navigate } from '../navigate';
