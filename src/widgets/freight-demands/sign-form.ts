/** The signing code's rule: six digits, as the verification code service sends them. */
import { signLabels } from './labels';

export interface SignFormState {
  code: string;
}

export const validateSignCode = ({ code }: SignFormState): Partial<Record<'code', string>> =>
  /^\d{6}$/.test(code.trim()) ? {} : { code: signLabels.codeError };
