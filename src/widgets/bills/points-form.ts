/** The 分配积分 form: its values and rules (pure, unit-tested in points-form.test.ts). */
import type { AllotPoints } from '../../contract/points';
import { pointsLabels } from './points-labels';

const text = pointsLabels.allot;

export interface AllotForm {
  accountId: string;
  /** As typed: a positive whole number. */
  points: string;
}

export const EMPTY_ALLOT: AllotForm = { accountId: '', points: '' };

/** The rules the server also checks: an account, a whole number of points from 1 to the pool's balance. */
export function validateAllot(form: AllotForm, balance: number): Partial<Record<keyof AllotForm, string>> {
  const points = form.points.trim();
  return {
    accountId: form.accountId ? undefined : text.accountRequired,
    points: !/^[1-9]\d{0,8}$/.test(points)
      ? text.pointsInvalid
      : Number(points) > balance
        ? text.pointsOver(balance)
        : undefined,
  };
}

export const toAllotRequest = (form: AllotForm, requestId: string): AllotPoints => ({
  accountId: form.accountId,
  points: Number(form.points.trim()),
  requestId,
});
