import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('reads TRANSFER_DISPUTE_DAYS as whole days of at least 1, 60 when unset', () => {
    expect(loadConfig({}).transferDisputeDays).toBe(60);
    expect(loadConfig({ TRANSFER_DISPUTE_DAYS: '30' }).transferDisputeDays).toBe(30);
    for (const bad of ['0', '-5', '1.5', 'abc'])
      expect(() => loadConfig({ TRANSFER_DISPUTE_DAYS: bad })).toThrow(/TRANSFER_DISPUTE_DAYS|not a number/);
  });
});
