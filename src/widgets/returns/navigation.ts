/** Where the widget asks its host to go (`yp-navigate`): the return pages of SPEC §2. */
import type { ReturnListKind } from './api';

export const LIST_PAGE: Record<ReturnListKind, string> = {
  toDoor: '/yelopack/return/toDoor',
  self: '/yelopack/return/self',
  factory: '/yelopack/returntray/factoryReturn',
};
export const DETAIL_PAGE: Record<ReturnListKind, string> = {
  toDoor: '/yelopack/return/toDoorDetail',
  self: '/yelopack/return/selfDetail',
  factory: '/yelopack/returntray/factoryReturnDetail',
};

export { navigate } from '../navigate';
