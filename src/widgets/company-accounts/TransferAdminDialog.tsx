import { useForm } from 'react-hook-form';
import type { CustomerAccount, CustomerAccountQuery } from '../../contract/company-accounts';
import type { Page } from '../../contract/envelope';
import {
  Button,
  Dialog,
  FormField,
  rulesResolver,
  Select,
  type SelectOption,
  punctuationLabels,
} from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import { toAuthorizeRequest, validateTransfer, type TransferFormState } from './admin-form';
import { DialogForm, Hint } from './admin-dialog-styles';
import { ACTIVE_ACCOUNTS_CALL, ADMIN_READS, adminDialogApi } from './admin-dialog-api';
import { adminDialogLabels as text } from './admin-dialog-labels';
import { SmsCodeField } from './SmsCodeField';

const FORM_ID = 'yp-transfer-admin-form';

/** The company's active accounts (a company has a handful; the list pages at 100 at most). */
const ACTIVE_ACCOUNTS: CustomerAccountQuery = { pageNum: 1, pageSize: 100, status: 'active' };
const othersOf = (page: Page<CustomerAccount>) => page.list.filter((row) => !row.isSelf);
const resolver = rulesResolver(validateTransfer);

/**
 * 转让管理员: the administrator chooses an active account of the company (or 授权 of an application
 * presets the applicant), the role it keeps itself, and the SMS code sent to its own mobile; a
 * confirmation names the new administrator before the call.
 */
export function TransferAdminDialog({
  presetAccountId,
  roleChoices,
  onClose,
}: {
  presetAccountId?: string;
  /** The custom roles the former administrator may keep, 无角色 first (the card reads them). */
  roleChoices: readonly SelectOption<string>[];
  onClose: () => void;
}) {
  const accounts = useApiQuery(ACTIVE_ACCOUNTS_CALL, ACTIVE_ACCOUNTS, { select: othersOf }).data ?? [];
  const form = useForm<TransferFormState>({
    defaultValues: { accountId: presetAccountId ?? '', formerRoleId: '', code: '' },
    resolver,
  });
  const nameOf = (id: string) => {
    const chosen = accounts.find((row) => row.id === id);
    return chosen ? punctuationLabels.withNote(chosen.username, chosen.userAccount) : '';
  };
  const transfer = useApiAction({
    call: (values: TransferFormState) => adminDialogApi.authorize(toAuthorizeRequest(values)),
    confirm: (values) => ({
      message: text.confirmTransferMessage(nameOf(values.accountId)),
      confirmLabel: text.confirmTransfer,
    }),
    success: (_, values) => text.transferred(nameOf(values.accountId)),
    invalidates: ADMIN_READS,
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit(async (values) => {
    await transfer.run(values);
  });
  const accountOptions = accounts.map((row) => ({
    value: row.id,
    label: punctuationLabels.withNote(row.username, row.userAccount),
  }));
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.transferTitle}
      width={520}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={transfer.pending}>
            {text.confirmTransfer}
          </Button>
        </>
      }
    >
      <DialogForm id={FORM_ID} aria-label={text.transferTitle} onSubmit={submit} noValidate>
        <Hint>{text.transferHint}</Hint>
        <FormField control={form.control} name="accountId" label={text.newAdmin} required>
          {(field) => (
            <Select
              options={accountOptions}
              value={field.value || null}
              onChange={field.onChange}
              placeholder={text.chooseAccount}
            />
          )}
        </FormField>
        <FormField control={form.control} name="formerRoleId" label={text.formerRole}>
          {(field) => <Select options={roleChoices} value={field.value} onChange={field.onChange} />}
        </FormField>
        <SmsCodeField control={form.control} name="code" scene="authorizeAdministrator" />
      </DialogForm>
    </Dialog>
  );
}
