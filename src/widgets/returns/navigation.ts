/** Where the widget asks its host to go (`yp-navigate`): the return pages of SPEC §2. */
import { PAGES, type PagePath } from '../../contract/pages';
import type { ReturnListKind } from './api';

export const LIST_PAGE: Record<ReturnListKind, PagePath> = {
  toDoor: PAGES.return.toDoor,
  self: PAGES.return.self,
  factory: PAGES.returnTray.factoryReturn,
};
export const DETAIL_PAGE: Record<ReturnListKind, PagePath> = {
  toDoor: PAGES.return.toDoorDetail,
  self: PAGES.return.selfDetail,
  factory: PAGES.returnTray.factoryReturnDetail,
};

export { navigate } from '../navigate';
