import { describe, expect, it } from 'vitest';
import { inLanes } from './lanes';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('inLanes', () => {
  it('starts the items in order and never runs more than the lanes at once', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    await inLanes([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('after a failure starts nothing more, waits for the calls under way, then throws the first error', async () => {
    const finished: number[] = [];
    const outcome = inLanes([1, 2, 3, 4, 5, 6], 3, async (item) => {
      if (item === 1) throw new Error('database gone');
      await tick();
      await tick();
      finished.push(item);
    });
    await expect(outcome).rejects.toThrow('database gone');
    // 2 and 3 were under way when 1 failed: they finish; 4–6 never start.
    expect(finished.sort()).toEqual([2, 3]);
  });

  it('runs one at a time with one lane, and does nothing for no items', async () => {
    const order: string[] = [];
    await inLanes(['a', 'b'], 1, async (item) => {
      order.push(`start ${item}`);
      await tick();
      order.push(`end ${item}`);
    });
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
    let called = false;
    await inLanes([], 4, async () => {
      called = true;
    });
    expect(called).toBe(false);
  });
});
