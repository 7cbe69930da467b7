import type { ImportBatchStatus } from '../../../src/contract/imports';
import { defineStateMachine } from '../ledger';

/**
 * An import batch: previewed (staged, nothing written) → confirmed (waiting for a worker) → running (a
 * worker holds its lease; a resumed batch stays running) → done (every valid row written or refused) |
 * failed (the batch could not go on, e.g. its creator left the company).
 */
export const importBatchStates = defineStateMachine<ImportBatchStatus>({
  previewed: ['confirmed'],
  confirmed: ['running', 'failed'],
  running: ['done', 'failed'],
  done: [],
  failed: [],
});
