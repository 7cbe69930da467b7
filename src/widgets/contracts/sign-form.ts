/** The sign dialog's form: its rules and the step the signer is at. Pure, so unit tested. */
import type { ConfirmSigningRequest } from '../../contract/contracts';
import { signLabels as text } from './labels';

export interface SignFormState {
  agreed: boolean;
  code: string;
}

export const EMPTY_SIGN_FORM: SignFormState = { agreed: false, code: '' };

const SIX_DIGITS = /^\d{6}$/;

export function validateSign({ agreed, code }: SignFormState): Partial<Record<keyof SignFormState, string>> {
  const trimmed = code.trim();
  return {
    agreed: agreed ? undefined : text.agreeRequired,
    code: !trimmed ? text.codeRequired : SIX_DIGITS.test(trimmed) ? undefined : text.codeFormat,
  };
}

/** ① read ② request the code ③ enter it ④ confirm: the first step not done yet (0-based). */
export function signStep({ agreed, code }: SignFormState, codeSent: boolean): number {
  if (!agreed) return 0;
  if (!codeSent) return 1;
  return SIX_DIGITS.test(code.trim()) ? 3 : 2;
}

export const toConfirmRequest = (contractId: string, { code }: SignFormState): ConfirmSigningRequest => ({
  contractId,
  code: code.trim(),
  agreed: true,
});
