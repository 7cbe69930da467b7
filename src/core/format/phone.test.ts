import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone';

describe('maskPhone (SPEC §5)', () => {
  it('shows the first three and last four digits with four stars between', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('always puts exactly four stars, whatever the length', () => {
    expect(maskPhone('02161234567890')).toBe('021****7890');
    expect(maskPhone('12345678')).toBe('123****5678');
  });

  it('returns a value too short to hide anything as is', () => {
    expect(maskPhone('1234567')).toBe('1234567');
    expect(maskPhone('110')).toBe('110');
    expect(maskPhone('')).toBe('');
  });
});
