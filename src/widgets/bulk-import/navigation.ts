/** Where the widget asks its host to go (`yp-navigate`): back to the list the import was opened from. */
import type { ImportKind } from '../../contract/imports';
import { PAGES, type PagePath } from '../../contract/pages';

export const LIST_OF: Readonly<Record<ImportKind, PagePath>> = {
  transfer: PAGES.stock.transfer,
  waybill: PAGES.transport.out,
  return: PAGES.return.toDoor,
};

export { navigate } from '../navigate';
