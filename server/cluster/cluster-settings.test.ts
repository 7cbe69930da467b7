import { describe, expect, it } from 'vitest';
import { RestartBackoff } from './restart-backoff';
import { workerCount } from './worker-count';

describe('cluster settings', () => {
  it('runs one worker per core unless WORKERS says how many, and refuses a count that is not one', () => {
    expect(workerCount({}, 6)).toBe(6);
    expect(workerCount({ WORKERS: '' }, 6)).toBe(6);
    expect(workerCount({ WORKERS: '2' }, 6)).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'two'])
      expect(() => workerCount({ WORKERS: bad }, 6)).toThrow(`WORKERS must be a whole number ≥ 1: ${bad}`);
  });

  it('doubles the wait after each quick death up to a ceiling, and starts over after a worker that ran a while', () => {
    const backoff = new RestartBackoff({ firstMs: 100, maxMs: 1000, stableMs: 5000 });
    expect([10, 10, 10, 10, 10, 10].map((ran) => backoff.delayAfter(ran))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
    expect(backoff.delayAfter(5000)).toBe(100);
    expect(backoff.delayAfter(10)).toBe(200);
  });
});
