import { describe, expect, it } from 'vitest';
import { shopOrderStates } from './states';

describe('shop order state machine', () => {
  it('待发货 → 已发货 → 已完成, 待发货 → 已取消, and nothing else', () => {
    const states = Object.keys(shopOrderStates.transitions) as (keyof typeof shopOrderStates.transitions)[];
    const allowed = states.flatMap((from) =>
      states.filter((to) => shopOrderStates.canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['toShip→shipped', 'toShip→cancelled', 'shipped→completed']);
  });
});
