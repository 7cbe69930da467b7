import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import { SUB_ACCOUNT_AREAS, type CustomerAccount } from '../../contract/company-accounts';
import { Button, DetailStates, Dialog, FormField, rulesResolver, Select, TextInput, vars } from '../../ui';
import { useApiAction, useApiQuery } from '../query';
import {
  EMPTY_ACCOUNT,
  formOf,
  toInput,
  USERNAME_MAX,
  validateAccount,
  type AccountFormState,
} from './account-form';
import { ACCOUNT_DETAIL_CALL, ACCOUNT_READS, accountsApi } from './api';
import { accountLabels as text } from './labels';
import { roleOptions, useCompanyRoles } from './use-role-options';

const FORM_ID = 'yp-account-form';

const Form = styled.form`
  display: grid;
  gap: ${vars.spaceLg};
`;

const areaOptions = () => SUB_ACCOUNT_AREAS.map((area) => ({ value: area, label: text.areas[area] }));
const newResolver = rulesResolver((values: AccountFormState) => validateAccount(values, false));
const editResolver = rulesResolver((values: AccountFormState) => validateAccount(values, true));

/**
 * 新增子账号 / 编辑子账号 in a dialog. An edit reads the account first (getCustomerAccountById: the full
 * mobile only for the administrator); a 2003 answer marks the fields it names.
 */
export function AccountFormDialog({
  account,
  onClose,
}: {
  account: CustomerAccount | null;
  onClose: () => void;
}) {
  const title = account ? text.editTitle : text.newTitle;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      width={520}
      footer={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" form={FORM_ID} variant="primary">
            {text.save}
          </Button>
        </>
      }
    >
      {account ? (
        <EditAccount id={account.id} onClose={onClose} />
      ) : (
        <AccountEditor account={null} onClose={onClose} />
      )}
    </Dialog>
  );
}

function EditAccount({ id, onClose }: { id: string; onClose: () => void }) {
  const state = useApiQuery<CustomerAccount>(ACCOUNT_DETAIL_CALL, { id });
  return (
    <DetailStates state={state} notFoundText={text.notFound} back={null}>
      {(account) => <AccountEditor key={account.id} account={account} onClose={onClose} />}
    </DetailStates>
  );
}

function AccountEditor({ account, onClose }: { account: CustomerAccount | null; onClose: () => void }) {
  const roles = useCompanyRoles();
  const form = useForm<AccountFormState>({
    defaultValues: account ? formOf(account) : EMPTY_ACCOUNT,
    resolver: account ? editResolver : newResolver,
  });
  const { control } = form;
  const save = useApiAction({
    call: (values: AccountFormState) => accountsApi.save(toInput(values, account?.id)),
    success: (_, values) => (account ? text.saved : text.added(values.mobile.trim())),
    invalidates: ACCOUNT_READS,
    form,
    onSuccess: onClose,
  });
  const submit = form.handleSubmit((values) => save.run(values));
  const mobileHint = account
    ? account.mobileFull
      ? undefined
      : `${account.mobile ?? ''} ${text.mobileKept}`
    : text.mobileHint;
  return (
    <Form id={FORM_ID} aria-label={account ? text.editTitle : text.newTitle} onSubmit={submit} noValidate>
      <FormField
        control={control}
        name="userAccount"
        label={text.field.userAccount}
        required={!account}
        hint={account ? undefined : text.userAccountHint}
      >
        {(field) => <TextInput {...field} maxLength={20} disabled={account !== null} />}
      </FormField>
      <FormField control={control} name="username" label={text.field.username} required>
        {(field) => <TextInput {...field} maxLength={USERNAME_MAX} />}
      </FormField>
      <FormField
        control={control}
        name="mobile"
        label={text.field.mobile}
        required={!account}
        hint={mobileHint}
      >
        {(field) => <TextInput {...field} maxLength={11} inputMode="numeric" />}
      </FormField>
      <FormField control={control} name="area" label={text.field.area} required>
        {(field) => <Select options={areaOptions()} value={field.value} onChange={field.onChange} />}
      </FormField>
      <FormField control={control} name="roleId" label={text.field.roleId}>
        {(field) => (
          <Select
            options={roleOptions(roles, text.noRole, account?.roleId)}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      </FormField>
    </Form>
  );
}
