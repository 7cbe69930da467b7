/** The administrator dialogs' form states and rules. Pure, so they are unit tested. */
import type { AuthorizeAdministratorRequest } from '../../contract/company-admin';
import { adminDialogLabels } from './admin-dialog-labels';

const text = adminDialogLabels.errors;
/** The server's Fields.smsCode. */
const SMS_CODE = /^\d{6}$/;

export interface TransferFormState {
  /** '' until an account is chosen. */
  accountId: string;
  /** '' for no role. */
  formerRoleId: string;
  code: string;
}

export interface ApplyFormState {
  code: string;
}

export const codeRule = (code: string): string | undefined =>
  SMS_CODE.test(code.trim()) ? undefined : text.code;

export const validateTransfer = (values: TransferFormState) => ({
  accountId: values.accountId ? undefined : text.chooseAccount,
  code: codeRule(values.code),
});

export const validateApply = (values: ApplyFormState) => ({ code: codeRule(values.code) });

export const toAuthorizeRequest = (values: TransferFormState): AuthorizeAdministratorRequest => ({
  accountId: values.accountId,
  formerRoleId: values.formerRoleId || null,
  code: values.code.trim(),
});
