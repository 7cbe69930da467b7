/** Chinese messages of the bill calls. */
export const BILL_LABELS = {
  /** Another company's client, or no company at all: nothing about it is revealed. */
  clientNotFound: '客户不存在',
} as const;
