/** Where the widget asks its host to go (`yp-navigate`); the shell routes, a host page may route itself. */
import { PAGES } from '../../contract/pages';

export const WAREHOUSE_LIST_PATH = PAGES.address.addressmanage;
export const WAREHOUSE_NEW_PATH = PAGES.address.newaddress;
export const WAREHOUSE_EDIT_PATH = PAGES.address.editaddress;

export { navigate } from '../navigate';
