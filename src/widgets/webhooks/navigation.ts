/** Where the widget asks its host to go (`yp-navigate`); the shell routes, a host page may route itself. */
import { PAGES } from '../../contract/pages';

export const DELIVERIES_PATH = PAGES.centerWebhook.deliveries;

export { navigate } from '../navigate';
