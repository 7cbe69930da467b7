/** Where the widget asks its host to go (`yp-navigate`); the shell routes, a host page may route itself. */
import { PAGES } from '../../contract/pages';

export const MESSAGE_LIST_PATH = PAGES.message.list;
export const MESSAGE_DETAIL_PATH = PAGES.message.detail;

export { navigate } from '../navigate';
