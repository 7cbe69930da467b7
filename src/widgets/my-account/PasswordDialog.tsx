import { useForm } from 'react-hook-form';
import { FormField, PasswordInput, rulesResolver } from '../../ui';
import { useApiAction } from '../query';
import { profileApi } from './api';
import { FormDialog } from './FormDialog';
import { myAccountLabels } from './labels';
import { EMPTY_PASSWORD_FORM, validatePassword, type PasswordFormState } from './profile-forms';

const text = myAccountLabels.passwordDialog;
const resolver = rulesResolver(validatePassword);

/**
 * 修改密码: the old password and the new one twice. On success every session of the account, this one
 * included, must log in again (the server answers 4006 from the next call, and the host asks for a login).
 */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<PasswordFormState>({ defaultValues: EMPTY_PASSWORD_FORM, resolver });
  const save = useApiAction({
    call: (values: PasswordFormState) => profileApi.changePassword(values.oldPassword, values.newPassword),
    success: text.saved,
    form,
    onSuccess: onClose,
  });
  const { control } = form;
  return (
    <FormDialog
      id="yp-my-password-form"
      title={text.title}
      onClose={onClose}
      pending={save.pending}
      onSubmit={form.handleSubmit(save.run)}
    >
      <FormField control={control} name="oldPassword" label={text.oldPassword} required>
        {(field) => <PasswordInput {...field} autoComplete="current-password" />}
      </FormField>
      <FormField control={control} name="newPassword" label={text.newPassword} required hint={text.hint}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" />}
      </FormField>
      <FormField control={control} name="confirmPassword" label={text.confirmPassword} required>
        {(field) => <PasswordInput {...field} autoComplete="new-password" />}
      </FormField>
    </FormDialog>
  );
}
