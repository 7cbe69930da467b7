import { describe, expect, it } from 'vitest';
import { clientBillStates } from './states';

describe('client bill state machine', () => {
  it('pending is audited or rejected; both are final', () => {
    const states = Object.keys(clientBillStates.transitions) as (keyof typeof clientBillStates.transitions)[];
    const allowed = states.flatMap((from) =>
      states.filter((to) => clientBillStates.canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['pending→audited', 'pending→rejected']);
  });
});
