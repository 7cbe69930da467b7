/** Where the carrier-order pages ask their host to go (`yp-navigate`). */
import { PAGES } from '../../contract/pages';
export const CARRIER_PATH = PAGES.logistics.carrier;
export const CARRIER_DETAIL_PATH = PAGES.logistics.carrierDetail;

export { navigate } from '../navigate';
