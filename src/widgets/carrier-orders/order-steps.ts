/** The step bar of a carrier order: its eight statuses in order, and 已取消 where it stopped. Pure. */
import { CARRIER_ORDER_PROGRESS as PROGRESS_STATUSES, type CarrierOrderStatus } from '../../contract/freight';

export type StepState = 'done' | 'current' | 'todo' | 'cancelled' | 'skipped';

export interface OrderStep {
  status: CarrierOrderStatus;
  state: StepState;
}

/**
 * A live order: the steps before its status done, its status current (a completed order: every step
 * done). A cancelled one: the steps up to the status it was cancelled from done, 已取消 right after as
 * the current step, the rest skipped. `cancelledFrom` comes from the logs; unknown, nothing counts done.
 */
export function orderSteps(
  status: CarrierOrderStatus,
  cancelledFrom: CarrierOrderStatus | null,
): OrderStep[] {
  if (status !== 'cancelled') {
    const current = PROGRESS_STATUSES.indexOf(status);
    return PROGRESS_STATUSES.map((step, index) => ({
      status: step,
      state: index < current || status === 'completed' ? 'done' : index === current ? 'current' : 'todo',
    }));
  }
  const reached = cancelledFrom ? PROGRESS_STATUSES.indexOf(cancelledFrom) : -1;
  const before = PROGRESS_STATUSES.slice(0, reached + 1).map((step) => ({
    status: step,
    state: 'done' as const,
  }));
  const after = PROGRESS_STATUSES.slice(reached + 1).map((step) => ({
    status: step,
    state: 'skipped' as const,
  }));
  return [...before, { status: 'cancelled', state: 'cancelled' }, ...after];
}
