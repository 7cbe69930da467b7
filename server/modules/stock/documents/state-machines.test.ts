import { describe, expect, it } from 'vitest';
import { deductionStates } from './deduction/state';
import { inboundStates } from './inbound/state';
import { recyclingStates } from './recycling/state';
import { shipmentStates } from './shipment/state';
import type { StateMachine } from '../../ledger';
import { transferStates } from './transfer/state';

/** Every (from, to) pair a machine allows, as "from→to". */
const allowed = <S extends string>(machine: StateMachine<S>) => {
  const states = Object.keys(machine.transitions) as S[];
  return states.flatMap((from) =>
    states.filter((to) => machine.canTransition(from, to)).map((to) => `${from}→${to}`),
  );
};

describe('document state machines', () => {
  it('transfer: pending is accepted, corrected, rejected or cancelled; accepted may still be corrected; then final', () => {
    expect(allowed(transferStates)).toEqual([
      'pending→accepted',
      'pending→corrected',
      'pending→rejected',
      'pending→cancelled',
      'accepted→corrected',
    ]);
  });
  it('inbound order: in transit → signed → completed, never back', () => {
    expect(allowed(inboundStates)).toEqual(['inTransit→signed', 'signed→completed']);
  });
  it('shipment: in transit → arrived', () => {
    expect(allowed(shipmentStates)).toEqual(['inTransit→arrived']);
  });
  it('recycling: applied is collected or cancelled, then final', () => {
    expect(allowed(recyclingStates)).toEqual(['applied→collected', 'applied→cancelled']);
  });
  it('deduction: charged is final', () => {
    expect(allowed(deductionStates)).toEqual([]);
  });
  it('refuses unknown states', () => {
    expect(transferStates.canTransition('nope' as 'pending', 'accepted')).toBe(false);
  });
});
