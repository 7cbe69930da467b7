import { describe, expect, it } from 'vitest';
import type { StateMachine } from '../ledger';
import { clientBillStates, paymentStates, statementStates } from './states';

/** Every allowed transition of a machine, as from→to. */
function allowed<S extends string>(machine: StateMachine<S>): string[] {
  const states = Object.keys(machine.transitions) as S[];
  return states.flatMap((from) =>
    states.filter((to) => machine.canTransition(from, to)).map((to) => `${from}→${to}`),
  );
}

describe('client bill state machine', () => {
  it('pending is audited or rejected; both are final', () => {
    expect(allowed(clientBillStates)).toEqual(['pending→audited', 'pending→rejected']);
  });
});

describe('statement and payment state machines', () => {
  it('a statement is confirmed once; confirmed is final', () => {
    expect(allowed(statementStates)).toEqual(['pending→confirmed']);
  });

  it('a payment is paid once nothing remains; paid is final', () => {
    expect(allowed(paymentStates)).toEqual(['unpaid→paid']);
  });
});
