import { describe, expect, it } from 'vitest';
import { pointsStatementStates } from './states';

describe('points statement state machine', () => {
  it('pending is confirmed or rejected; both are final', () => {
    const states = Object.keys(
      pointsStatementStates.transitions,
    ) as (keyof typeof pointsStatementStates.transitions)[];
    const allowed = states.flatMap((from) =>
      states.filter((to) => pointsStatementStates.canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['pending→confirmed', 'pending→rejected']);
  });
});
