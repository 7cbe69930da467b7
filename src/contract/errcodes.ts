/** errcode values of the wire contract (DESIGN.md §2). The client's handling lives in src/core/http. */
export const Errcode = {
  SUCCESS: 0,
  BUSINESS_FAILURE: -1,
  VALIDATION_FAILED: 2003,
  NOT_LOGGED_IN: 4001,
  KICKED: 4002,
  TOKEN_INVALID: 4003,
  TOKEN_EXPIRED: 4004,
  ACCOUNT_DISABLED: 4005,
  PASSWORD_CHANGED: 4006,
  COMPANY_CHANGED: 4007,
  NO_PERMISSION: 4030,
  INTERNAL_ERROR: 5000,
  MUST_READ: 70003,
} as const;

export type ErrcodeValue = (typeof Errcode)[keyof typeof Errcode];
