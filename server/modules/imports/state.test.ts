import { describe, expect, it } from 'vitest';
import { IMPORT_BATCH_STATUSES } from '../../../src/contract/imports';
import { importBatchStates } from './state';

describe('import batch state machine', () => {
  it('allows exactly confirm, start, finish and fail', () => {
    const allowed = IMPORT_BATCH_STATUSES.flatMap((from) =>
      IMPORT_BATCH_STATUSES.filter((to) => importBatchStates.canTransition(from, to)).map(
        (to) => `${from}→${to}`,
      ),
    );
    expect(allowed).toEqual([
      'previewed→confirmed',
      'confirmed→running',
      'confirmed→failed',
      'running→done',
      'running→failed',
    ]);
  });
  it('never runs a batch that was not confirmed, never goes back, ends in done or failed', () => {
    expect(importBatchStates.canTransition('previewed', 'running')).toBe(false);
    expect(importBatchStates.canTransition('done', 'running')).toBe(false);
    expect(importBatchStates.canTransition('running', 'confirmed')).toBe(false);
    expect(importBatchStates.transitions.done).toEqual([]);
    expect(importBatchStates.transitions.failed).toEqual([]);
  });
});
