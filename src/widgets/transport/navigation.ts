/** Where the transport pages ask their host to go (`yp-navigate`). */
import { PAGES } from '../../contract/pages';
export const OUT_PATH = PAGES.transport.out;
export const OUT_DETAIL_PATH = PAGES.transport.outDetail;
export const GPS_PATH = PAGES.transport.gps;
export const IMPORT_PATH = PAGES.transport.import;
export const IMPORT_DETAIL_PATH = PAGES.transport.importDetail;
export const IMPORT_ORDER_PATH = PAGES.transport.importOrder;

export { navigate } from '../navigate';
