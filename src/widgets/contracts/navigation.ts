/** Where the widget asks its host to go (`yp-navigate`); the shell routes, a host page may route itself. */
import { PAGES } from '../../contract/pages';

export const CONTRACT_LIST_PATH = PAGES.centerContract.online;
export const CONTRACT_DETAIL_PATH = PAGES.centerContract.detail;

export { navigate } from '../navigate';
