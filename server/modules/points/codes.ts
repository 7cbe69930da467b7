import type { PermissionCode } from '../../../src/contract/permissions';

/** SPEC §6 settlement codes of the points calls (src/contract/permissions.ts). */
export const POINTS_CODES = {
  /** 积分账单-详情: the statement lists and a statement's items. */
  detail: 'center-settle-points-detail',
  /** 积分账单-审核: confirm or reject a statement. */
  audit: 'center-settle-points-audit',
  /** 积分账单-导出: the statement list's and items' exports. */
  export: 'center-settle-points-export',
  /** 余额积分-详情: pool, its items, the change record (and its export: the area has no export code), individual points. */
  balanceDetail: 'center-settle-balancePoints-detail',
  /** 余额积分-操作: allot pool points to an account. */
  balanceOperation: 'center-settle-balancePoints-operation',
} as const satisfies Record<string, PermissionCode>;
