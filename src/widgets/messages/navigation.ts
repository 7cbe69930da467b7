/** Where the widget asks its host to go (`yp-navigate`); the shell routes, a host page may route itself. */

export const MESSAGE_LIST_PATH = '/message/message';
export const MESSAGE_DETAIL_PATH = '/message/detail';

export { navigate } from '../navigate';
