import { describe, expect, it } from 'vitest';
import { signLabels as text } from './labels';
import { signStep, toConfirmRequest, validateSign } from './sign-form';

describe('the sign form', () => {
  it('requires the agreement and a 6-digit code', () => {
    expect(validateSign({ agreed: false, code: '' })).toEqual({
      agreed: text.agreeRequired,
      code: text.codeRequired,
    });
    expect(validateSign({ agreed: true, code: '12345' }).code).toBe(text.codeFormat);
    expect(validateSign({ agreed: true, code: '12a456' }).code).toBe(text.codeFormat);
    expect(validateSign({ agreed: true, code: ' 123456 ' })).toEqual({ agreed: undefined, code: undefined });
  });

  it('names the step the signer is at', () => {
    expect(signStep({ agreed: false, code: '123456' }, true)).toBe(0);
    expect(signStep({ agreed: true, code: '' }, false)).toBe(1);
    expect(signStep({ agreed: true, code: '123' }, true)).toBe(2);
    expect(signStep({ agreed: true, code: '123456' }, true)).toBe(3);
  });

  it('sends the trimmed code with the agreement', () => {
    expect(toConfirmRequest('c-1', { agreed: true, code: ' 654321 ' })).toEqual({
      contractId: 'c-1',
      code: '654321',
      agreed: true,
    });
  });
});
