/** The permission codes the return pages check (SPEC §6; see server/modules/returns/return-routes.ts). */
import type { PermissionCode } from '../../contract/permissions';
import type { ReturnListKind } from './api';

export const GO_RETURN: PermissionCode = 'yelopack-return-toDoor-goReturn';

export const LIST_CODES: Record<ReturnListKind, { check: PermissionCode; export: PermissionCode }> = {
  toDoor: { check: 'yelopack-return-toDoor-check', export: 'yelopack-return-toDoor-export' },
  self: { check: 'yelopack-return-self-check', export: 'yelopack-return-self-export' },
  factory: { check: 'yelopack-returntray-record-check', export: 'yelopack-returntray-record-export' },
};

/** 运输记录 (SPEC §6 names none): the door-pickup page's codes, like the server. */
export const TRANSPORT_CODES = {
  check: 'yelopack-return-toDoor-check',
  export: 'yelopack-return-toDoor-export',
  confirm: GO_RETURN,
} as const satisfies Record<string, PermissionCode>;
/** 客户归还列表: the return records' codes. */
export const CUSTOMER_RETURN_CODES = {
  export: 'yelopack-returntray-record-export',
} as const satisfies Record<string, PermissionCode>;
