import { describe, expect, it } from 'vitest';
import { orderSteps } from './order-steps';

const states = (steps: ReturnType<typeof orderSteps>) => steps.map((step) => `${step.status}:${step.state}`);

describe('orderSteps', () => {
  it('marks the steps before the status done and the status current', () => {
    expect(states(orderSteps('arrivedLoad', null))).toEqual([
      'waitDispatch:done',
      'waitVehicleAudit:done',
      'waitLoad:done',
      'arrivedLoad:current',
      'loaded:todo',
      'arrivedUnload:todo',
      'unloaded:todo',
      'completed:todo',
    ]);
  });

  it('counts every step of a completed order done', () => {
    expect(orderSteps('completed', null).every((step) => step.state === 'done')).toBe(true);
  });

  it('puts 已取消 right after the status it was cancelled from, the rest skipped', () => {
    expect(states(orderSteps('cancelled', 'waitVehicleAudit'))).toEqual([
      'waitDispatch:done',
      'waitVehicleAudit:done',
      'cancelled:cancelled',
      'waitLoad:skipped',
      'arrivedLoad:skipped',
      'loaded:skipped',
      'arrivedUnload:skipped',
      'unloaded:skipped',
      'completed:skipped',
    ]);
  });

  it('shows 已取消 first when the logs do not say where it stopped', () => {
    const steps = orderSteps('cancelled', null);
    expect(steps).toHaveLength(9);
    expect(steps[0]).toEqual({ status: 'cancelled', state: 'cancelled' });
  });
});
