import { describe, expect, it } from 'vitest';
import { pickDefaultModule } from './areas';

describe('pickDefaultModule', () => {
  it("prefers '1' over '2', else the first offered", () => {
    expect(pickDefaultModule(['2', '1'])).toBe('1');
    expect(pickDefaultModule(['3', '2'])).toBe('2');
    expect(pickDefaultModule(['5', '6'])).toBe('5');
    expect(pickDefaultModule([])).toBe('');
  });
});
