import { describe, expect, it } from 'vitest';
import { createTraceId } from './trace-id';

describe('createTraceId', () => {
  it('is 32 lowercase hex characters in the UUID v4 layout', () => {
    for (let i = 0; i < 500; i++) {
      const id = createTraceId();
      expect(id).toMatch(/^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    }
  });

  it('is a different id each time', () => {
    const ids = new Set(Array.from({ length: 1000 }, createTraceId));
    expect(ids.size).toBe(1000);
  });
});
