import { describe, expect, it } from 'vitest';
import type { StateMachine } from '../ledger';
import { doorPickupStates, selfReturnStates, transportRecordStates } from './state';

/** Every (from, to) pair a machine allows, as "from→to". */
const allowed = <S extends string>(machine: StateMachine<S>) => {
  const states = Object.keys(machine.transitions) as S[];
  return states.flatMap((from) =>
    states.filter((to) => machine.canTransition(from, to)).map((to) => `${from}→${to}`),
  );
};

describe('return state machines', () => {
  it('door pickup: booked is picked up or cancelled; picked up is received; then final', () => {
    expect(allowed(doorPickupStates)).toEqual(['booked→pickedUp', 'booked→cancelled', 'pickedUp→received']);
  });
  it('self return: submitted is received, then final', () => {
    expect(allowed(selfReturnStates)).toEqual(['submitted→received']);
  });
  it('transport record: pending is confirmed once', () => {
    expect(allowed(transportRecordStates)).toEqual(['pending→confirmed']);
  });
  it('never skips a step or goes back', () => {
    expect(doorPickupStates.canTransition('booked', 'received')).toBe(false);
    expect(doorPickupStates.canTransition('pickedUp', 'cancelled')).toBe(false);
    expect(selfReturnStates.canTransition('received', 'submitted')).toBe(false);
  });
});
