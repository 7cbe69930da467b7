/** Where the widget asks its host to go (`yp-navigate`); the shell routes, a host page may route itself. */

export const WAREHOUSE_LIST_PATH = '/yelopack/address/addressmanage';
export const WAREHOUSE_NEW_PATH = '/yelopack/address/newaddress';
export const WAREHOUSE_EDIT_PATH = '/yelopack/address/editaddress';

export { navigate } from '../navigate';
