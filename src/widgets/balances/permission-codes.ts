/** The permission codes (SPEC §6) of every stock button, named once. */
import type { PermissionCode } from '../../contract/permissions';

export const OWN_CODES = {
  checkDetail: 'yelopack-stock-own-checkDetail',
  saleOut: 'yelopack-stock-own-saleOut',
  transferOut: 'yelopack-stock-own-transferOut',
  confirmInbound: 'yelopack-stock-own-confirmInbound',
  applyRecycling: 'yelopack-stock-own-applyRecycling',
  export: 'yelopack-stock-own-export',
  exportDetail: 'yelopack-stock-own-exportDetail',
  buildInbound: 'yelopack-stock-own-buildInbound',
} as const satisfies Record<string, PermissionCode>;

export const C1_CODES = {
  export: 'yelopack-stock-ownC1-export',
  exportDetail: 'yelopack-stock-ownC1-exportDetail',
  check: 'yelopack-stock-ownC1-check',
  transferOut: 'yelopack-stock-ownC1-transferOut',
  returnTray: 'yelopack-stock-ownC1-returnTray',
  circulateOut: 'yelopack-stock-circulation-out',
  cancelTransfer: 'yelopack-stock-transfer-cancel',
} as const satisfies Record<string, PermissionCode>;
