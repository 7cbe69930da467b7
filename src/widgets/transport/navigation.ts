/** Where the transport pages ask their host to go (`yp-navigate`). */
export const OUT_PATH = '/yelopack/transport/out';
export const OUT_DETAIL_PATH = '/yelopack/transport/outDetail';
export const GPS_PATH = '/yelopack/transport/gps';
export const IMPORT_PATH = '/yelopack/transport/import';
export const IMPORT_DETAIL_PATH = '/yelopack/transport/importDetail';
export const IMPORT_ORDER_PATH = '/yelopack/transport/importOrder';

export { navigate } from '../navigate';
