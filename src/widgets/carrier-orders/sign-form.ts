/**
 * The 签收 form's adjustments: each a reason and a signed amount typed in 元 (a deduction negative), sent
 * in fen by integer arithmetic on the digits (never a float: -0.29 元 is -29 fen). Pure.
 */
import type { SettlementAdjustment } from '../../contract/freight';
import { actionLabels as text } from './labels';

export interface AdjustmentRow {
  reason: string;
  amount: string;
}
export interface SignFormState {
  adjustments: AdjustmentRow[];
}

export const ADJUSTMENT_REASON_MAX = 50;
export const ADJUSTMENTS_MAX = 10;
export const EMPTY_ADJUSTMENT: AdjustmentRow = { reason: '', amount: '' };

const SIGNED_YUAN = /^([+-]?)(\d{1,9})(?:\.(\d{1,2}))?$/;

/** '-12.5' → -1250; null when the text is not an amount of 元 with at most two decimals. */
export function signedYuanToFen(value: string): number | null {
  const match = SIGNED_YUAN.exec(value.trim());
  if (!match) return null;
  const [, sign, whole, decimals = ''] = match;
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return sign === '-' ? -fen : fen;
}

type SignErrors = Record<string, string | undefined>;

/** Errors by field name (adjustments.0.reason …), as react-hook-form's resolver takes them. */
export function validateSign(values: SignFormState): SignErrors {
  const errors: SignErrors = {};
  values.adjustments.forEach((row, index) => {
    if (!row.reason.trim()) errors[`adjustments.${index}.reason`] = text.adjustmentReasonRequired;
    if (signedYuanToFen(row.amount) === null)
      errors[`adjustments.${index}.amount`] = text.adjustmentAmountInvalid;
  });
  return errors;
}

/** The adjustments as sent; rows whose amount does not parse are left out (the rules refuse them first). */
export function toAdjustments(values: SignFormState): SettlementAdjustment[] {
  return values.adjustments.flatMap((row) => {
    const amountFen = signedYuanToFen(row.amount);
    return amountFen === null ? [] : [{ reason: row.reason.trim(), amountFen }];
  });
}
